import { Link } from "react-router";
import { compareHref, hasRoom, withCompared } from "~/domain/catalog/compare";
import { CompareIcon } from "./aircraft-facts";
import { cx } from "./ui/cx";

type AddToCompareProps = { listing: { id: number; name: string }; selection: readonly number[]; className?: string };

/**
 * A plain link to /compare with this aircraft added to the buyer's selection, which the
 * page's own URL carries; an aircraft already picked links to the comparison instead.
 */
export function AddToCompare({ listing, selection, className }: AddToCompareProps) {
  const classes = cx("compare-link", className);
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
