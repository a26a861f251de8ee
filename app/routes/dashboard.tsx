import { Form, Link } from "react-router";
import { AnalyticsTab } from "~/components/dashboard/analytics-tab";
import { type SavedSearchItem, SavedSearchesTab } from "~/components/dashboard/saved-searches-tab";
import { SAVED_SEARCHES_TAB } from "~/components/save-search";
import { InquiryList } from "~/components/inquiry/inquiry-list";
import { AddToCompare } from "~/components/add-to-compare";
import { SavedAircraftForm } from "~/components/save-aircraft";
import { ListingImage } from "~/components/listing-image";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { Button, LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { Tabs } from "~/components/ui/tabs";
import { useHydrated } from "~/components/use-hydrated";
import { analyticsRange } from "~/domain/listings/listing-analytics";
import { compareHref, MAX_COMPARED, MIN_COMPARED } from "~/domain/catalog/compare";
import { formatPrice } from "~/domain/catalog/price";
import { AIRCRAFT_ALERTS_LABEL } from "~/domain/alerts/saved-aircraft";
import { requireUser } from "~/server/auth/guards.server";
import { buyerDashboard, sellerDashboard, type BuyerDashboard, type SellerDashboard, type SellerListingRow } from "~/server/accounts/dashboard.server";
import { database } from "~/server/db/client.server";
import { type SellerAnalytics, sellerAnalytics } from "~/server/listings/listing-analytics.server";
import { findProfile } from "~/server/accounts/profiles.server";
import { listSavedSearches } from "~/server/alerts/saved-searches.server";
import type { Route } from "./+types/dashboard";
import { FindAircraftLinks } from "~/components/find-aircraft-links";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const db = await database();
  const profile = await findProfile(db, user.id);
  const greeting = profile?.firstName || user.firstName || user.email;
  const tab = url.searchParams.get("tab");
  if (user.userType === "seller") {
    const sellerTab: "listings" | "inquiries" | "analytics" = tab === "inquiries" || tab === "analytics" ? tab : "listings";
    const [seller, analytics] = await Promise.all([
      sellerDashboard(db, user),
      sellerTab === "analytics" ? sellerAnalytics(db, user.id, analyticsRange(url.searchParams.get("range"))) : null,
    ]);
    return { kind: "seller" as const, greeting, company: profile?.company ?? null, seller, analytics, tab: sellerTab };
  }
  const buyerTab: BuyerTab = tab === "my-inquiries" || tab === "saved-searches" ? tab : "saved";
  const [buyer, searches] = await Promise.all([
    buyerDashboard(db, user),
    buyerTab === "saved-searches" ? listSavedSearches(db, user.id) : null,
  ]);
  const aircraftAlerts = profile?.aircraftAlerts ?? true;
  return { kind: "buyer" as const, greeting, company: null, buyer, searches, aircraftAlerts, tab: buyerTab };
}

type BuyerTab = "saved" | "saved-searches" | "my-inquiries";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const wholeNumber = new Intl.NumberFormat("en-US");

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
        {loaderData.kind === "seller" ? "Seller dashboard" : "Buyer dashboard"}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Welcome back, {loaderData.greeting}</h1>
      <p className="mt-2 text-ink-soft">
        {loaderData.kind === "seller"
          ? `Your listings${loaderData.company ? ` for ${loaderData.company}` : ""}, their views and the buyers who ask about them.`
          : "The aircraft you saved, your searches and your conversations with sellers."}
      </p>
      {loaderData.kind === "seller" ? (
        <SellerOverview seller={loaderData.seller} analytics={loaderData.analytics} tab={loaderData.tab} />
      ) : (
        <BuyerOverview buyer={loaderData.buyer} searches={loaderData.searches} aircraftAlerts={loaderData.aircraftAlerts} tab={loaderData.tab} />
      )}
    </main>
  );
}

function StatCards({ stats }: { stats: { label: string; value: string }[] }) {
  return (
    <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <Card key={stat.label} className="p-5">
          <dt className="text-sm font-medium text-ink-soft">{stat.label}</dt>
          {/* A price range is twice as long as a count: a smaller size keeps it on one line. */}
          <dd className={cx("mt-2 text-2xl font-bold tracking-tight text-ink", stat.value.length > 8 ? null : "sm:text-3xl")}>{stat.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

function SellerOverview({ seller, analytics, tab }: { seller: SellerDashboard; analytics: SellerAnalytics | null; tab: "listings" | "inquiries" | "analytics" }) {
  const newInquiries = seller.received.filter((inquiry) => inquiry.status === "new").length;
  return (
    <>
      <StatCards
        stats={[
          { label: "Active Listings", value: wholeNumber.format(seller.activeListings) },
          { label: "Total Views", value: wholeNumber.format(seller.totalViews) },
          { label: "Inquiries", value: wholeNumber.format(seller.inquiries) },
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
  const publicPage = listing.status !== "draft";
  return (
    <li className="flex flex-col gap-4 px-5 py-4 lg:flex-row lg:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ListingImage image={listing.image} cover={listing.cover} alt="" sizes="112px" className="h-[70px] w-28 shrink-0 rounded-lg border border-line bg-navy-50 object-cover" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={publicPage ? `/aircraft/${listing.id}` : `${base}/preview`} className="font-semibold text-ink hover:text-brand-700">
              {listing.name}
            </Link>
            <ListingStatusBadge status={listing.status} />
          </div>
          <p className="mt-0.5 font-semibold text-brand-700">{formatPrice(listing.price)}</p>
          <p className="text-sm text-ink-soft">
            {wholeNumber.format(listing.views)} {listing.views === 1 ? "view" : "views"} since listed · {wholeNumber.format(listing.inquiries)}{" "}
            {listing.inquiries === 1 ? "inquiry" : "inquiries"} · posted {dateFormat.format(listing.createdAt)}
          </p>
        </div>
      </div>
      {/* Two by two on phones, where the four do not fit on one line. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
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

type BuyerOverviewProps = { buyer: BuyerDashboard; searches: SavedSearchItem[] | null; aircraftAlerts: boolean; tab: BuyerTab };

function BuyerOverview({ buyer, searches, aircraftAlerts, tab }: BuyerOverviewProps) {
  return (
    <>
      <StatCards
        stats={[
          { label: "Saved Aircraft", value: wholeNumber.format(buyer.savedAircraft) },
          { label: "Active Searches", value: wholeNumber.format(buyer.activeSearches) },
          { label: "Inquiries Sent", value: wholeNumber.format(buyer.inquiriesSent) },
          {
            label: "Budget Range",
            value: buyer.budget
              ? buyer.budget.min === buyer.budget.max
                ? formatPrice(buyer.budget.min)
                : `${formatPrice(buyer.budget.min)} – ${formatPrice(buyer.budget.max)}`
              : "Not set",
          },
        ]}
      />
      <Tabs
        label="Dashboard sections"
        className="mt-8 max-w-xl"
        tabs={[
          { label: "Saved Aircraft", to: "/dashboard", active: tab === "saved" },
          { label: "Saved Searches", to: SAVED_SEARCHES_TAB, active: tab === "saved-searches" },
          { label: "My Inquiries", to: "/dashboard?tab=my-inquiries", active: tab === "my-inquiries" },
        ]}
      />
      {searches ? (
        <SavedSearchesTab searches={searches} />
      ) : tab === "my-inquiries" ? (
        <Card className="mt-4 overflow-hidden">
          <h2 className="border-b border-line px-5 py-4 text-lg font-semibold text-ink">My Inquiries</h2>
          <InquiryList
            rows={buyer.sent}
            side="buyer"
            empty="You have not written to a seller yet. Open an aircraft and choose Email Seller to ask the assistant and message the seller."
          />
        </Card>
      ) : (
        <Card className="mt-4 overflow-hidden">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
            <h2 className="text-lg font-semibold text-ink">Saved Aircraft</h2>
            {buyer.saved.length >= MIN_COMPARED ? (
              <LinkButton to={compareHref(buyer.saved.slice(0, MAX_COMPARED).map((aircraft) => aircraft.id))} variant="outline" size="sm">
                {buyer.saved.length > MAX_COMPARED ? `Compare the first ${MAX_COMPARED}` : "Compare them"}
              </LinkButton>
            ) : null}
          </div>
          <AircraftAlertsForm on={aircraftAlerts} />
          {buyer.saved.length === 0 ? (
            <div className="px-5 py-10 text-center">
              <p className="text-ink-soft">You have not saved any aircraft yet. Save the ones you like while you browse to compare them here.</p>
              <FindAircraftLinks className="mt-5 justify-center" />
            </div>
          ) : (
            <ul className="divide-y divide-line">
              {buyer.saved.map((aircraft) => (
                <li key={aircraft.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                  <div>
                    <Link to={`/aircraft/${aircraft.id}`} className="font-semibold text-ink hover:text-brand-700">
                      {aircraft.name}
                    </Link>
                    <p className="text-sm text-ink-soft">
                      {formatPrice(aircraft.price)} · {aircraft.location} · saved {dateFormat.format(aircraft.savedAt)}
                    </p>
                    <AddToCompare listing={aircraft} selection={[]} className="mt-1" />
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <LinkButton to={`/aircraft/${aircraft.id}/inquiry`} size="sm" aria-label={`Contact Seller about the ${aircraft.name}`}>
                      Contact Seller
                    </LinkButton>
                    <LinkButton to={`/aircraft/${aircraft.id}`} variant="outline" size="sm">
                      View Details
                    </LinkButton>
                    <SavedAircraftForm listingId={aircraft.id} intent="remove" returnTo="/dashboard">
                      <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${aircraft.name}`}>
                        Remove
                      </Button>
                    </SavedAircraftForm>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </>
  );
}

/** The saved-aircraft email preference: with scripts a tick applies at once, without them through Save. */
function AircraftAlertsForm({ on }: { on: boolean }) {
  const hydrated = useHydrated();
  return (
    <Form method="post" action="/aircraft-alerts" preventScrollReset className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-navy-50/50 px-5 py-3">
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          name="aircraftAlerts"
          defaultChecked={on}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="mt-0.5 size-4 shrink-0 rounded border-line accent-brand-600"
        />
        {AIRCRAFT_ALERTS_LABEL}
      </label>
      {hydrated ? null : (
        <Button type="submit" variant="outline" size="sm">
          Save
        </Button>
      )}
    </Form>
  );
}
