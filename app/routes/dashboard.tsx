import { BuyerOverview, type BuyerTab } from "~/components/dashboard/buyer-overview";
import { SellerOverview, type SellerTab } from "~/components/dashboard/seller-overview";
import { analyticsRange } from "~/domain/listings/listing-analytics";
import { requireUser } from "~/server/auth/guards.server";
import { buyerDashboard, dashboardProfile, type DashboardProfile, sellerDashboard } from "~/server/accounts/dashboard.server";
import { database } from "~/server/db/client.server";
import { sellerAnalytics } from "~/server/listings/listing-analytics.server";
import { listSavedSearches } from "~/server/alerts/saved-searches.server";
import { describeCriteria } from "~/domain/alerts/saved-search";
import { VerificationLink } from "~/components/verification/verification-link";
import { DealPipeline } from "~/components/deals/deal-pipeline";
import { dealPipeline } from "~/server/deals/deal-pipeline.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const db = await database();
  const greetingOf = (profile: DashboardProfile | null) => profile?.firstName || user.firstName || user.email;
  const tab = url.searchParams.get("tab");
  // Every read at once: none waits for another's answer.
  if (user.userType === "seller") {
    const sellerTab: SellerTab = tab === "inquiries" || tab === "analytics" ? tab : "listings";
    const [profile, seller, analytics, pipeline] = await Promise.all([
      dashboardProfile(db, user.id),
      sellerDashboard(db, user),
      sellerTab === "analytics" ? sellerAnalytics(db, user.id, analyticsRange(url.searchParams.get("range"))) : null,
      dealPipeline(db, user),
    ]);
    return { kind: "seller" as const, greeting: greetingOf(profile), company: profile?.company ?? null, seller, analytics, tab: sellerTab, verification: profile?.verification ?? null, pipeline };
  }
  const buyerTab: BuyerTab = tab === "my-inquiries" || tab === "saved-searches" ? tab : "saved";
  const [profile, buyer, searches] = await Promise.all([
    dashboardProfile(db, user.id),
    buyerDashboard(db, user),
    buyerTab === "saved-searches" ? listSavedSearches(db, user.id) : null,
  ]);
  const aircraftAlerts = profile?.aircraftAlerts ?? true;
  return {
    kind: "buyer" as const,
    greeting: greetingOf(profile),
    company: null,
    buyer,
    searches: searches?.map(({ criteria, ...search }) => ({ ...search, kind: criteria.kind, description: describeCriteria(criteria).join(" · ") })) ?? null,
    aircraftAlerts,
    tab: buyerTab,
  };
}

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
      {loaderData.kind === "seller" ? <VerificationLink status={loaderData.verification} /> : null}
      {loaderData.kind === "seller" ? <DealPipeline pipeline={loaderData.pipeline} /> : null}
      {loaderData.kind === "seller" ? (
        <SellerOverview seller={loaderData.seller} analytics={loaderData.analytics} tab={loaderData.tab} />
      ) : (
        <BuyerOverview buyer={loaderData.buyer} searches={loaderData.searches} aircraftAlerts={loaderData.aircraftAlerts} tab={loaderData.tab} />
      )}
    </main>
  );
}
