import { Link } from "react-router";
import { inquiryStatusLabel } from "~/domain/inquiries/inquiry";
import type { InquiryStatus } from "~/domain/inquiries/inquiry";
import { Badge } from "../ui/badge";
import type { InquiryRow } from "~/server/inquiries/inquiry-threads.server";
import { LinkButton } from "../ui/button";
import { formatDate, SHORT_DATE } from "~/domain/format-date";

export function InquiryStatusBadge({ status, reader }: { status: InquiryStatus; reader: "seller" | "buyer" }) {
  return <Badge tone={status === "new" && reader === "seller" ? "brand" : status === "new" ? "neutral" : "success"}>{inquiryStatusLabel(status, reader)}</Badge>;
}

/** The day the inquiry was sent, in the reader's time zone. */
const sentOn = (row: InquiryRow) => formatDate(row.createdAt, { ...SHORT_DATE, local: true });

/**
 * The spec's inquiry rows: aircraft, buyer, message, date and the New or Replied
 * badge, with Reply for the seller and View Conversation for the buyer.
 */
export function InquiryList({ rows, side, empty }: { rows: InquiryRow[]; side: "seller" | "buyer"; empty: React.ReactNode }) {
  if (rows.length === 0) return <div className="px-5 py-10 text-center text-ink-soft">{empty}</div>;
  return (
    <ul className="divide-y divide-line">
      {rows.map((row) => (
        <li key={row.id} className="grid gap-3 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              {row.listingPublic ? (
                <Link to={`/aircraft/${row.listingId}`} className="font-semibold text-ink hover:text-brand-700">
                  {row.aircraft}
                </Link>
              ) : (
                <span className="font-semibold text-ink">
                  {row.aircraft} <span className="text-sm font-normal text-muted">{row.listingDeleted ? "(listing deleted)" : "(no longer listed)"}</span>
                </span>
              )}
              <InquiryStatusBadge status={row.status} reader={side} />
            </div>
            <p className="mt-0.5 text-sm text-muted">
              {side === "seller" ? `From ${row.buyerName}` : "Sent"} · {sentOn(row)}
            </p>
            <p className="mt-1.5 line-clamp-2 text-sm text-ink-soft">{row.message}</p>
          </div>
          <LinkButton
            to={`/dashboard/inquiries/${row.id}`}
            variant={side === "seller" && row.status === "new" ? "primary" : "outline"}
            size="sm"
            aria-label={`${side === "seller" ? "Reply" : "View Conversation"}: ${row.aircraft}, ${side === "seller" ? row.buyerName : sentOn(row)}`}
          >
            {side === "seller" ? "Reply" : "View Conversation"}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
