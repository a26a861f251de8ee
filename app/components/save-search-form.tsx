import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { SaveSearchOffer } from "~/domain/alerts/saved-search";
import { ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY, SEARCH_NAME_MAX_LENGTH } from "~/domain/alerts/alert-frequency";
import { FormAlert } from "./form-alert";
import { FrequencyChoice } from "./frequency-choice";
import { Button } from "./ui/button";
import { cx } from "./ui/cx";
import { InputField } from "./ui/field";
import { useSubmitting } from "./use-submitting";

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
