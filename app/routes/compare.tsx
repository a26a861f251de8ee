import { CompareTable } from "~/components/compare-table";
import { aircraftTypeOf, mixedTypesNote } from "~/domain/aircraft/aircraft-type-of";
import { DEFAULT_ASSUMPTIONS, enginesTbo, ownershipCost } from "~/domain/valuation/ownership-cost";
import { LinkButton } from "~/components/ui/button";
import { buildComparison, hasRoom, MIN_COMPARED, parseCompareIds, pickMoreHref } from "~/domain/catalog/compare";
import { database } from "~/server/db/client.server";
import { findPublicListings } from "~/server/listings/listings.server";
import { sampleListingIds } from "~/server/listings/listing-ownership.server";
import { segmentErrors } from "~/server/valuation/segment-errors.server";
import { labelOf, valueEstimates } from "~/server/valuation/valuations.server";
import type { Route } from "./+types/compare";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const names = loaderData?.listings.map((listing) => listing.name) ?? [];
  return [
    { title: names.length >= MIN_COMPARED ? `Compare ${names.join(" vs ")} · AeroMarket` : "Compare Aircraft · AeroMarket" },
    { name: "description", content: "Aircraft for sale side by side: price, year, total time, seats, range, speeds, useful load and features." },
  ];
};

export async function loader({ url }: Route.LoaderArgs) {
  const requested = parseCompareIds(url.searchParams.get("ids"));
  const db = await database();
  const comparison = buildComparison(requested, await findPublicListings(db, requested.ids));
  const ids = comparison.listings.map((listing) => listing.id);
  const [estimates, segments, samples] = await Promise.all([valueEstimates(db, ids), segmentErrors(db), sampleListingIds(db, ids)]);
  const listings = comparison.listings.map((listing) => ({ ...listing, sample: samples.has(listing.id) }));
  const deals = Object.fromEntries(comparison.listings.map((listing) => [listing.id, listing.status === "sold" ? null : labelOf(listing.price, estimates.get(listing.id) ?? null, segments)]));
  const costs = Object.fromEntries(
    comparison.listings.map((listing) => {
      const type = aircraftTypeOf(listing);
      const cost = ownershipCost(DEFAULT_ASSUMPTIONS[type], enginesTbo(type, listing.aviation.engines).tboHours);
      return [listing.id, { perHour: cost.perHour, perYear: cost.perYear, hoursPerYear: DEFAULT_ASSUMPTIONS[type].hoursPerYear }];
    }),
  );
  return { ...comparison, listings, estimates: Object.fromEntries(estimates), deals, costs, mixedTypes: mixedTypesNote(comparison.listings) };
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { listings, notes, estimates, deals, costs, mixedTypes } = loaderData;
  const ids = listings.map((listing) => listing.id);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <LinkButton to="/catalog" variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Back to Catalog
      </LinkButton>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Compare Aircraft</h1>
          <p className="mt-2 text-ink-soft">Two to four aircraft side by side. Share this page’s address to show someone the same comparison.</p>
        </div>
        {listings.length >= MIN_COMPARED && hasRoom(ids) ? (
          <LinkButton to={pickMoreHref(ids)} variant="outline">
            Add another aircraft
          </LinkButton>
        ) : null}
      </div>
      {notes.length > 0 ? (
        <ul role="status" className="mt-6 space-y-1 rounded-xl border border-gold-100 bg-gold-100/40 px-4 py-3 text-sm text-ink">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {listings.length >= MIN_COMPARED ? <CompareTable listings={listings} estimates={estimates} deals={deals} costs={costs} mixedTypes={mixedTypes} /> : <TooFewToCompare ids={ids} />}
    </main>
  );
}

function TooFewToCompare({ ids }: { ids: number[] }) {
  const [only] = ids;
  return (
    <div className="mt-6 rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-16 text-center">
      <h2 className="text-lg font-semibold text-ink">{only === undefined ? "Pick aircraft to compare" : "Pick one more aircraft"}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-soft">
        Choose “Add to compare” on aircraft in the catalogue, on a detail page or on your saved aircraft. You can compare two to four.
      </p>
      <LinkButton to={only === undefined ? "/catalog" : pickMoreHref(ids)} className="mt-6">
        {only === undefined ? "Browse Aircraft" : "Add another aircraft"}
      </LinkButton>
    </div>
  );
}
