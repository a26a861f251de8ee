import { LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { signInHref } from "~/domain/redirect-target";
import { DEMAND_WINDOW_DAYS } from "~/domain/matching/seller-demand";
import { currentUser } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { sellerReach } from "~/server/listings/seller-reach.server";
import type { Route } from "./+types/sell";
import { formatNumber } from "~/domain/format-number";

export const meta: Route.MetaFunction = () => [
  { title: "Sell Your Aircraft · AeroMarket" },
  {
    name: "description",
    content: "List your aircraft on AeroMarket: buyers around the world, AI matching that shows you real buyer demand, and inquiries straight to your email.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const reach = await sellerReach(await database());
  return { viewer: user ? user.userType : ("visitor" as const), ...reach };
}

export default function SellPage({ loaderData }: Route.ComponentProps) {
  const { viewer, activeListings, recentBuyerSearches } = loaderData;
  const reasons = [
    {
      title: "Global reach",
      text: `Your aircraft sits in one catalogue${activeListings > 0 ? ` with ${formatNumber(activeListings)} aircraft for sale` : ""}, searched by buyers worldwide by manufacturer, model, location, category and price.`,
    },
    {
      title: "Real buyer demand",
      text:
        recentBuyerSearches > 0
          ? `Buyers describe what they need to our matching engine: ${formatNumber(recentBuyerSearches)} ${recentBuyerSearches === 1 ? "search" : "searches"} in the last ${DEMAND_WINDOW_DAYS} days. Check how many of them your aircraft would suit before you list it.`
          : "Buyers describe what they need to our matching engine, which ranks the aircraft for sale against it. Check how many recent searches your aircraft would suit before you list it.",
    },
    {
      title: "Inquiries by email",
      text: "Each buyer's message reaches your email and your dashboard, with their contact details. Reply on AeroMarket or write to them directly.",
    },
    {
      title: "You stay in control",
      text: "Save a draft, preview it exactly as buyers will see it, publish when ready, and mark it Sale pending or Sold. Views and inquiries are counted for each listing.",
    },
  ];
  return (
    <main id="main">
      <section className="bg-navy-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Sell your aircraft</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">List your aircraft where buyers are looking</h1>
          <p className="mt-4 max-w-2xl text-lg text-navy-100">
            Listing is free. Add the details buyers compare, publish when you are ready, and answer inquiries from your dashboard.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <NextStep viewer={viewer} />
          </div>
        </div>
      </section>
      <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <h2 id="why-heading" className="text-2xl font-bold tracking-tight text-ink">
          Why sellers list on AeroMarket
        </h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {reasons.map((reason) => (
            <Card key={reason.title} className="p-6">
              <h3 className="text-lg font-semibold text-ink">{reason.title}</h3>
              <p className="mt-2 leading-7 text-ink-soft">{reason.text}</p>
            </Card>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to="/ai-match?role=seller" variant="outline">
            See buyer demand for your aircraft
          </LinkButton>
        </div>
      </section>
    </main>
  );
}

function NextStep({ viewer }: { viewer: "visitor" | "buyer" | "seller" }) {
  if (viewer === "seller") {
    return (
      <>
        <LinkButton to="/dashboard/listings/new" size="lg">
          Add New Listing
        </LinkButton>
        <LinkButton to="/dashboard" variant="inverse" size="lg">
          Go to your dashboard
        </LinkButton>
      </>
    );
  }
  if (viewer === "buyer") {
    return (
      <p className="max-w-2xl rounded-lg bg-white/10 px-4 py-3 text-navy-100">
        You are signed in with a buyer account. Listings are managed from a seller account: sign out, then register as a seller
        with another email address.
      </p>
    );
  }
  return (
    <>
      <LinkButton to="/register?type=seller" size="lg">
        Register as a seller
      </LinkButton>
      <LinkButton to={signInHref("/dashboard/listings/new")} variant="inverse" size="lg">
        Sign in
      </LinkButton>
    </>
  );
}
