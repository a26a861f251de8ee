import { Form, Link } from "react-router";
import { AddToCompare } from "~/components/add-to-compare";
import { ListingImage } from "~/components/listing-image";
import { cx } from "~/components/ui/cx";
import { describeSavedPriceChange } from "~/domain/alerts/saved-price-change";
import { FindAircraftLinks } from "~/components/find-aircraft-links";
import { InquiryList } from "~/components/inquiry/inquiry-list";
import { SavedAircraftForm } from "~/components/save-aircraft";
import { SampleBadge } from "~/components/sample-badge";
import { Button, LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Tabs } from "~/components/ui/tabs";
import { useHydrated } from "~/components/use-hydrated";
import { AIRCRAFT_ALERTS_LABEL } from "~/domain/alerts/saved-aircraft";
import { SAVED_SEARCHES_TAB } from "~/domain/alerts/alert-frequency";
import { compareHref, MAX_COMPARED, MIN_COMPARED } from "~/domain/catalog/compare";
import { formatPrice } from "~/domain/catalog/price";
import type { BuyerDashboard } from "~/server/accounts/dashboard.server";
import { type SavedSearchItem, SavedSearchesTab } from "./saved-searches-tab";
import { StatCards } from "./stat-cards";
import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { formatNumber } from "~/domain/format-number";

export type BuyerTab = "saved" | "saved-searches" | "my-inquiries";

type BuyerOverviewProps = { buyer: BuyerDashboard; searches: SavedSearchItem[] | null; aircraftAlerts: boolean; tab: BuyerTab };

/** The buyer's dashboard: their figures, then Saved Aircraft, Saved Searches or My Inquiries. */
export function BuyerOverview({ buyer, searches, aircraftAlerts, tab }: BuyerOverviewProps) {
  return (
    <>
      <StatCards
        stats={[
          { label: "Saved Aircraft", value: formatNumber(buyer.savedAircraft) },
          { label: "Active Searches", value: formatNumber(buyer.activeSearches) },
          { label: "Inquiries Sent", value: formatNumber(buyer.inquiriesSent) },
          {
            label: "Budget Range",
            value: buyer.budget
              ? buyer.budget.min === buyer.budget.max
                ? formatPrice(buyer.budget.min)
                : `${formatPrice(buyer.budget.min)} – ${formatPrice(buyer.budget.max)}`
              : "Not set",
            // What the figure rests on, so a card reading "Not set" says how it gets one.
            note: buyer.budget ? "From the aircraft you saved" : "Save aircraft to see their price range",
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
                  <div className="flex min-w-0 items-start gap-4">
                    <ListingImage image={aircraft.image} cover={aircraft.cover} alt="" sizes="112px" className="h-[70px] w-28 shrink-0 rounded-lg border border-line bg-navy-50 object-cover" />
                    <div className="min-w-0">
                      <Link to={`/aircraft/${aircraft.id}`} className="inline-flex items-center font-semibold text-ink hover:text-brand-700">
                        {aircraft.name}
                      </Link>
                      {aircraft.sample ? (
                        <>
                          {" "}
                          <SampleBadge />
                        </>
                      ) : null}
                      <p className="text-sm text-ink-soft">
                        {formatPrice(aircraft.price)} · {aircraft.location} · saved {formatDate(aircraft.savedAt, { ...SHORT_DATE, local: true })}
                      </p>
                      {aircraft.priceChange === null ? null : (
                        <p className={cx("text-sm font-medium", aircraft.priceChange < 0 ? "text-success-700" : "text-ink-soft")}>
                          {describeSavedPriceChange(aircraft.priceChange)}
                        </p>
                      )}
                      <AddToCompare listing={aircraft} selection={[]} className="mt-1" />
                    </div>
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
