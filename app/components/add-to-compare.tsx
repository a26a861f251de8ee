import { Link } from "react-router";
import { compareHref, hasRoom, withCompared } from "~/domain/catalog/compare";
import { cx } from "./ui/cx";

type AddToCompareProps = { listing: { id: number; name: string }; selection: readonly number[]; className?: string };

/**
 * A plain link to /compare with this aircraft added to the buyer's selection, which the
 * page's own URL carries; an aircraft already picked links to the comparison instead.
 */
export function AddToCompare({ listing, selection, className }: AddToCompareProps) {
  const classes = cx("inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-600", className);
  if (selection.includes(listing.id)) {
    return (
      <Link to={compareHref(selection)} className={classes} aria-label={`${listing.name} is in your comparison: see the comparison`}>
        <CompareIcon /> In your comparison
      </Link>
    );
  }
  if (!hasRoom(selection)) return null;
  return (
    <Link to={compareHref(withCompared(selection, listing.id))} className={classes}>
      <CompareIcon /> Add to compare<span className="sr-only"> {listing.name}</span>
    </Link>
  );
}

function CompareIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M3 4h5v12H3zM12 4h5v12h-5z" strokeLinejoin="round" />
    </svg>
  );
}
