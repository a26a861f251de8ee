import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import type { SaveSearchOffer } from "~/domain/alerts/saved-search";
import { ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY, SAVED_SEARCHES_TAB, SEARCH_NAME_MAX_LENGTH } from "~/domain/alerts/alert-frequency";
import { FormAlert } from "./form-alert";
import { FrequencyChoice } from "./frequency-choice";
import { Button } from "./ui/button";
import { cx } from "./ui/cx";
import { InputField } from "./ui/field";
import { useSubmitting } from "./use-submitting";

/**
 * "Save this search" as a disclosure: a native <details>, so it opens without
 * JavaScript. A search the buyer saved before reads as saved, with a link to
 * manage it.
 */
export function SaveSearchMenu({ offer }: { offer: SaveSearchOffer }) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownAt = useRef(location.key);
  // Closed when the visitor moves on, not when the page hydrates: it may have been opened before.
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (disclosure.current) disclosure.current.open = false;
  }, [location.key]);
  if (offer.saved) {
    return (
      <Link
        to={SAVED_SEARCHES_TAB}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-1 text-sm font-semibold text-success-700 hover:underline"
      >
        <CheckIcon />
        Saved as “{offer.saved.name}”
      </Link>
    );
  }
  return (
    <details ref={disclosure} className="group relative">
      <summary className="flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
        <BookmarkIcon />
        Save this search
      </summary>
      {/* On a phone the panel opens in place; from sm up it drops down over the page. */}
      <div className="z-30 mt-3 w-[min(calc(100vw-2rem),24rem)] max-w-full sm:max-w-none rounded-(--radius-card) border border-line bg-surface p-5 text-left shadow-(--shadow-lift) sm:absolute sm:top-full sm:right-0 sm:mt-2">
        <h2 className="text-base font-semibold text-ink">Save this search</h2>
        <p className="mt-1 text-sm text-ink-soft">We email you aircraft that newly match, at the pace you choose.</p>
        <SaveSearchForm offer={offer} lastResult={null} className="mt-4" />
      </div>
    </details>
  );
}

/**
 * The form behind the menu, and alone on /saved-searches when a save came back with a
 * mistake (`lastResult`, the action's answer). A name and four radios need no
 * validation library in the page: the browser checks the attributes, the action the schema.
 */
export function SaveSearchForm({ offer, lastResult, className }: { offer: SaveSearchOffer; lastResult: SubmissionResult<string[]> | null; className?: string }) {
  const saving = useSubmitting("/saved-searches");
  const sent = lastResult?.initialValue;
  const name = typeof sent?.name === "string" ? sent.name : offer.suggestedName;
  const chosen = ALERT_FREQUENCIES.find((option) => option.value === sent?.frequency)?.value ?? DEFAULT_ALERT_FREQUENCY;
  const formErrors = lastResult?.error?.[""] ?? undefined;
  return (
    <Form method="post" action="/saved-searches" aria-describedby={formErrors ? "save-search-error" : undefined} className={cx("space-y-4", className)}>
      {offer.fields.map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <input type="hidden" name="returnTo" value={offer.returnTo} />
      <InputField
        id="save-search-name"
        name="name"
        type="text"
        label="Name"
        defaultValue={name}
        required
        maxLength={SEARCH_NAME_MAX_LENGTH}
        errors={lastResult?.error?.name ?? undefined}
        hint={`Up to ${SEARCH_NAME_MAX_LENGTH} characters.`}
      />
      <FrequencyChoice name="frequency" id="save-search-frequency" defaultValue={chosen} errors={lastResult?.error?.frequency ?? undefined} />
      <FormAlert id="save-search-error" errors={formErrors} />
      <Button type="submit" className="w-full" disabled={saving}>
        {saving ? "Saving..." : "Save search"}
      </Button>
      {offer.signedIn ? null : <p className="text-center text-xs text-muted">Next, sign in or create a free buyer account to keep it.</p>}
    </Form>
  );
}

function BookmarkIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M5.5 3.5h9v13l-4.5-3.2-4.5 3.2z" strokeLinejoin="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="m5 10.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
