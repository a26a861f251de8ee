import { Link } from "react-router";
import { pageWindow } from "~/domain/pagination";
import { cx } from "./ui/cx";

type PaginationProps = { page: number; pages: number; hrefFor: (page: number) => string };

/** Previous, the numbers of a window of pages around the current one (pageWindow), and Next. */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  return (
    // On a phone only the current page sits between Previous and Next, so the row never wraps.
    <nav aria-label="Pagination" className="flex items-center justify-center gap-2">
      <PageStep label="Previous" target={page > 1 ? hrefFor(page - 1) : null} />
      {pageWindow(page, pages).map((number) => (
        <Link
          key={number}
          to={hrefFor(number)}
          aria-label={`Page ${number}`}
          aria-current={number === page ? "page" : undefined}
          className={cx(
            "page-item",
            number === page ? "inline-flex border-navy-800 bg-navy-800 text-white" : "hidden border-line bg-surface text-ink hover:bg-navy-50 sm:inline-flex",
          )}
        >
          {number}
        </Link>
      ))}
      <PageStep label="Next" target={page < pages ? hrefFor(page + 1) : null} />
    </nav>
  );
}

function PageStep({ label, target }: { label: string; target: string | null }) {
  if (!target) {
    return (
      <span aria-disabled="true" className={cx("page-item", "inline-flex cursor-not-allowed border-line bg-surface text-muted/60")}>
        {label}
      </span>
    );
  }
  return (
    <Link to={target} className={cx("page-item", "inline-flex border-line bg-surface text-ink hover:bg-navy-50")}>
      {label}
    </Link>
  );
}
