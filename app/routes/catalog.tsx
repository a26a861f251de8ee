import { Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { CatalogFacetFields } from "~/components/catalog/catalog-facets";
import { AttributeFilterFields } from "~/components/catalog/attribute-filters";
import { FiltersInForce, NearestDesignations } from "~/components/catalog/filters-in-force";
import { SuggestCombobox } from "~/components/catalog/suggest-combobox";
import { ServerDrawnListingCard } from "~/components/server-drawn-listing-card";
import { onDemand } from "~/components/on-demand";
import { Pagination } from "~/components/pagination";
import { SaveSearchMenu } from "~/components/save-search";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { useHydrated } from "~/components/use-hydrated";
import {
  CATEGORY_OPTIONS,
  type CatalogQuery,
  catalogHref,
  catalogNotices,
  DEFAULT_CATALOG_QUERY,
  rankedMatchesNotice,
  formatCatalogTotal,
  PRICE_OPTIONS,
  parseCatalogQuery,
  sortFieldOptions,
  sortFieldValue,
  totalPages,
} from "~/domain/catalog/catalog";
import { type CatalogFacetCounts, FACET_PARAMS } from "~/domain/catalog/facets";
import type { AttributeCounts } from "~/domain/catalog/aircraft-attributes";
import { carriedSelection, compareHref, MAX_COMPARED } from "~/domain/catalog/compare";
import { catalogSearchOf } from "~/domain/alerts/saved-search";
import { currentUser } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { catalogSearchPage, readSearch } from "~/server/listings/catalog-search.server";
import { savedListingIds } from "~/server/alerts/saved-aircraft.server";
import { saveSearchOffer } from "~/server/alerts/saved-searches.server";
import { marketNotes } from "~/server/valuation/market-notes.server";
import { withKnownAirport } from "~/server/listings/near-airport.server";
import { activeFilterCount } from "~/domain/catalog/active-filters";
import { noteSearch, reloadsShownSearch, searchToLog } from "~/server/listings/search-log.server";
import { timed } from "~/server/platform/server-timing.server";
import { isbot } from "isbot";
import type { Route } from "./+types/catalog";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.query.q ? `“${loaderData.query.q}” · Browse Aircraft · AeroMarket` : "Browse Aircraft · AeroMarket" },
  { name: "description", content: "Search aircraft for sale by designation, equipment, registration or place, and narrow by maker, model, year, price, total time, seats, region, distance from an airport, engine time to TBO, ADS-B Out, damage history, logbooks, verified sellers and photos." },
];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const known = withKnownAirport(parseCatalogQuery(url.searchParams));
  const { query, read } = readSearch(known.query);
  const airportNotice = known.notice;
  const db = await database();
  const { result, facetCounts, attributeCounts, advice, dropped } = await catalogSearchPage(db, query);
  const address = catalogHref(parseCatalogQuery(url.searchParams));
  if (!isbot(request.headers.get("user-agent") ?? "") && !reloadsShownSearch(address, request.headers.get("referer"))) noteSearch(address, searchToLog(known.query.q, query, result.total));
  const pages = totalPages(result.total);
  if (query.page > pages && !result.capped) throw redirect(catalogHref(query, { page: pages }));
  const user = currentUser(context);
  const ids = result.listings.map((listing) => listing.id);
  const [saved, markets] = await Promise.all([user ? timed(context, "saved", savedListingIds(db, user.id, ids)) : null, timed(context, "market-notes", marketNotes(db, ids, new Date()))]);
  const compareSelection = carriedSelection(url.searchParams);
  const currentPath = `${url.pathname}${url.search}`;
  const saveOffer = await timed(context, "save-offer", saveSearchOffer(db, user, { kind: "catalog", search: catalogSearchOf(query) }, currentPath));
  return {
    query,
    read,
    dropped,
    notices: [...catalogNotices(url.searchParams), ...(airportNotice ? [airportNotice] : []), ...(facetCounts.counted ? [] : [rankedMatchesNotice(result.rankedAmong !== null)])],
    // The words it would find, as a name ("citation": "Citation").
    correction: result.correction ? { ...result.correction, label: capitalised(result.correction.q) } : null,
    advice,
    facetCounts,
    attributeCounts,
    listings: result.listings,
    total: formatCatalogTotal(result),
    savedIds: saved ? [...saved] : null,
    markets: Object.fromEntries(markets),
    pages,
    currentPath,
    compareSelection,
    saveOffer,
  };
}

// Few searches find nothing: the browser loads the empty result's advice when it shows.
const EmptyCatalog = onDemand(
  import.meta.env.SSR ? (await import("~/components/catalog/empty-catalog")).EmptyCatalog : null,
  () => import("~/components/catalog/empty-catalog").then((module) => module.EmptyCatalog),
);

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const { query, read, dropped, notices, correction, advice, facetCounts, attributeCounts, listings, total, pages, currentPath, savedIds, compareSelection, saveOffer, markets } = loaderData;
  // Every catalogue link keeps the aircraft picked to compare.
  const keep = (href: string) => withSelection(href, compareSelection);
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && navigation.location?.pathname === "/catalog";
  const filtered = catalogHref({ ...query, view: DEFAULT_CATALOG_QUERY.view, page: 1 }) !== "/catalog";
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Browse Aircraft</h1>
        <p className="mt-2 text-ink-soft">Aircraft for sale worldwide. Sellers our team has verified carry a “Verified seller” badge.</p>
      </div>
      <CatalogFilters key={currentPath} query={query} counts={facetCounts} attributeCounts={attributeCounts} keep={keep} compareSelection={compareSelection} />
      {notices.length > 0 ? (
        <ul role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
      {correction ? (
        <p role="status" className="mt-4 text-sm text-ink">
          No aircraft match “{query.q}”.{" "}
          <Link to={keep(catalogHref(query, { q: correction.q, page: 1 }))} className="font-semibold text-brand-700 underline hover:text-brand-600">
            Did you mean {correction.label}?
          </Link>{" "}
          Showing the aircraft it finds.
        </p>
      ) : null}
      <FiltersInForce query={query} read={read} keep={keep} />
      {dropped ? (
        <p role="status" className="mt-4 text-sm text-ink">
          No aircraft match “{dropped.words}”; showing aircraft for “{dropped.q}”.
          {dropped.designations.length > 0 ? <NearestDesignations designations={dropped.designations} keep={keep} /> : null}
        </p>
      ) : null}
      {compareSelection.length > 0 ? <ComparePicking selection={compareSelection} query={query} /> : null}
      <div aria-busy={loading || undefined} className={cx("transition-opacity", loading ? "opacity-60" : null)}>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft" aria-live="polite">
          Showing <span className="font-semibold text-ink">{total}</span> aircraft
        </p>
        <div className="flex flex-wrap items-center gap-4">
          {filtered ? (
            <Link to={keep(catalogHref(DEFAULT_CATALOG_QUERY, { view: query.view }))} className="text-sm font-semibold text-brand-700 hover:text-brand-600">
              Clear filters
            </Link>
          ) : null}
          {saveOffer ? <SaveSearchMenu key={currentPath} offer={saveOffer} /> : null}
        </div>
      </div>
      {listings.length > 0 ? (
        <ul className={cx("mt-4 grid gap-6", query.view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1")}>
          {listings.map((listing, index) => (
            <li key={listing.id} className="flex">
              <ServerDrawnListingCard listing={listing} view={query.view} saved={savedIds ? savedIds.includes(listing.id) : null} returnTo={currentPath} compareSelection={compareSelection} market={markets[listing.id]} first={index === 0} />
            </li>
          ))}
        </ul>
      ) : advice ? (
        <EmptyCatalog advice={advice} keep={keep} returnTo={currentPath} />
      ) : null}
      {pages > 1 ? (
        <div className="mt-10">
          <Pagination
            page={query.page}
            pages={pages}
            hrefFor={(page) => keep(catalogHref(query, { page }))}
          />
        </div>
      ) : null}
      </div>
    </main>
  );
}

/**
 * One GET form holds the whole catalogue state. Without scripts the Search
 * button applies every field; with them, a changed dropdown applies at once.
 */
type CatalogFiltersProps = { query: CatalogQuery; counts: CatalogFacetCounts; attributeCounts: AttributeCounts | null; keep: (href: string) => string; compareSelection: number[] };

function CatalogFilters({ query, counts, attributeCounts, keep, compareSelection }: CatalogFiltersProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const activeFilters = activeFilterCount(query);
  // With scripts a changed dropdown applies at once, to the same short URL a link would use.
  const applyForm = (form: HTMLFormElement, changed?: string) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.set(name, value);
    // Another maker's model would leave nothing.
    if (changed === FACET_PARAMS.manufacturer) fields.delete(FACET_PARAMS.model);
    navigate(keep(catalogHref(parseCatalogQuery(fields))), { preventScrollReset: true });
  };
  return (
    <Form method="get" action="/catalog" role="search" className="mt-8 rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-5">
      <input type="hidden" name="view" value={query.view} />
      {compareSelection.length > 0 ? <input type="hidden" name="compare" value={compareSelection.join(",")} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="catalog-q" className="sr-only">
          Search aircraft
        </label>
        <SuggestCombobox
          kind="words"
          submitOnPick
          id="catalog-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Search aircraft by manufacturer, model, or location..."
          className="control h-11 w-full"
          wrapperClassName="shrink-0 sm:flex-1"
        />
        <Button type="submit" className="sm:w-32">
          Search
        </Button>
      </div>
      {/* On a phone the filters fold behind one control, so the first aircraft is in view; from 640 px they are always open (app.css). */}
      <details className="filters-fold mt-3">
        <summary className="flex h-11 items-center justify-between rounded-lg border border-line px-3.5 text-sm font-semibold text-ink">
          <span>
            Filters
            {activeFilters > 0 ? <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{activeFilters} active</span> : null}
          </span>
          <span aria-hidden="true" className="text-muted">
            ▾
          </span>
        </summary>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:mt-0 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]">
          <FilterSelect name="category" label="Category" value={query.category} options={CATEGORY_OPTIONS} onPick={applyForm} />
          <FilterSelect name="price" label="Price range" value={query.price} options={PRICE_OPTIONS} onPick={applyForm} />
          <FilterSelect name="sort" label="Sort by" value={sortFieldValue(query)} options={sortFieldOptions(query.q, query.facets.near)} onPick={applyForm} />
          <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-1">
            <ViewToggle query={query} keep={keep} />
          </div>
        </div>
        <CatalogFacetFields facets={query.facets} counts={counts} onPick={applyForm} />
        <AttributeFilterFields facets={query.facets} counts={attributeCounts} onPick={applyForm} />
        {/* Without scripts a changed filter waits for this button, so it comes after the filters it applies. */}
        {hydrated ? null : (
          <div className="mt-3 flex justify-end">
            <Button type="submit" variant="outline" className="w-full sm:w-auto">
              Apply filters
            </Button>
          </div>
        )}
      </details>
    </Form>
  );
}

type FilterSelectProps = {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onPick: (form: HTMLFormElement) => void;
};

function FilterSelect({ name, label, value, options, onPick }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={`catalog-${name}`} className="sr-only">
        {label}
      </label>
      <select
        id={`catalog-${name}`}
        name={name}
        defaultValue={value}
        onChange={(event) => {
          if (event.currentTarget.form) onPick(event.currentTarget.form);
        }}
        className="control h-11"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function ViewToggle({ query, keep }: { query: CatalogQuery; keep: (href: string) => string }) {
  const views = [
    { value: "grid", label: "Grid view", icon: "M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z" },
    { value: "list", label: "List view", icon: "M3 4h14M3 10h14M3 16h14" },
  ] as const;
  return (
    <div className="ml-auto flex rounded-lg border border-line p-0.5" role="group" aria-label="Layout">
      {views.map((view) => (
        <Link
          key={view.value}
          to={keep(catalogHref(query, { view: view.value }))}
          preventScrollReset
          aria-label={view.label}
          aria-current={query.view === view.value ? "true" : undefined}
          className={cx(
            "flex size-10 items-center justify-center rounded-md",
            query.view === view.value ? "bg-navy-800 text-white" : "text-muted hover:text-ink",
          )}
        >
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d={view.icon} />
          </svg>
        </Link>
      ))}
    </div>
  );
}

/** "citation" as a name: "Citation". */
function capitalised(words: string): string {
  return words.replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`);
}

function withSelection(href: string, selection: readonly number[]): string {
  if (selection.length === 0) return href;
  return `${href}${href.includes("?") ? "&" : "?"}compare=${selection.join(",")}`;
}

function ComparePicking({ selection, query }: { selection: number[]; query: CatalogQuery }) {
  const count = selection.length;
  return (
    <div role="status" className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink">
      <p>
        {count} aircraft picked to compare. {count < MAX_COMPARED ? "Choose “Add to compare” on another one." : `That is the most a comparison shows (${MAX_COMPARED}).`}
      </p>
      <div className="flex items-center gap-4">
        <Link to={compareHref(selection)} className="font-semibold text-brand-700 hover:text-brand-600">
          See the comparison
        </Link>
        <Link to={catalogHref(query)} className="font-semibold text-ink-soft hover:text-ink">
          Stop comparing
        </Link>
      </div>
    </div>
  );
}
