import { serverDrawn } from "~/components/server-drawn";
import { database } from "~/server/db/client.server";
import { featuredListings } from "~/server/listings/listings.server";
import { marketNotes } from "~/server/valuation/market-notes.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "AeroMarket · The Global Aircraft Marketplace" },
  {
    name: "description",
    content: "Buy and sell aircraft worldwide: verified sellers, a global reach, and AI-powered matching of aircraft to your mission.",
  },
];

export async function loader() {
  const db = await database();
  const featured = await featuredListings(db);
  const markets = await marketNotes(db, featured.map((listing) => listing.id), new Date());
  return { featured, markets: Object.fromEntries(markets) };
}

// Nothing on it but links and a search form: the browser keeps the server's markup (decision 053).
const ServerDrawnHomePage = serverDrawn(
  import.meta.env.SSR ? (await import("~/components/home-page")).HomePage : null,
  () => import("~/components/home-page").then((module) => module.HomePage),
);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <ServerDrawnHomePage {...loaderData} />;
}
