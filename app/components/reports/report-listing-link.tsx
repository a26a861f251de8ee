import { Link } from "react-router";

/** The quiet line that opens the report form, under a listing and in its buyer's inquiry thread. */
export function ReportListingLink({ to, className }: { to: string; className?: string }) {
  return (
    <p className={className ?? "mt-8 text-sm text-muted"}>
      Something wrong with this listing?{" "}
      <Link to={to} className="font-medium underline hover:text-brand-700">
        Report this listing
      </Link>
    </p>
  );
}
