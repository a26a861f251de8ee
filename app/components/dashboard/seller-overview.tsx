import { Link } from "react-router";
import { InquiryList } from "~/components/inquiry/inquiry-list";
import { ListingImage } from "~/components/listing-image";
import { EXPIRED_EXPLANATION, RepublishButton } from "~/components/listing-freshness/republish";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Tabs } from "~/components/ui/tabs";
import { formatPrice } from "~/domain/catalog/price";
import { hasPublicPage } from "~/domain/listings/listing";
import type { SellerDashboard, SellerListingRow } from "~/server/accounts/dashboard.server";
import type { SellerAnalytics } from "~/server/listings/listing-analytics.server";
import { AnalyticsTab } from "./analytics-tab";
import { StatCards } from "./stat-cards";
import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { formatNumber } from "~/domain/format-number";

export type SellerTab = "listings" | "inquiries" | "analytics";

/** The seller's dashboard: their figures, then My Listings, Inquiries or Analytics. */
export function SellerOverview({ seller, analytics, tab }: { seller: SellerDashboard; analytics: SellerAnalytics | null; tab: SellerTab }) {
  const newInquiries = seller.received.filter((inquiry) => inquiry.status === "new").length;
  return (
    <>
      <StatCards
        stats={[
          { label: "Active Listings", value: formatNumber(seller.activeListings) },
          { label: "Total Views", value: formatNumber(seller.totalViews) },
          { label: "Inquiries", value: formatNumber(seller.inquiries) },
          { label: "Total Value", value: formatPrice(seller.totalValue) },
        ]}
      />
      <Tabs
        label="Dashboard sections"
        className="mt-8 max-w-xl"
        tabs={[
          { label: "My Listings", to: "/dashboard", active: tab === "listings" },
          { label: "Inquiries", badge: newInquiries > 0 ? `${newInquiries} new` : undefined, to: "/dashboard?tab=inquiries", active: tab === "inquiries" },
          { label: "Analytics", to: "/dashboard?tab=analytics", active: tab === "analytics" },
        ]}
      />
      {analytics ? (
        <AnalyticsTab analytics={analytics} />
      ) : tab === "inquiries" ? (
        <Card className="mt-4 overflow-hidden">
          <h2 className="border-b border-line px-5 py-4 text-lg font-semibold text-ink">Inquiries</h2>
          <InquiryList
            rows={seller.received}
            side="seller"
            empty="No inquiries yet. When a buyer writes about one of your aircraft, the message appears here and in your email."
          />
        </Card>
      ) : (
        <Card className="mt-4 overflow-hidden">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
            <h2 className="text-lg font-semibold text-ink">My Listings</h2>
            <LinkButton to="/dashboard/listings/new" size="sm">
              Add New Listing
            </LinkButton>
          </div>
          {seller.listings.length === 0 ? (
            <p className="px-5 py-10 text-center text-ink-soft">
              You have no listings yet. Each aircraft you list appears here with its views and inquiries.
            </p>
          ) : (
            <ul className="divide-y divide-line">
              {seller.listings.map((listing) => (
                <SellerListingItem key={listing.id} listing={listing} />
              ))}
            </ul>
          )}
        </Card>
      )}
    </>
  );
}

function SellerListingItem({ listing }: { listing: SellerListingRow }) {
  const base = `/dashboard/listings/${listing.id}`;
  const publicPage = hasPublicPage(listing.status);
  return (
    <li className="flex flex-col gap-4 px-5 py-4 lg:flex-row lg:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center">
        <ListingImage image={listing.image} cover={listing.cover} alt="" sizes="112px" className="h-[70px] w-28 shrink-0 rounded-lg border border-line bg-navy-50 object-cover" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={publicPage ? `/aircraft/${listing.id}` : `${base}/preview`} className="font-semibold text-ink hover:text-brand-700">
              {listing.name}
            </Link>
            <ListingStatusBadge status={listing.status} />
          </div>
          <p className="mt-0.5 font-semibold text-brand-700">{listing.price === null ? "No asking price yet" : formatPrice(listing.price)}</p>
          <p className="text-sm text-ink-soft">
            {formatNumber(listing.views)} {listing.views === 1 ? "view" : "views"} since listed · {formatNumber(listing.inquiries)}{" "}
            {listing.inquiries === 1 ? "inquiry" : "inquiries"} · posted {formatDate(listing.createdAt, { ...SHORT_DATE, local: true })}
          </p>
          {listing.status === "expired" ? <p className="mt-1 text-sm text-muted">{EXPIRED_EXPLANATION}</p> : null}
        </div>
      </div>
      {/* Two by two on phones, where the four do not fit on one line. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {listing.status === "expired" ? <RepublishButton listingId={listing.id} name={listing.name} /> : null}
        <LinkButton to={`${base}/edit`} variant="outline" size="sm" aria-label={`Edit ${listing.name}`}>
          Edit
        </LinkButton>
        <LinkButton to={`${base}/analytics`} variant="outline" size="sm" aria-label={`Analytics for ${listing.name}`}>
          Analytics
        </LinkButton>
        <LinkButton to={`${base}/preview`} variant="outline" size="sm" aria-label={`Preview ${listing.name}`}>
          Preview
        </LinkButton>
        <LinkButton to={`${base}/delete`} variant="danger-ghost" size="sm" aria-label={`Delete ${listing.name}`}>
          Delete
        </LinkButton>
      </div>
    </li>
  );
}
