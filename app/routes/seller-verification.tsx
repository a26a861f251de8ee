import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data } from "react-router";
import { VerificationRequestForm } from "~/components/verification/verification-request-form";
import { VerificationStatus } from "~/components/verification/verification-status";
import { LinkButton } from "~/components/ui/button";
import { sniffDocumentType, verificationRequestSchema } from "~/domain/sellers/verification";
import { requireSeller } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { fileStorage } from "~/server/platform/storage.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { latestVerificationOf, requestVerification } from "~/server/sellers/seller-verification.server";
import { readVerificationForm } from "~/server/sellers/verification-form.server";
import type { Route } from "./+types/seller-verification";

export const meta: Route.MetaFunction = () => [{ title: "Seller verification · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  const seller = requireSeller(context, url);
  const latest = await latestVerificationOf(await database(), seller.id);
  return {
    constraint: getZodConstraint(verificationRequestSchema),
    latest: latest
      ? {
          status: latest.status,
          legalName: latest.legalName,
          submittedAt: latest.submittedAt.toISOString(),
          decidedAt: latest.decidedAt?.toISOString() ?? null,
          refusalReason: latest.refusalReason,
        }
      : null,
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const seller = requireSeller(context, url);
  const form = await readVerificationForm(request);
  const submission = await parseWithZod(form.fields, { schema: verificationRequestSchema, async: true });
  if (form.problem) return data(submission.reply({ fieldErrors: { document: [form.problem] } }), { status: 400 });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const head = new Uint8Array(await submission.value.document.slice(0, 8).arrayBuffer());
  const documentType = sniffDocumentType(head)!;
  const result = await requestVerification(await database(), fileStorage(), seller.id, submission.value, documentType);
  if (!result.ok) return data(submission.reply({ formErrors: [result.message] }), { status: 409 });
  return redirectWithToast("/dashboard/verification", { type: "success", message: "Your request is with our operators. We email you their decision." });
}

export default function SellerVerificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { latest, constraint } = loaderData;
  const canAsk = latest === null || latest.status === "refused";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-12">
      <LinkButton to="/dashboard" variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Dashboard
      </LinkButton>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Seller verification</h1>
      {latest ? <VerificationStatus latest={latest} /> : null}
      {canAsk ? <VerificationRequestForm lastResult={actionData} constraint={constraint} /> : null}
    </main>
  );
}
