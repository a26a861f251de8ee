import { Link } from "react-router";
import { type CatalogQuery, catalogHref } from "~/domain/catalog/catalog";
import type { ReadFilter } from "~/domain/catalog/query-reading";
import { catalogRelaxations } from "~/domain/catalog/relaxations";

/**
 * What the search has set, each with a plain link that takes it off (no script needed),
 * and which of the buyer's words were read as a filter ("business jet": the category).
 */
export function FiltersInForce({ query, read, keep }: { query: CatalogQuery; read: ReadFilter[]; keep: (href: string) => string }) {
  // Every filter but the words, which the search box holds.
  const filters = catalogRelaxations(query).filter((relaxation) => relaxation.query.q === query.q);
  if (filters.length === 0) return null;
  return (
    <div className="mt-4 text-sm text-ink">
      {read.length > 0 ? (
        <p role="status" data-testid="read-words">
          {read.map((part, index) => (
            <span key={part.words}>
              {index > 0 ? "; " : null}“{part.words}” read as {READ_AS[part.kind]} <strong>{part.label}</strong>
            </span>
          ))}
          .
        </p>
      ) : null}
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Filters in force">
        {filters.map((filter) => (
          <li key={filter.label}>
            <Link
              to={keep(catalogHref(filter.query))}
              preventScrollReset
              className="inline-flex items-center gap-1 rounded-full border border-line bg-surface px-3 py-1 hover:border-brand-600"
            >
              {filter.label}
              <span aria-hidden="true">×</span>
              <span className="sr-only">(remove this filter)</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const READ_AS: Record<ReadFilter["kind"], string> = { category: "the category", region: "the location", near: "near" };

/** " Nearest makers and models: Cessna, Cessna Citation CJ4 Gen2.", each a link to its search. */
export function NearestDesignations({ designations, keep }: { designations: { label: string; href: string }[]; keep: (href: string) => string }) {
  return (
    <span data-testid="nearest-designations">
      {" "}Nearest makers and models:{" "}
      {designations.map((designation, index) => (
        <span key={designation.href}>
          {index > 0 ? ", " : null}
          <Link to={keep(designation.href)} className="font-semibold text-brand-700 underline hover:text-brand-600">
            {designation.label}
          </Link>
        </span>
      ))}
      .
    </span>
  );
}
