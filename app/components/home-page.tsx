import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FeaturedCard } from "~/components/featured-card";
import { Button, LinkButton } from "~/components/ui/button";
import type { ListingCardData } from "~/domain/listings/listing";
import type { MarketNote } from "~/domain/valuation/market-note";

/** What the home page's loader gives: the featured aircraft and their market notes. */
export type HomePageData = { featured: ListingCardData[]; markets: Record<number, MarketNote> };

/**
 * The home page: what the site offers, a search and the featured aircraft. It only shows
 * links and the search form, so the server draws it and the browser keeps its markup
 * (`serverDrawn`, decision 053): routes/home.tsx.
 */
export function HomePage(loaderData: HomePageData) {
  return (
    <main id="main">
      <Hero />
      <Benefits />
      {/* No featured aircraft (the sample inventory removed, none chosen yet): no empty row. */}
      {loaderData.featured.length === 0 ? null : (
        <section aria-labelledby="featured-heading" className="bg-canvas py-16 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                  Featured Aircraft
                </h2>
                <p className="mt-2 text-ink-soft">
                  Listings our team features.
                  {loaderData.featured.some((listing) => listing.sample) ? " Those marked Sample are examples with made-up sellers, not aircraft for sale." : null}
                </p>
              </div>
              <Link to="/catalog" className="text-sm font-semibold text-brand-700 hover:text-brand-600">
                View All Aircraft <span aria-hidden="true">→</span>
              </Link>
            </div>
            <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {loaderData.featured.map((listing) => (
                <FeaturedCard key={listing.id} listing={listing} market={loaderData.markets[listing.id]} />
              ))}
            </div>
          </div>
        </section>
      )}
      <CallToAction />
    </main>
  );
}

function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-navy-900">
      <img src="/hero-sky.svg" alt="" aria-hidden="true" className="absolute inset-0 -z-10 size-full object-cover" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium sm:text-sm text-navy-100 ring-1 ring-white/15">
            <span className="size-1.5 rounded-full bg-brand-500" aria-hidden="true" />
            Verified sellers · Global reach · AI-powered matching
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            The Global Aircraft Marketplace
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-navy-100/90">
            Find, compare and buy aircraft worldwide, from single-engine trainers to long-range business jets and airliners.
            Sellers whose company our team has checked carry a “Verified seller” badge.
          </p>
          <Form method="get" action="/catalog" role="search" className="mt-9 flex flex-col gap-3 rounded-2xl bg-white p-2 shadow-(--shadow-lift) sm:flex-row">
            <label htmlFor="hero-search" className="sr-only">
              Search aircraft
            </label>
            <input
              id="hero-search"
              name="q"
              type="search"
              placeholder="Manufacturer, model or location"
              className="h-12 shrink-0 rounded-xl px-4 sm:flex-1 text-base text-ink placeholder:text-muted focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500"
            />
            <Button type="submit" size="lg">
              Search Aircraft
            </Button>
          </Form>
        </div>
      </div>
    </section>
  );
}

const BENEFITS: Array<{ title: string; body: string; icon: ReactNode }> = [
  {
    title: "AI-Powered Matching",
    body: "Describe your mission, budget and timeline. Our matching engine ranks every aircraft for sale against it and tells you why.",
    icon: <path d="M12 3v3m0 12v3M3 12h3m12 0h3M5.6 5.6l2.1 2.1m8.6 8.6 2.1 2.1m0-12.8-2.1 2.1M7.7 16.3l-2.1 2.1M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />,
  },
  {
    title: "Verified Community",
    body: "Every account confirms its email before it can sign in, and sellers whose company our team has checked carry a “Verified seller” badge. Your inquiry reaches the seller by email, unless they chose to read inquiries on their dashboard only. Sample listings say so, and inquiries to them reach our team.",
    icon: <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.1 7.5 9.5 4.3-1.4 7.5-4.9 7.5-9.5V6L12 3zm-3.5 9 2.5 2.5 4.5-5" />,
  },
  {
    title: "Global Reach",
    body: "Aircraft and buyers from North America, Europe, the Middle East and Asia-Pacific, searchable by manufacturer, model and location.",
    icon: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />,
  },
];

function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="border-b border-line bg-surface py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Why buyers and sellers choose AeroMarket
          </h2>
          <p className="mt-2 text-ink-soft">A marketplace built for purchases measured in millions, not clicks.</p>
        </div>
        <div className="mt-10 grid gap-8 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <div key={benefit.title}>
              <div className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
                  {benefit.icon}
                </svg>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-2 leading-7 text-ink-soft">{benefit.body}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section className="bg-surface py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-navy-800 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Ready to make your next move?</h2>
          <p className="mx-auto mt-3 max-w-xl text-navy-100/90">
            Join the buyers searching for their next aircraft and the sellers reaching them, in one global marketplace.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to="/register?type=buyer" variant="inverse" size="lg">
              I'm a Buyer
            </LinkButton>
            <LinkButton to="/register?type=seller" variant="primary" size="lg" className="ring-1 ring-white/20">
              I'm a Seller
            </LinkButton>
          </div>
        </div>
      </div>
    </section>
  );
}
