import { data } from "react-router";
import { Pagination } from "~/components/pagination";
import { type ReviewProblem, VerificationReview } from "~/components/verification/verification-review";
import { pageCount, pageFromSearch } from "~/domain/operators/console";
import { VERIFICATION_PAGE_SIZE, verificationDecisionSchema } from "~/domain/sellers/verification";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { env } from "~/server/platform/env.server";
import { siteMailer } from "~/server/platform/mail.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { decideVerification, verificationQueuePage } from "~/server/sellers/seller-verification.server";
import type { Route } from "./+types/operator-verifications";
import { formatNumber } from "~/domain/format-number";

export const meta: Route.MetaFunction = () => [{ title: "Verification requests · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  requireOperator(context);
  const page = pageFromSearch(url.searchParams);
  const { requests, total } = await verificationQueuePage(await database(), page);
  return {
    page,
    pages: pageCount(total, VERIFICATION_PAGE_SIZE),
    total,
    requests: requests.map((request) => ({
      id: request.id,
      sellerEmail: request.sellerEmail,
      legalName: request.legalName,
      registrationNumber: request.registrationNumber,
      country: request.country,
      businessAddress: request.businessAddress,
      phone: request.phone,
      documentName: request.documentName,
      submittedAt: request.submittedAt.toISOString(),
    })),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const form = Object.fromEntries(await request.formData());
  const parsed = verificationDecisionSchema.safeParse(form);
  if (!parsed.success) {
    const problem: ReviewProblem = {
      requestId: Number(form.requestId),
      intent: form.intent === "refuse" ? "refuse" : "approve",
      reason: String(form.reason ?? ""),
      errors: parsed.error.issues.map((issue) => issue.message),
    };
    return data(problem, { status: 400 });
  }
  const decision = parsed.data;
  const result = await decideVerification(
    await database(),
    siteMailer(),
    { id: operator.id, email: operator.email },
    decision.requestId,
    decision.intent === "approve" ? { approve: true } : { approve: false, reason: decision.reason },
    env().siteUrl,
  );
  if (!result.ok) {
    if (result.status === 404) throw data(null, { status: 404 });
    return redirectWithToast(`/operator/verifications${url.search}`, { type: "error", message: result.message });
  }
  const message = decision.intent === "approve" ? "Approved: the seller now shows the “Verified seller” badge, and was emailed." : "Refused: the seller was emailed your reason.";
  return redirectWithToast(`/operator/verifications${url.search}`, { type: "success", message });
}

export default function OperatorVerifications({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, page, pages, total } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Verification requests</h1>
      <p className="mt-2 text-ink-soft">
        {formatNumber(total)} {total === 1 ? "request waits" : "requests wait"} for a decision, oldest first. Each decision is emailed to the seller and
        written to the audit log.
      </p>
      {requests.length === 0 ? (
        <p className="mt-6 text-ink-soft">No request is waiting.</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line bg-surface">
          {requests.map((request) => (
            <VerificationReview key={request.id} request={request} problem={actionData?.requestId === request.id ? actionData : null} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="mt-6">
          <Pagination page={page} pages={pages} hrefFor={(number) => `/operator/verifications?page=${number}`} />
        </div>
      ) : null}
    </>
  );
}
