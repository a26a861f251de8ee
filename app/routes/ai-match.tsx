import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { isbot } from "isbot";
import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { useAnalysisDelay } from "~/components/matching/analysis";
import { BudgetSlider, budgetPosition } from "~/components/matching/budget-slider";
import { SparkIcon, SearchIcon, Spinner, TagIcon } from "~/components/matching/icons";
import { SELLER_FIELDS, SellerJourney } from "~/components/matching/seller-journey";
import { type MatchCardData, MatchResultCard } from "~/components/matching/match-result-card";
import { SaveSearchMenu } from "~/components/save-search";
import { Button, LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { SelectField, TextareaField } from "~/components/ui/field";
import { Tabs } from "~/components/ui/tabs";
import { useHydrated } from "~/components/use-hydrated";
import type { SignedInUser } from "~/domain/accounts/account";
import { categoryLabel } from "~/domain/catalog/categories";
import { ADDITIONAL_NOTES_MAX_LENGTH, AIRCRAFT_TYPE_OPTIONS, BUDGET_DEFAULT, PASSENGER_CAPACITY_OPTIONS, RANGE_OPTIONS, TIMELINE_OPTIONS, USAGE_OPTIONS } from "~/domain/matching/match-requirements";
import { requirementSummary } from "~/domain/matching/requirement-summary";
import { matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";
import type { MatchResult } from "~/domain/matching/matching";
import { MATCH_THRESHOLD, MATCH_WEIGHTS } from "~/domain/matching/rules";
import { formatPrice } from "~/domain/catalog/price";
import type { SaveSearchOffer } from "~/domain/alerts/saved-search";
import { describeAircraft, readReason } from "~/domain/matching/seller-demand";
import { sellerAircraftSchema } from "~/domain/matching/seller-aircraft-schema";
import { currentUser } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { findMatches, recordMatchRequest, sellerDemand } from "~/server/matching/matching.server";
import { clientAddressContext } from "~/server/platform/request-context.server";
import { saveSearchOffer } from "~/server/alerts/saved-searches.server";
import { useDeferredValidation } from "~/components/use-deferred-validation";
import type { Route } from "./+types/ai-match";

/** Results shown at first, the step "Show more matches" adds, and the most one page shows. */
const FIRST_SHOWN = 3;
const SHOW_MORE_STEP = 10;
const MOST_SHOWN = 50;

const BUYER_FIELDS = ["aircraftType", "budget", "passengerCapacity", "range", "usage", "timeline", "additionalNotes"] as const;

type BuyerValues = Record<(typeof BUYER_FIELDS)[number], string>;

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
  const found = await findMatches(db, requirements, show);
  if (!isbot(request.headers.get("user-agent"))) {
    try {
      await recordMatchRequest(db, requirements, clientAddress);
    } catch (error) {
      // Demand statistics are a nicety: a failed write must not cost the buyer their results.
      console.error("Could not record match requirements:", error);
    }
  }
  // The matches asked for, and never fewer than FIRST_SHOWN results: the closest ones when few match.
  const visible = found.results.slice(0, Math.max(FIRST_SHOWN, Math.min(show, found.matchCount)));
  return {
    view: "buyer" as const,
    values,
    constraint: buyerConstraint(),
    lastResult: null,
    results: {
      matchCount: found.matchCount,
      ranked: found.ranked,
      show,
      matches: visible.map(toCard),
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

function toCard(result: MatchResult): MatchCardData {
  const { listing } = result;
  return {
    id: listing.id,
    rank: result.rank,
    matchScore: result.matchScore,
    name: listing.name,
    category: categoryLabel(listing.category),
    price: formatPrice(listing.price),
    year: listing.year,
    location: listing.location,
    seller: listing.contact.company,
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

function RoleChooser() {
  const roles = [
    {
      to: "/ai-match?role=buyer",
      title: "Buyer",
      text: "Describe your mission and budget, and get the aircraft for sale ranked by how well they fit, with the reasons.",
      icon: <SearchIcon />,
    },
    {
      to: "/ai-match?role=seller",
      title: "Seller",
      text: "Describe your aircraft and see how many recent buyer searches it would match, and what buyers are missing.",
      icon: <TagIcon />,
    },
  ];
  return (
    <section aria-labelledby="role-heading" className="mx-auto mt-10 max-w-3xl">
      <h2 id="role-heading" className="text-center text-lg font-semibold text-ink">
        I am a...
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {roles.map((role) => (
          <li key={role.title} className="flex">
            <Link
              to={role.to}
              className="group flex flex-1 flex-col rounded-(--radius-card) border border-line bg-surface p-6 shadow-(--shadow-card) transition hover:border-brand-500 hover:shadow-(--shadow-lift)"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                {role.icon}
              </span>
              <span className="mt-4 text-xl font-semibold text-ink">{role.title}</span>
              <span className="mt-2 text-sm leading-6 text-ink-soft">{role.text}</span>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Continue as {role.title.toLowerCase()} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RoleSwitch({ role }: { role: "buyer" | "seller" }) {
  return (
    <div className="mx-auto mt-8 flex max-w-md items-center gap-3">
      <p className="shrink-0 text-sm font-semibold text-ink">
        I am a...
      </p>
      <Tabs
        label="I am a buyer or a seller"
        className="flex-1"
        tabs={[
          { label: "Buyer", to: "/ai-match?role=buyer", active: role === "buyer" },
          { label: "Seller", to: "/ai-match?role=seller", active: role === "seller" },
        ]}
      />
    </div>
  );
}

type BuyerResults = NonNullable<Extract<Route.ComponentProps["loaderData"], { view: "buyer" }>["results"]>;
type BuyerConstraint = Extract<Route.ComponentProps["loaderData"], { view: "buyer" }>["constraint"];

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
      onAnalyse={start}
    />
  );
}

type BuyerFormProps = {
  values: BuyerValues;
  constraint: BuyerConstraint;
  lastResult: SubmissionResult<string[]> | null;
  analysing: boolean;
  onAnalyse: () => void;
};

const loadBuyerValidation = () => import("~/components/matching/form-validation").then((forms) => forms.validateMatchRequirements);

function BuyerForm({ values, constraint, lastResult, analysing, onAnalyse }: BuyerFormProps) {
  const hydrated = useHydrated();
  const validation = useDeferredValidation(loadBuyerValidation);
  const [form, fields] = useForm({
    id: "match-requirements",
    lastResult,
    defaultValue: values,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const formProps = getFormProps(form);
  const typeChosen = Boolean(fields.aircraftType.value);
  const budgetValue = fields.budget.value;
  const budget = budgetPosition(typeof budgetValue === "string" ? budgetValue : undefined, BUDGET_DEFAULT);
  const { key: _typeKey, ...typeProps } = getSelectProps(fields.aircraftType);
  const { key: _capacityKey, ...capacityProps } = getSelectProps(fields.passengerCapacity);
  const { key: _rangeKey, ...rangeProps } = getSelectProps(fields.range);
  const { key: _usageKey, ...usageProps } = getSelectProps(fields.usage);
  const { key: _timelineKey, ...timelineProps } = getSelectProps(fields.timeline);
  const { key: _notesKey, ...notesProps } = getTextareaProps(fields.additionalNotes);
  const { key: _budgetKey, type: _budgetType, ...budgetProps } = getInputProps(fields.budget, { type: "range" });
  return (
    <Card className="mx-auto mt-8 max-w-3xl p-5 sm:p-8">
      <h2 className="text-xl font-semibold text-ink">Your requirements</h2>
      <p className="mt-1 text-sm text-muted">Only the aircraft type is required; every other answer sharpens the ranking.</p>
      {form.errors?.length || lastResult?.error ? (
        <div role="alert" className="mt-5 rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700">
          We could not run your search yet. Please check the highlighted answer below.
        </div>
      ) : null}
      <Form
        method="get"
        action="/ai-match"
        preventScrollReset
        {...formProps}
        onFocus={validation.prepare}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          if (!event.defaultPrevented) onAnalyse();
        }}
        aria-busy={analysing || undefined}
        className="mt-6"
      >
        <input type="hidden" name="role" value="buyer" />
        <fieldset disabled={analysing} className="space-y-6">
          <legend className="sr-only">Your requirements</legend>
          <SelectField
            label={
              <>
                Aircraft Type <span className="text-danger-700">*</span>
              </>
            }
            errors={fields.aircraftType.errors}
            options={[{ value: "", label: "Select aircraft type" }, ...AIRCRAFT_TYPE_OPTIONS]}
            {...typeProps}
            required
          />
          <BudgetSlider
            {...budgetProps}
            id={fields.budget.id}
            current={budget}
            defaultValue={values.budget}
            errors={fields.budget.errors}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <SelectField
              label="Passenger Capacity"
              errors={fields.passengerCapacity.errors}
              options={[{ value: "", label: "No preference" }, ...PASSENGER_CAPACITY_OPTIONS]}
              {...capacityProps}
            />
            <SelectField
              label="Range Requirements"
              errors={fields.range.errors}
              options={[{ value: "", label: "No preference" }, ...RANGE_OPTIONS]}
              {...rangeProps}
            />
            <SelectField
              label="Primary Usage"
              errors={fields.usage.errors}
              options={[{ value: "", label: "No preference" }, ...USAGE_OPTIONS]}
              {...usageProps}
            />
            <SelectField
              label="Purchase Timeline"
              errors={fields.timeline.errors}
              options={[{ value: "", label: "No preference" }, ...TIMELINE_OPTIONS]}
              {...timelineProps}
            />
          </div>
          <TextareaField
            label="Additional Notes"
            rows={4}
            maxLength={ADDITIONAL_NOTES_MAX_LENGTH}
            placeholder="Preferred manufacturers, avionics, features or anything else that matters to you..."
            hint="Words such as “G1000”, “winglets” or “Wi-Fi” are looked for in each listing."
            errors={fields.additionalNotes.errors}
            {...notesProps}
          />
        </fieldset>
        <input type="hidden" name="run" value="1" />
        <div className="mt-8">
          <Button type="submit" size="lg" className={cx("w-full", analysing && "max-sm:text-sm")} disabled={hydrated && (!typeChosen || analysing)}>
            {analysing ? <Spinner /> : <SparkIcon className="size-5" />}
            {analysing ? "Analyzing your requirements..." : "Find My Matches"}
          </Button>
          <div role="status" className="mt-3 min-h-5 text-center text-sm text-muted">
            {analysing ? (
              <AnalysisProgress />
            ) : hydrated && !typeChosen ? (
              "Choose an aircraft type to enable the search."
            ) : null}
          </div>
        </div>
      </Form>
      <HowMatchingWorks />
    </Card>
  );
}

/** A bar that fills over the analysis delay: SVG animation, so no stylesheet is needed. */
function AnalysisProgress() {
  return (
    <div>
      <span className="sr-only">Analyzing your requirements...</span>
      <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="h-1.5 w-full overflow-hidden rounded-full" aria-hidden="true">
        <rect width="100" height="4" className="fill-navy-50" />
        <rect width="0" height="4" className="fill-brand-600">
          <animate attributeName="width" from="0" to="100" dur="3s" fill="freeze" />
        </rect>
      </svg>
      <p className="mt-2" aria-hidden="true">
        Scoring every aircraft for sale against your answers
      </p>
    </div>
  );
}

function HowMatchingWorks() {
  const criteria = [
    ["Aircraft type", MATCH_WEIGHTS.aircraftType],
    ["Budget", MATCH_WEIGHTS.budget],
    ["Usage", MATCH_WEIGHTS.usage],
    ["Passengers", MATCH_WEIGHTS.passengerCapacity],
    ["Range", MATCH_WEIGHTS.range],
    ["Notes", MATCH_WEIGHTS.notes],
    ["Timeline", MATCH_WEIGHTS.timeline],
  ] as const;
  return (
    <details className="group mt-8 rounded-xl border border-line bg-canvas px-4 py-3 text-sm">
      <summary className="flex items-center justify-between font-semibold text-ink">
        How matching works
        <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-3 space-y-3 leading-6 text-ink-soft">
        <p>
          Each answer you give is scored from 0 to 1 and weighted; the match percentage is the weighted average over the answers you
          gave, so a question left blank neither helps nor hurts. Aircraft priced more than 50% over your budget are left out.
        </p>
        <ul className="flex flex-wrap gap-2">
          {criteria.map(([label, weight]) => (
            <li key={label} className="rounded-full bg-surface px-2.5 py-1 text-xs font-medium text-ink ring-1 ring-line">
              {label} <span className="text-muted">{weight}</span>
            </li>
          ))}
        </ul>
        <p>Matches score {MATCH_THRESHOLD}% or more.</p>
      </div>
    </details>
  );
}

function BuyerResultsView({ results, takeFocus }: { results: BuyerResults; takeFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const { matchCount, matches } = results;
  const belowThreshold = matchCount === 0 && matches.length > 0;
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <div className="relative isolate overflow-hidden rounded-(--radius-card) bg-navy-900 px-6 py-7 text-white shadow-(--shadow-card) sm:px-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-navy-100">
              <span className="flex size-6 items-center justify-center rounded-full bg-success-700 text-white" aria-hidden="true">
                <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.4">
                  <path d="m5 10.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              Analysis Complete!
            </p>
            <h2 id="results-heading" ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl">
              We found {matchCount} aircraft that {matchCount === 1 ? "matches" : "match"} your requirements
            </h2>
            <p className="mt-2 text-sm text-navy-100">
              Matches score {MATCH_THRESHOLD}% or more against your answers, out of {results.ranked} aircraft for sale within reach of your
              budget.
            </p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Your requirements">
              {results.summary.map((item) => (
                <li key={item} className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-white ring-1 ring-white/15">
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <LinkButton to={results.refineHref} variant="inverse">
              Refine Search
            </LinkButton>
            <LinkButton to="/catalog" className="bg-white/10 ring-1 ring-white/25 hover:bg-white/20">
              Browse All Aircraft
            </LinkButton>
          </div>
        </div>
      </div>
      {results.saveOffer ? <SaveMissionStrip offer={results.saveOffer} /> : null}
      {matches.length === 0 ? (
        <div className="mt-6 rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-14 text-center">
          <h3 className="text-lg font-semibold text-ink">No aircraft for sale within reach of this budget</h3>
          <p className="mt-2 text-ink-soft">Try a higher budget or a nearby aircraft type.</p>
          <LinkButton to={results.refineHref} variant="outline" className="mt-6">
            Refine Search
          </LinkButton>
        </div>
      ) : (
        <>
          {belowThreshold ? (
            <p className="mt-6 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink-soft">
              None reaches {MATCH_THRESHOLD}% yet. These are the closest aircraft; a higher budget or a nearby type may find more.
            </p>
          ) : null}
          <h3 className="sr-only">{belowThreshold ? "Closest aircraft" : "Your top matches"}</h3>
          <ol aria-label="Matches" className="mt-6 space-y-5">
            {matches.map((match) => (
              <li key={match.id}>
                <MatchResultCard match={match} />
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-col items-center gap-2 text-center">
            <p className="text-sm text-muted">
              Showing {matches.length} of {matchCount} {matchCount === 1 ? "match" : "matches"}
            </p>
            {results.moreHref ? (
              <LinkButton to={results.moreHref} variant="outline" preventScrollReset>
                Show more matches
              </LinkButton>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

function SaveMissionStrip({ offer }: { offer: SaveSearchOffer }) {
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-(--radius-card) border border-line bg-surface px-5 py-4 shadow-(--shadow-card) sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-soft">
        <span className="font-semibold text-ink">Keep watch on this mission.</span> Save it and we email you the aircraft that come to
        score {MATCH_THRESHOLD}% or more.
      </p>
      <SaveSearchMenu offer={offer} />
    </div>
  );
}
