import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { isbot } from "isbot";
import { data, useNavigation } from "react-router";
import { useAnalysisDelay } from "~/components/matching/analysis";
import { budgetPosition } from "~/components/matching/budget-slider";
import { SparkIcon } from "~/components/matching/icons";
import type { BuyerConstraint } from "~/components/matching/buyer-form";
import type { BuyerResults } from "~/components/matching/buyer-results";
import { BUYER_FIELDS, type BuyerValues, SELLER_FIELDS } from "~/components/matching/journey-fields";
import { BuyerForm, BuyerResultsView, preloadBuyerResults, SellerJourney } from "~/components/matching/journeys";
import { RoleChooser, RoleSwitch } from "~/components/matching/role-chooser";
import type { MatchCardData } from "~/components/matching/match-result-card";
import type { SignedInUser } from "~/domain/accounts/account";
import { categoryLabel } from "~/domain/catalog/categories";
import { BUDGET_DEFAULT } from "~/domain/matching/match-requirements";
import { requirementSummary } from "~/domain/matching/requirement-summary";
import { matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";
import type { MatchResult } from "~/domain/matching/ranking";
import { formatAskingPrice, formatPrice } from "~/domain/catalog/price";
import { describeAircraft, readReason } from "~/domain/matching/seller-demand";
import { sellerAircraftSchema } from "~/domain/matching/seller-aircraft-schema";
import { currentUser } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { noteMatchRequest, sellerDemand } from "~/server/matching/match-requests.server";
import { findMatches } from "~/server/matching/matching.server";
import { clientAddressContext } from "~/server/platform/request-context.server";
import { saveSearchOffer } from "~/server/alerts/saved-searches.server";
import type { Route } from "./+types/ai-match";


/** Matches shown at first (and close alternatives shown below them), the step "Show more matches" adds, and the most one page shows. */
const FIRST_SHOWN = 3;
const SHOW_MORE_STEP = 10;
const MOST_SHOWN = 50;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const view = loaderData?.view;
  const title =
    view === "buyer"
      ? loaderData?.results
        ? "Your Aircraft Matches · AeroMarket"
        : "Find Your Aircraft · AI Matching · AeroMarket"
      : view === "seller"
        ? "Buyer Demand for Your Aircraft · AeroMarket"
        : "AI Aircraft Matching · AeroMarket";
  // Results pages are one visitor's answers: useful to them, not to a search engine.
  const results = (view === "buyer" && loaderData?.results) || (view === "seller" && loaderData?.demand);
  return [
    { title },
    ...(results ? [{ name: "robots", content: "noindex" }] : []),
    {
      name: "description",
      content:
        "Tell us your mission and budget: AeroMarket's matching engine ranks every aircraft for sale and says why. Sellers see how many buyers want an aircraft like theirs.",
    },
  ];
};

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const role = params.get("role");
  if (role === "buyer") return buyerPage(params, request, context.get(clientAddressContext), currentUser(context), `${url.pathname}${url.search}`);
  if (role === "seller") return sellerPage(params);
  return { view: "choose" as const };
}

async function buyerPage(params: URLSearchParams, request: Request, clientAddress: string, viewer: SignedInUser | null, currentPath: string) {
  const values = fieldValues(params, BUYER_FIELDS);
  values.budget = String(budgetPosition(values.budget, BUDGET_DEFAULT));
  if (params.get("run") !== "1") {
    return { view: "buyer" as const, values, constraint: buyerConstraint(), lastResult: null, results: null };
  }
  const submission = parseWithZod(params, { schema: matchRequirementsSchema });
  if (submission.status !== "success") {
    return data({ view: "buyer" as const, values, constraint: buyerConstraint(), lastResult: submission.reply(), results: null }, { status: 400 });
  }
  const requirements = submission.value;
  const show = shownCount(params.get("show"));
  const db = await database();
  const found = await findMatches(db, requirements, show, FIRST_SHOWN);
  // Demand statistics are a nicety: the results never wait for them.
  if (!isbot(request.headers.get("user-agent"))) noteMatchRequest(db, requirements, clientAddress);
  return {
    view: "buyer" as const,
    values,
    constraint: buyerConstraint(),
    lastResult: null,
    results: {
      matchCount: found.matchCount,
      ranked: found.ranked,
      show,
      matches: found.results.map((result) => toCard(result, found.samples.has(result.listing.id))),
      summary: requirementSummary(requirements),
      refineHref: buyerHref(values),
      moreHref: found.matchCount > show && show < MOST_SHOWN ? buyerHref(values, { run: true, show: nextShown(show) }) : null,
      saveOffer: await saveSearchOffer(db, viewer, { kind: "match", requirements }, currentPath),
    },
  };
}

/** The buyer form's HTML constraints (required, lengths), which the page renders without loading zod. */
function buyerConstraint() {
  return getZodConstraint(matchRequirementsSchema);
}

async function sellerPage(params: URLSearchParams) {
  const values = fieldValues(params, SELLER_FIELDS);
  if (params.get("run") !== "1") {
    return { view: "seller" as const, values, lastResult: null, demand: null };
  }
  const submission = parseWithZod(params, { schema: sellerAircraftSchema });
  if (submission.status !== "success") {
    return data({ view: "seller" as const, values, lastResult: submission.reply(), demand: null }, { status: 400 });
  }
  const aircraft = submission.value;
  const demand = await sellerDemand(await database(), aircraft);
  return {
    view: "seller" as const,
    values,
    lastResult: null,
    demand: { ...demand, aircraft: describeAircraft(aircraft), price: formatPrice(aircraft.price) },
  };
}

function fieldValues<const Name extends string>(params: URLSearchParams, names: readonly Name[]): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) values[name] = params.get(name) ?? "";
  return values;
}

/** "?show=" as a count of results: at least FIRST_SHOWN, at most MOST_SHOWN. */
function shownCount(text: string | null): number {
  const number = Number(text);
  if (text === null || !Number.isInteger(number)) return FIRST_SHOWN;
  return Math.min(MOST_SHOWN, Math.max(FIRST_SHOWN, number));
}

function nextShown(show: number): number {
  return Math.min(MOST_SHOWN, show < SHOW_MORE_STEP ? SHOW_MORE_STEP : show + SHOW_MORE_STEP);
}

/** The buyer page's URL for these answers: the form, or with `run` the results. Blank answers are left out. */
function buyerHref(values: BuyerValues, options: { run?: boolean; show?: number } = {}): string {
  const params = new URLSearchParams({ role: "buyer" });
  for (const name of BUYER_FIELDS) if (values[name].trim() !== "") params.set(name, values[name]);
  if (options.run) params.set("run", "1");
  if (options.show !== undefined && options.show !== FIRST_SHOWN) params.set("show", String(options.show));
  return `/ai-match?${params}`;
}

function toCard(result: MatchResult, sample: boolean): MatchCardData {
  const { listing } = result;
  return {
    id: listing.id,
    rank: result.rank,
    matchScore: result.matchScore,
    meetsRequirements: result.meetsRequirements,
    name: listing.name,
    category: categoryLabel(listing.category),
    price: formatAskingPrice(listing.price),
    year: listing.year,
    location: listing.location,
    seller: listing.contact.company,
    sample,
    image: listing.image,
    cover: listing.cover,
    reasons: result.reasons.map((text) => ({ text, positive: readReason(text).positive })),
  };
}

export default function AiMatchPage({ loaderData }: Route.ComponentProps) {
  const seller = loaderData.view === "seller";
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <div className="mx-auto max-w-2xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
          <SparkIcon className="size-4" />
          AI-Powered Matching
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {seller ? "See Who Wants Your Aircraft" : "Find Your Perfect Aircraft"}
        </h1>
        <p className="mt-3 leading-7 text-ink-soft">
          {seller
            ? "Describe your aircraft and see how many recent buyer searches it would match, how well, and what buyers miss. Only totals, never who searched."
            : "Tell us your mission and budget. Our matching engine scores every aircraft for sale against your answers and tells you why each one fits."}
        </p>
      </div>
      {loaderData.view === "choose" ? (
        <RoleChooser />
      ) : (
        <>
          <RoleSwitch role={loaderData.view} />
          {loaderData.view === "buyer" ? (
            <BuyerJourney
              key="buyer"
              values={loaderData.values}
              constraint={loaderData.constraint}
              lastResult={loaderData.lastResult}
              results={loaderData.results}
            />
          ) : (
            <SellerJourney values={loaderData.values} lastResult={loaderData.lastResult} demand={loaderData.demand} />
          )}
        </>
      )}
    </main>
  );
}


/**
 * The buyer's form, then (after ANALYSIS_DELAY_MS with scripts) the results.
 * Without scripts the form is a plain GET form and the results come straight
 * from the server.
 */
type BuyerJourneyProps = {
  values: BuyerValues;
  constraint: BuyerConstraint;
  lastResult: SubmissionResult<string[]> | null;
  results: BuyerResults | null;
};

function BuyerJourney({ values, constraint, lastResult, results }: BuyerJourneyProps) {
  const navigation = useNavigation();
  const { holding, analysed, start } = useAnalysisDelay();
  const analyse = () => {
    preloadBuyerResults();
    start();
  };
  // A search is running: a GET submission of the buyer form (not a link such as "Show more").
  const searching =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "GET" &&
    new URLSearchParams(navigation.location.search).get("run") === "1";
  const analysing = holding || searching;
  if (results && !analysing) return <BuyerResultsView results={results} takeFocus={analysed} />;
  return (
    <BuyerForm
      // New answers in the URL (Refine Search, back and forward) start a fresh form.
      key={buyerHref(values)}
      values={values}
      constraint={constraint}
      lastResult={lastResult}
      analysing={analysing}
      onAnalyse={analyse}
    />
  );
}
