import { Link } from "react-router";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { FigureCards, formatInquiryRate } from "~/components/dashboard/analytics-figures";
import { RangeTabs } from "~/components/dashboard/analytics-tab";
import { MarketInsightsCard } from "~/components/dashboard/market-insights";
import { ViewsChart } from "~/components/dashboard/views-chart";
import { Card } from "~/components/ui/card";
import { analyticsRange } from "~/domain/listings/listing-analytics";
import { formatAskingPrice } from "~/domain/catalog/price";
import { listingAnalytics } from "~/server/listings/listing-analytics.server";
import { requireOwnedListing } from "~/server/listings/listing-ownership.server";
import type { Route } from "./+types/listing-analytics";
import { formatDate } from "~/domain/format-date";
import { formatNumber } from "~/domain/format-number";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Analytics · ${loaderData.listing.name} · AeroMarket` : "Analytics · AeroMarket" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { listing, db } = await requireOwnedListing(context, url, params.id);
  const analytics = await listingAnalytics(db, listing, analyticsRange(url.searchParams.get("range")));
  return {
    listing: {
      id: listing.id,
      name: listing.name,
      status: listing.status,
      category: listing.category,
      year: listing.year,
      price: listing.price,
      totalTimeHours: listing.totalTimeHours,
      listedAt: listing.createdAt,
    },
    analytics,
  };
}

export default function ListingAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { listing, analytics } = loaderData;
  const { range } = analytics;
  const path = `/dashboard/listings/${listing.id}/analytics`;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-12">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1.5 text-muted">
          <li>
            <Link to="/dashboard" className="inline-flex items-center hover:text-ink">
              Dashboard
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/dashboard?tab=analytics" className="inline-flex items-center hover:text-ink">
              Analytics
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate text-ink-soft">
            {listing.name}
          </li>
        </ol>
      </nav>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Listing analytics</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{listing.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-soft">
            <ListingStatusBadge status={listing.status} />
            <span className="font-semibold text-ink">{formatAskingPrice(listing.price)}</span>
            <span>Listed {formatDate(listing.listedAt, { month: "long", day: true, year: true })}</span>
            {listing.status === "draft" ? null : (
              <Link to={`/aircraft/${listing.id}`} className="font-semibold text-brand-700 hover:text-brand-600">
                View the listing
              </Link>
            )}
          </p>
        </div>
        <RangeTabs range={range} href={(option) => (option === 30 ? path : `${path}?range=${option}`)} />
      </div>

      <div className="mt-8">
        <FigureCards
          figures={[
            {
              label: "Views",
              value: formatNumber(analytics.viewsInRange),
              note: `Last ${range} days · ${formatNumber(analytics.totalViews)} since listed`,
            },
            { label: "Saves", value: formatNumber(analytics.saves), note: "Buyers who have it saved" },
            {
              label: "Inquiries",
              value: formatNumber(analytics.inquiriesInRange),
              note: `Last ${range} days · ${formatNumber(analytics.totalInquiries)} in all`,
            },
            {
              label: "Inquiry rate",
              value: formatInquiryRate(analytics.inquiryRate),
              note: analytics.inquiryRate === null ? `Inquiries per 100 views; no views in the last ${range} days` : `Inquiries per 100 views, last ${range} days`,
            },
          ]}
        />
      </div>

      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">Views per day</h2>
        <p className="mt-1 text-sm text-ink-soft">
          Each visitor counts once a day. Days are UTC; today is the last bar.
        </p>
        <div className="mt-6">
          <ViewsChart series={analytics.series} title={`Views per day of the ${listing.name}, last ${range} days`} />
        </div>
      </Card>

      <div className="mt-6">
        <MarketInsightsCard market={analytics.market} subject={listing} />
      </div>
    </main>
  );
}
