import { useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "~/components/forms/field-props";
import type { SubmissionResult } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ADDITIONAL_NOTES_MAX_LENGTH, AIRCRAFT_TYPE_OPTIONS, BUDGET_DEFAULT, PASSENGER_CAPACITY_OPTIONS, RANGE_OPTIONS, TIMELINE_OPTIONS, USAGE_OPTIONS } from "~/domain/matching/match-requirements";
import { MATCH_THRESHOLD, MATCH_WEIGHTS } from "~/domain/matching/rules";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { cx } from "../ui/cx";
import { SelectField, TextareaField } from "../ui/form-fields";
import { useDeferredValidation } from "../use-deferred-validation";
import { useHydrated } from "../use-hydrated";
import { BudgetSlider, budgetPosition } from "./budget-slider";
import { SparkIcon, Spinner } from "./icons";
import type { BuyerValues } from "./journey-fields";

/** The form's HTML constraints (required, lengths), which the server works out so the page renders them without zod. */
export type BuyerConstraint = ReturnType<typeof getZodConstraint>;

type BuyerFormProps = {
  values: BuyerValues;
  constraint: BuyerConstraint;
  lastResult: SubmissionResult<string[]> | null;
  analysing: boolean;
  onAnalyse: () => void;
};

const loadBuyerValidation = () => import("./form-validation").then((forms) => forms.validateMatchRequirements);

/** The buyer's "Find your aircraft" form: a GET form, so its answers and results are a URL. */
export function BuyerForm({ values, constraint, lastResult, analysing, onAnalyse }: BuyerFormProps) {
  const hydrated = useHydrated();
  const validation = useDeferredValidation(loadBuyerValidation);
  const [form, fields] = useForm({
    id: "match-requirements",
    lastResult,
    defaultValue: values,
    constraint,
    validateOn: "blur",
    validate: validation.validate,
  });
  const formProps = getFormProps(form);
  const typeChosen = Boolean(fields.aircraftType.value);
  const budgetValue = fields.budget.value;
  const budget = budgetPosition(typeof budgetValue === "string" ? budgetValue : undefined, BUDGET_DEFAULT);
  const typeProps = getSelectProps(fields.aircraftType);
  const capacityProps = getSelectProps(fields.passengerCapacity);
  const rangeProps = getSelectProps(fields.range);
  const usageProps = getSelectProps(fields.usage);
  const timelineProps = getSelectProps(fields.timeline);
  const notesProps = getTextareaProps(fields.additionalNotes);
  const { type: _budgetType, ...budgetProps } = getInputProps(fields.budget, { type: "range" });
  return (
    <Card className="mx-auto mt-8 max-w-3xl p-5 sm:p-8">
      <h2 className="text-xl font-semibold text-ink">Your requirements</h2>
      <p className="mt-1 text-sm text-muted">Only the aircraft type (marked *) is required; every other answer sharpens the ranking.</p>
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
            label="Aircraft Type"
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
          A match is the aircraft type you chose within your budget; other aircraft within reach are shown as close alternatives.
          Each answer is scored from 0 to 1 and weighted, and a question left blank counts as half, since nothing is known about it:
          100% means every question was answered and met. Aircraft priced more than 50% over your budget are left out.
        </p>
        <ul className="flex flex-wrap gap-2">
          {criteria.map(([label, weight]) => (
            <li key={label} className="rounded-full bg-surface px-2.5 py-1 text-xs font-medium text-ink ring-1 ring-line">
              {label} <span className="text-muted">{weight}</span>
            </li>
          ))}
        </ul>
        <p>A score of {MATCH_THRESHOLD}% or more is a good match.</p>
      </div>
    </details>
  );
}
