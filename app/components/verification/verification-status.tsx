import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { VerificationStatus as Status } from "~/domain/sellers/verification";
import { formatDate, SHORT_DATE } from "~/domain/format-date";

type Latest = { status: Status; legalName: string; submittedAt: string; decidedAt: string | null; refusalReason: string | null };

/** Where the seller's latest request stands. */
export function VerificationStatus({ latest }: { latest: Latest }) {
  const submitted = formatDate(new Date(latest.submittedAt), SHORT_DATE);
  const decided = latest.decidedAt ? formatDate(new Date(latest.decidedAt), SHORT_DATE) : null;
  return (
    <Card className="mt-6 p-6">
      {latest.status === "approved" ? (
        <>
          <Badge tone="success">Verified seller</Badge>
          <p className="mt-3 text-ink-soft">
            {latest.legalName} was verified on {decided}. Your listings, their cards and your inquiry threads show the badge;{" "}
            <Link to="/help#verified-sellers" className="underline">
              what we checked
            </Link>
            .
          </p>
        </>
      ) : latest.status === "pending" ? (
        <>
          <Badge tone="gold">Waiting for review</Badge>
          <p className="mt-3 text-ink-soft">
            Your request for {latest.legalName}, sent on {submitted}, is waiting for an operator. We email you their decision. Until then,
            nothing on the site calls you verified.
          </p>
        </>
      ) : (
        <>
          <Badge tone="danger">Not verified</Badge>
          <p className="mt-3 text-ink-soft">
            Your request for {latest.legalName} was refused on {decided}, for this reason:
          </p>
          <p className="mt-2 whitespace-pre-line text-ink">{latest.refusalReason}</p>
          <p className="mt-2 text-ink-soft">You may send a new request below.</p>
        </>
      )}
    </Card>
  );
}
