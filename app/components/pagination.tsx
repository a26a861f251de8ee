import { Link } from "react-router";
import { cx } from "./ui/cx";

type PaginationProps = { page: number; pages: number; numbers: number[]; hrefFor: (page: number) => string };

const itemClasses = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium";

export function Pagination({ page, pages, numbers, hrefFor }: PaginationProps) {
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <PageStep label="Previous" target={page > 1 ? hrefFor(page - 1) : null} />
      {numbers.map((number) => (
        <Link
          key={number}
          to={hrefFor(number)}
          aria-label={`Page ${number}`}
          aria-current={number === page ? "page" : undefined}
          className={cx(
            itemClasses,
            number === page ? "border-navy-800 bg-navy-800 text-white" : "border-line bg-surface text-ink hover:bg-navy-50",
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
      <span aria-disabled="true" className={cx(itemClasses, "cursor-not-allowed border-line bg-surface text-muted/60")}>
        {label}
      </span>
    );
  }
  return (
    <Link to={target} className={cx(itemClasses, "border-line bg-surface text-ink hover:bg-navy-50")}>
      {label}
    </Link>
  );
}
