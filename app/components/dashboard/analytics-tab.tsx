import { Link } from "react-router";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Tabs } from "~/components/ui/tabs";
import { ANALYTICS_RANGES, type AnalyticsRange } from "~/domain/listings/listing-analytics";
import { formatPrice } from "~/domain/catalog/price";
import type { SellerAnalytics } from "~/server/listings/listing-analytics.server";
import { formatInquiryRate } from "./analytics-figures";
import { formatNumber } from "~/domain/format-number";
import { ViewsChart } from "./views-chart";

/** The 30- and 90-day choice of an analytics page, as links. */
export function RangeTabs({ range, href }: { range: AnalyticsRange; href: (range: AnalyticsRange) => string }) {
  return (
    <Tabs
      label="Period"
      className="w-full max-w-xs"
      tabs={ANALYTICS_RANGES.map((option) => ({ label: `Last ${option} days`, to: href(option), active: option === range }))}
    />
  );
}

/** The seller dashboard's Analytics tab: every listing's headline figures, and their views together per day. */
export function AnalyticsTab({ analytics }: { analytics: SellerAnalytics }) {
  const { range, series, listings } = analytics;
  const viewsInRange = series.reduce((sum, day) => sum + day.views, 0);
  if (listings.length === 0) {
    return (
      <Card className="mt-4 px-5 py-10 text-center">
        <h2 className="text-lg font-semibold text-ink">Analytics</h2>
        <p className="mt-2 text-ink-soft">You have no listings yet. Once you list an aircraft, its views, saves and inquiries appear here.</p>
      </Card>
    );
  }
  return (
    <div className="mt-4 space-y-6">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="text-lg font-semibold text-ink">Views of your listings</h2>
            <p className="mt-1 text-sm text-ink-soft">
              {formatNumber(viewsInRange)} {viewsInRange === 1 ? "view" : "views"} in the last {range} days, all listings together. A
              visitor counts once per listing per day.
            </p>
          </div>
          <RangeTabs range={range} href={(option) => (option === 30 ? "/dashboard?tab=analytics" : `/dashboard?tab=analytics&range=${option}`)} />
        </div>
        <div className="mt-6">
          <ViewsChart series={series} title={`Views per day of all your listings, last ${range} days`} />
        </div>
      </Card>

      <Card className="overflow-hidden">
        <div className="border-b border-line px-5 py-4">
          <h2 className="text-lg font-semibold text-ink">Listing performance</h2>
          <p className="mt-1 text-sm text-ink-soft">
            Views, inquiries and inquiries per 100 views over the last {range} days; saves are the buyers who have the aircraft saved today.
          </p>
        </div>
          <ul className="divide-y divide-line">
            {listings.map((listing) => (
              <li key={listing.id} className="grid gap-4 px-5 py-4 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,2fr)_auto] lg:items-center">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link to={`/dashboard/listings/${listing.id}/analytics`} className="font-semibold text-ink hover:text-brand-700">
                      {listing.name}
                    </Link>
                    <ListingStatusBadge status={listing.status} />
                  </div>
                  <p className="mt-0.5 text-sm text-ink-soft">
                    {listing.price === null ? "No asking price yet" : formatPrice(listing.price)} · {formatNumber(listing.totalViews)} views since listed
                  </p>
                </div>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-3 text-sm sm:grid-cols-4">
                  <div className="flex flex-col justify-end">
                    <dt className="text-xs text-muted">Views</dt>
                    <dd className="text-base font-semibold text-ink tabular-nums">{formatNumber(listing.viewsInRange)}</dd>
                  </div>
                  <div className="flex flex-col justify-end">
                    <dt className="text-xs text-muted">Saves</dt>
                    <dd className="text-base font-semibold text-ink tabular-nums">{formatNumber(listing.saves)}</dd>
                  </div>
                  <div className="flex flex-col justify-end">
                    <dt className="text-xs text-muted">Inquiries</dt>
                    <dd className="text-base font-semibold text-ink tabular-nums">{formatNumber(listing.inquiriesInRange)}</dd>
                  </div>
                  <div className="flex flex-col justify-end">
                    <dt className="text-xs text-muted">Per 100 views</dt>
                    <dd className="text-base font-semibold text-ink tabular-nums">{formatInquiryRate(listing.inquiryRate)}</dd>
                  </div>
                </dl>
                <LinkButton
                  to={`/dashboard/listings/${listing.id}/analytics${range === 30 ? "" : `?range=${range}`}`}
                  variant="outline"
                  size="sm"
                  aria-label={`Analytics for the ${listing.name}`}
                  className="justify-self-start lg:justify-self-end"
                >
                  Analytics
                </LinkButton>
              </li>
            ))}
          </ul>
      </Card>
    </div>
  );
}
