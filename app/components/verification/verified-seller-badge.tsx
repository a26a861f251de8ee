import { Badge } from "~/components/ui/badge";

/** Shown only for a seller an operator approved; /help#verified-sellers says what was checked. */
export function VerifiedSellerBadge({ className }: { className?: string }) {
  return (
    <Badge tone="success" className={className} data-badge="verified-seller">
      <svg viewBox="0 0 20 20" className="mr-1 size-3.5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
        <path d="m5 10.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Verified seller
    </Badge>
  );
}
