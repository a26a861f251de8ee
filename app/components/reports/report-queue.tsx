import { Form, Link } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { OperatorReasonField } from "~/components/operator-reason-field";
import { reportReasonLabel, type ReportReason } from "~/domain/reports/reports";

export type QueueEntry = {
  id: number;
  reason: ReportReason;
  note: string;
  reportedAt: string;
  reporterEmail: string;
  listing: { id: number; name: string; status: string; hidden: boolean; sellerEmail: string | null };
  message: { body: string; author: "buyer" | "seller" | "team"; authorEmail: string | null } | null;
};

/** What the last refused decision was, so its form shows the error and keeps the reason typed. */
export type RefusedDecision = { reportId: number; reason: string; error: string };

/** The open reports, oldest first, each with its two outcomes in one form. */
export function ReportQueue({ reports, refused }: { reports: QueueEntry[]; refused: RefusedDecision | null }) {
  return (
    <ul className="mt-6 divide-y divide-line rounded-lg border border-line bg-surface">
      {reports.map((report) => (
        <li key={report.id} className="p-4" aria-label={`Report ${report.id}`}>
          <ReportSummary report={report} />
          <DecisionForm report={report} refused={refused?.reportId === report.id ? refused : null} />
        </li>
      ))}
    </ul>
  );
}

function ReportSummary({ report }: { report: QueueEntry }) {
  const { listing, message } = report;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="gold">{reportReasonLabel(report.reason)}</Badge>
        <span className="font-semibold text-ink">{message ? "A message" : "The listing"}</span>
        <Link to={`/operator/listings?id=${listing.id}`} className="font-semibold text-ink underline">
          {listing.name} (#{listing.id})
        </Link>
        {listing.hidden ? <Badge tone="danger">Hidden</Badge> : null}
        <span className="text-sm text-ink-soft">
          {listing.status}, seller {listing.sellerEmail ?? "none"}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        Reported by {report.reporterEmail} on <time dateTime={report.reportedAt}>{new Date(report.reportedAt).toUTCString()}</time>
      </p>
      {report.note ? <p className="mt-2 text-sm whitespace-pre-line text-ink">“{report.note}”</p> : null}
      {message ? (
        <div className="mt-2 text-sm">
          <p className="text-ink-soft">
            {message.authorEmail === null ? (
              "Written by AeroMarket’s team, answering in a sample listing’s conversation:"
            ) : (
              <>
                Written by the {message.author},{" "}
                <Link to={`/operator/accounts?email=${encodeURIComponent(message.authorEmail)}`} className="underline">
                  {message.authorEmail}
                </Link>
                :
              </>
            )}
          </p>
          <blockquote className="mt-1 border-l-4 border-line pl-3 whitespace-pre-line text-ink">{message.body}</blockquote>
        </div>
      ) : null}
    </>
  );
}

function DecisionForm({ report, refused }: { report: QueueEntry; refused: RefusedDecision | null }) {
  const hideable = report.listing.status !== "deleted";
  return (
    <Form method="post" className="mt-3 space-y-3">
      <input type="hidden" name="reportId" value={report.id} />
      <OperatorReasonField id={`report-${report.id}-reason`} label="Your reason (for the audit log; when hiding, the seller reads it)" defaultValue={refused?.reason ?? ""} />
      <FormAlert errors={refused ? [refused.error] : undefined} />
      <div className="flex flex-wrap gap-3">
        {hideable ? (
          <Button type="submit" name="intent" value="hide">
            Hide listing
          </Button>
        ) : null}
        <Button type="submit" name="intent" value="dismiss" variant="secondary">
          Dismiss report
        </Button>
      </div>
      <p className="text-xs text-muted">
        {hideable ? "Hiding closes every open report of this listing. " : null}Each reporter is emailed the outcome.
      </p>
    </Form>
  );
}
