import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Link, redirect } from "react-router";
import { SaveSearchForm } from "~/components/save-search-form";
import { LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { safeRedirectTarget, signInHref } from "~/domain/redirect-target";
import { criteriaFields, describeCriteria, savedSearchHref, savedSearchMessage, saveSearchRateMessage, saveSearchRateRule, suggestedSearchName } from "~/domain/alerts/saved-search";
import { SAVED_SEARCHES_TAB } from "~/domain/alerts/alert-frequency";
import { criteriaFromFields, saveSearchSchema } from "~/domain/alerts/saved-search-schema";
import { currentUser } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { rememberPendingSearch } from "~/server/alerts/pending-saved-search.server";
import { saveSearch, SavedSearchLimitError } from "~/server/alerts/saved-searches.server";
import { consumeRateLimit, withRetryAfter } from "~/server/platform/rate-limit.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/saved-searches";
import { FindAircraftLinks } from "~/components/find-aircraft-links";

export const meta: Route.MetaFunction = () => [{ title: "Save this search · AeroMarket" }, { name: "robots", content: "noindex" }];


/** A refused save says when to try again: an action's headers reach the page only through this. */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => withRetryAfter(parentHeaders, actionHeaders);

const BUYERS_ONLY = "Saved searches belong to buyer accounts. Sign in as a buyer to save this search.";

/**
 * Saves the search for a buyer. A visitor's search waits in a signed cookie while
 * they sign in (or sign up and confirm), which then saves it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const criteria = criteriaFromFields(new URLSearchParams([...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string")));
  // Only a tampered form sends a search the pages never offer.
  if (!criteria) throw data(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: saveSearchSchema });
  const returnTo = safeRedirectTarget(formData.get("returnTo")?.toString(), savedSearchHref(criteria));
  const user = currentUser(context);
  const page = {
    signedIn: user !== null,
    fields: criteriaFields(criteria),
    suggestedName: suggestedSearchName(criteria),
    description: describeCriteria(criteria),
    returnTo,
  };
  if (submission.status !== "success") return data({ ...page, result: submission.reply() }, { status: 400 });
  const { name, frequency } = submission.value;
  if (!user) {
    const cookie = await rememberPendingSearch({ criteria, name, frequency, returnTo });
    return redirect(signInHref(returnTo), { headers: { "Set-Cookie": cookie } });
  }
  if (user.userType !== "buyer") return data({ ...page, result: submission.reply({ formErrors: [BUYERS_ONLY] }) }, { status: 403 });
  const db = await database();
  const limit = await consumeRateLimit(db, saveSearchRateRule(user.id));
  if (!limit.allowed) {
    return data(
      { ...page, result: submission.reply({ formErrors: [saveSearchRateMessage(limit.retryAfterSeconds)] }) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    await saveSearch(db, user.id, criteria, { name, frequency });
  } catch (error) {
    if (!(error instanceof SavedSearchLimitError)) throw error;
    return data({ ...page, result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
  }
  return redirectWithToast(returnTo, { type: "success", message: savedSearchMessage(name, frequency) });
}

/**
 * When a save comes back with a mistake: the same form, filled in as it was sent.
 * Opened by its address (a reload), it says where searches are saved from.
 */
export default function SaveSearchPage({ actionData }: Route.ComponentProps) {
  if (!actionData) return <WhereToSave />;
  const { result, description, returnTo, ...offer } = actionData;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Save this search</h1>
      <p className="mt-2 text-ink-soft">We email you aircraft that newly match, at the pace you choose.</p>
      <Card className="mt-8 p-6 sm:p-8">
        <h2 className="text-sm font-semibold text-ink">This search looks for</h2>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="What this search looks for">
          {description.map((part) => (
            <li key={part} className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-700 ring-1 ring-navy-100">
              {part}
            </li>
          ))}
        </ul>
        <SaveSearchForm offer={{ ...offer, returnTo, saved: null }} lastResult={result} className="mt-6" />
      </Card>
      <p className="mt-6 text-center text-sm">
        <Link to={returnTo} className="font-semibold text-brand-700 hover:underline">
          Back to the search
        </Link>
      </p>
    </main>
  );
}

function WhereToSave() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Save a search</h1>
      <Card className="mt-8 p-6 sm:p-8">
        <p className="text-ink-soft">
          Search the catalogue or describe your mission to AI Match, then choose Save this search above the results. Your saved searches
          are listed on your dashboard.
        </p>
        <FindAircraftLinks className="mt-6">
          <LinkButton to={SAVED_SEARCHES_TAB} variant="ghost">
            Your saved searches
          </LinkButton>
        </FindAircraftLinks>
      </Card>
    </main>
  );
}
