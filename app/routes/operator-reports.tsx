import { data } from "react-router";
import { Pagination } from "~/components/pagination";
import { ReportQueue } from "~/components/reports/report-queue";
import { pageCount, pageFromSearch } from "~/domain/operators/console";
import { reportDecisionSchema } from "~/domain/reports/report-schemas";
import { REPORTS_PAGE_SIZE } from "~/domain/reports/reports";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { env } from "~/server/platform/env.server";
import { siteMailer } from "~/server/platform/mail.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { decideReport, reportQueuePage } from "~/server/reports/report-queue.server";
import type { Route } from "./+types/operator-reports";
import { formatNumber } from "~/domain/format-number";

export const meta: Route.MetaFunction = () => [{ title: "Reported listings · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  requireOperator(context);
  const page = pageFromSearch(url.searchParams);
  const { reports, total } = await reportQueuePage(await database(), page);
  return {
    page,
    pages: pageCount(total, REPORTS_PAGE_SIZE),
    total,
    reports: reports.map(({ createdAt, ...report }) => ({ ...report, reportedAt: createdAt.toISOString() })),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const form = Object.fromEntries(await request.formData());
  const parsed = reportDecisionSchema.safeParse(form);
  const reportId = Number(form.reportId) || 0;
  if (!parsed.success) return data({ reportId, reason: String(form.reason ?? ""), error: parsed.error.issues[0]?.message ?? "Please check the form" }, { status: 400 });
  const result = await decideReport(await database(), siteMailer(), { id: operator.id, email: operator.email }, parsed.data, env().siteUrl);
  if (!result.ok) {
    if (result.status === 404) throw data(null, { status: 404 });
    return data({ reportId, reason: parsed.data.reason, error: result.message }, { status: 409 });
  }
  const closed = result.reportsClosed === 1 ? "The reporter was emailed" : `${result.reportsClosed} reports are closed and their reporters emailed`;
  const message =
    result.outcome === "hidden" ? `The listing is hidden. ${closed} the outcome.` : `The report is dismissed and the listing stays. ${closed} the outcome.`;
  return redirectWithToast(`/operator/reports${url.search}`, { type: "success", message });
}

export default function OperatorReports({ loaderData, actionData }: Route.ComponentProps) {
  const { reports, page, pages, total } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Reported listings</h1>
      <p className="mt-2 text-ink-soft">
        {formatNumber(total)} open {total === 1 ? "report" : "reports"} of listings and of messages in inquiry threads, the one waiting longest first.
      </p>
      {reports.length === 0 ? <p className="mt-6 text-ink-soft">No open reports.</p> : <ReportQueue reports={reports} refused={actionData ?? null} />}
      {pages > 1 ? (
        <div className="mt-6">
          <Pagination page={page} pages={pages} hrefFor={(number) => `/operator/reports?page=${number}`} />
        </div>
      ) : null}
    </>
  );
}
