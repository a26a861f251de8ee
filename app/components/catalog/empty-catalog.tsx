import { Link } from "react-router";
import { NearestDesignations } from "~/components/catalog/filters-in-force";
import { ListingCard } from "~/components/listing-card";
import type { EmptyAdvice } from "~/domain/catalog/relaxations";
import { formatCatalogTotal } from "~/domain/catalog/catalog";

/**
 * An empty result that says what is set: each filter with a link that drops it and how
 * many aircraft that shows, and the first aircraft of the widest of those.
 */
export function EmptyCatalog({ advice, keep, returnTo }: { advice: EmptyAdvice; keep: (href: string) => string; returnTo: string }) {
  return (
    <div className="mt-6 rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-10">
      <h2 className="text-lg font-semibold text-ink">No aircraft match your search</h2>
      {advice.drops.length > 0 ? (
        <>
          <p className="mt-2 text-ink-soft">Nothing has all of these at once. Drop one:</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {advice.drops.map((drop) => (
              <li key={drop.href}>
                <Link to={keep(drop.href)} className="inline-flex rounded-full border border-line px-3 py-1 text-sm text-ink hover:border-brand-600">
                  Without {drop.label} ({formatCatalogTotal(drop)})
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-ink-soft">No aircraft are listed for sale right now.</p>
      )}
      {advice.designations.length > 0 ? (
        <p className="mt-4 text-ink-soft">
          <NearestDesignations designations={advice.designations} keep={keep} />
        </p>
      ) : null}
      {advice.nearest && advice.nearest.listings.length > 0 ? (
        <section className="mt-8" aria-labelledby="nearest-heading">
          <h3 id="nearest-heading" className="font-semibold text-ink">
            The nearest aircraft: without {advice.nearest.label}
          </h3>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {advice.nearest.listings.map((listing) => (
              <li key={listing.id} className="flex">
                <ListingCard listing={listing} view="grid" saved={null} returnTo={returnTo} compareSelection={[]} />
              </li>
            ))}
          </ul>
          <Link to={keep(advice.nearest.href)} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-brand-600">
            See them all
          </Link>
        </section>
      ) : null}
    </div>
  );
}
