import { isbot } from "isbot";
import { data, Outlet, type ShouldRevalidateFunction } from "react-router";
import { INQUIRY_OPENER_ID, type InquiryOpenerState } from "~/components/inquiry/inquiry-dialog";
import { PinIcon } from "~/components/aircraft-facts";
import { ListingGallery } from "~/components/listing-gallery";
import { SaveAircraft } from "~/components/save-aircraft";
import { Badge } from "~/components/ui/badge";
import { LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { categoryLabel } from "~/domain/categories";
import { type Listing, parseListingId } from "~/domain/listing";
import { formatAskingPrice } from "~/domain/price";
import { formatHours, specificationRows } from "~/domain/specifications";
import { database } from "~/server/db/client.server";
import { runInBackground } from "~/server/background-work.server";
import { listingPhotosOf } from "~/server/listing-photos.server";
import { findPublicListing, recordListingView } from "~/server/listings.server";
import { savedListingIds } from "~/server/saved-aircraft.server";
import { currentUser } from "~/server/auth/session.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/aircraft";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const listing = loaderData?.listing;
  if (!listing) return [{ title: "Aircraft Not Found · AeroMarket" }];
  return [
    { title: `${listing.name} for sale · ${formatAskingPrice(listing.price)} · AeroMarket` },
    { name: "description", content: listing.description },
  ];
};

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  const db = await database();
  const listing = id !== null ? await findPublicListing(db, id) : null;
  if (!listing) return data({ listing: null, photos: [], saved: null, currentPath: "" }, { status: 404 });
  if (!isbot(request.headers.get("user-agent"))) {
    // The page never waits for its view to be counted, and a failed count costs the buyer nothing.
    runInBackground("Counting a listing view", () => recordListingView(db, listing.id, context.get(clientAddressContext)));
  }
  const user = currentUser(context);
  const saved = user ? (await savedListingIds(db, user.id, [listing.id])).has(listing.id) : null;
  return { listing, photos: await listingPhotosOf(db, listing.id), saved, currentPath: url.pathname };
}

/** Questions to the inquiry assistant change nothing on the page behind the dialog, nor count as views. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, currentParams, nextParams, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (formAction?.split("?")[0]?.endsWith("/inquiry") && currentParams.id === nextParams.id) return false;
  // Choosing a photo in the gallery only changes ?photo.
  if (!formAction && currentUrl.pathname === nextUrl.pathname && withoutPhoto(currentUrl) === withoutPhoto(nextUrl)) return false;
  return defaultShouldRevalidate;
};

function withoutPhoto(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("photo");
  return params.toString();
}

export default function AircraftPage({ loaderData }: Route.ComponentProps) {
  const { listing, photos, saved, currentPath } = loaderData;
  if (!listing) return <AircraftNotFound />;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <LinkButton to="/catalog" variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Back to Catalog
      </LinkButton>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          <ListingHeading listing={listing} saved={saved} returnTo={currentPath} />
          <div className="mt-6">
            <ListingGallery name={listing.name} photos={photos} drawing={{ src: listing.image, alt: `${listing.name}, ${categoryLabel(listing.category).toLowerCase()}` }} />
          </div>
          <KeyFacts listing={listing} />
          <section aria-labelledby="description-heading" className="mt-8">
            <h2 id="description-heading" className="text-xl font-semibold text-ink">
              Description
            </h2>
            <p className="mt-3 leading-7 whitespace-pre-line text-ink-soft">{listing.description}</p>
          </section>
          <section aria-labelledby="specifications-heading" className="mt-8">
            <h2 id="specifications-heading" className="text-xl font-semibold text-ink">
              Specifications
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-(--radius-card) border border-line bg-line sm:grid-cols-3">
              {specificationRows(listing.specifications).map((row) => (
                <div key={row.label} className="bg-surface p-4">
                  <dt className="text-xs font-medium tracking-wide text-muted uppercase">{row.label}</dt>
                  <dd className="mt-1 text-base font-semibold text-ink">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {listing.features.length > 0 ? (
            <section aria-labelledby="features-heading" className="mt-8">
              <h2 id="features-heading" className="text-xl font-semibold text-ink">
                Features
              </h2>
              <ul className="mt-4 grid gap-x-6 gap-y-2.5 sm:grid-cols-2">
                {listing.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2.5 text-ink-soft">
                    <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-success-700" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                      <path d="m5 10.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <ContactSellerCard listing={listing} />
        </aside>
      </div>
      <Outlet />
    </main>
  );
}

function ListingHeading({ listing, saved, returnTo }: { listing: Listing; saved: boolean | null; returnTo: string }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{categoryLabel(listing.category)}</Badge>
          {listing.isFeatured ? <Badge tone="gold">Featured</Badge> : null}
          {listing.status === "pending" ? <Badge tone="neutral">Sale Pending</Badge> : null}
          {listing.status === "sold" ? <Badge tone="danger">Sold</Badge> : null}
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{listing.name}</h1>
        <p className="mt-1 text-ink-soft">
          {listing.manufacturer} · {listing.model}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:items-end">
        <p className="text-3xl font-bold text-brand-700">{formatAskingPrice(listing.price)}</p>
        <SaveAircraft listing={listing} saved={saved} returnTo={returnTo} look="button" />
      </div>
    </div>
  );
}

function KeyFacts({ listing }: { listing: Listing }) {
  const facts = [
    { label: "Year", value: String(listing.year) },
    { label: "Total Time", value: formatHours(listing.totalTimeHours) },
    { label: "Location", value: listing.location },
    { label: "Seats", value: String(listing.seats) },
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl border border-line bg-surface p-4">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ContactSellerCard({ listing }: { listing: Listing }) {
  const { contact } = listing;
  return (
    <Card id="contact" className="scroll-mt-24 p-6">
      <h2 className="text-lg font-semibold text-ink">Contact Seller</h2>
      <div className="mt-4 flex items-center gap-3">
        <div className="flex size-12 items-center justify-center rounded-full bg-navy-800 text-base font-semibold text-white" aria-hidden="true">
          {contact.name
            .split(" ")
            .map((part) => part[0])
            .join("")
            .slice(0, 2)}
        </div>
        <div>
          <p className="font-semibold text-ink">{contact.name}</p>
          <p className="text-sm text-muted">{contact.company}</p>
        </div>
      </div>
      <dl className="mt-5 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Phone</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="font-medium text-ink hover:text-brand-700">
              {contact.phone}
            </a>
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Registration</dt>
          <dd className="font-medium text-ink">{listing.registration}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Location</dt>
          <dd className="flex items-center gap-1 text-right font-medium text-ink">
            <PinIcon />
            {listing.location}
          </dd>
        </div>
      </dl>
      <LinkButton
        id={INQUIRY_OPENER_ID}
        to={`/aircraft/${listing.id}/inquiry`}
        state={{ fromDetail: true } satisfies InquiryOpenerState}
        preventScrollReset
        className="mt-6 w-full"
        size="lg"
      >
        Email Seller
      </LinkButton>
      <p className="mt-2 text-center text-xs text-muted">Ask the assistant, then write to the seller. Replies reach you by email.</p>
      <p className="mt-4 text-xs leading-5 text-muted">
        Before you buy: a pre-buy inspection typically takes 2-3 days and costs $3,000-8,000. Use an escrow agent and a title search.
      </p>
    </Card>
  );
}

function AircraftNotFound() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Aircraft Not Found</h1>
      <p className="mt-3 text-ink-soft">This aircraft may have been sold or removed by its seller.</p>
      <LinkButton to="/catalog" size="lg" className="mt-8">
        Back to Catalog
      </LinkButton>
    </main>
  );
}
