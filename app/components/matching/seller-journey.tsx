import { useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps, getSelectProps } from "~/components/forms/field-props";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { AIRCRAFT_CATEGORIES } from "~/domain/catalog/categories";
import { latestModelYear, SELLER_AIRCRAFT_LIMITS } from "~/domain/matching/seller-aircraft-limits";
import type { SellerDemand } from "~/domain/matching/seller-demand";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { cx } from "../ui/cx";
import { FieldErrors, InputField } from "../ui/field";
import { RequiredNote, SelectField } from "../ui/form-fields";
import { useDeferredValidation } from "../use-deferred-validation";
import { DemandSummary } from "./demand-summary";
import type { SellerValues } from "./journey-fields";
import { Spinner, TagIcon } from "./icons";

const loadSellerValidation = () => import("./form-validation").then((forms) => forms.validateSellerAircraft);

/** What the loader found for the described aircraft, with the aircraft and its price in words. */
export type SellerDemandData = SellerDemand & { aircraft: string; price: string };

/**
 * The seller's side of /ai-match: describe an aircraft (a GET form, so the result is
 * a URL) and see how many recent buyer searches it would match.
 */
export function SellerJourney({ values, lastResult, demand }: { values: SellerValues; lastResult: SubmissionResult<string[]> | null; demand: SellerDemandData | null }) {
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "GET" && new URLSearchParams(navigation.location.search).get("role") === "seller";
  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]">
      <SellerForm key={new URLSearchParams(values).toString()} values={values} lastResult={lastResult} checking={checking} />
      <div className={cx(demand ? "order-first lg:order-none" : null)}>
        {demand ? (
          <DemandSummary demand={demand} aircraft={demand.aircraft} price={demand.price} />
        ) : (
          <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-12 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <TagIcon />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-ink">See who is looking for an aircraft like yours</h2>
            <p className="mx-auto mt-2 max-w-md text-sm leading-6 text-ink-soft">
              Describe your aircraft and we score it against every buyer search of the last 90 days: how many it would match, how well,
              and what buyers miss. Only totals are shown, never who searched.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

function SellerForm({ values, lastResult, checking }: { values: SellerValues; lastResult: SubmissionResult<string[]> | null; checking: boolean }) {
  const validation = useDeferredValidation(loadSellerValidation);
  const [form, fields] = useForm({
    id: "seller-aircraft",
    lastResult,
    defaultValue: values,
    validateOn: "blur",
    validate: validation.validate,
  });
  const limits = SELLER_AIRCRAFT_LIMITS;
  const number = (field: (typeof fields)[keyof typeof fields]) => {
    const props = getInputProps(field, { type: "number" });
    return { ...props, inputMode: "numeric" as const, errors: field.errors };
  };
  const categoryProps = getSelectProps(fields.category);
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold text-ink">Your aircraft</h2>
      <RequiredNote className="mt-1" />
      {lastResult?.error ? (
        <div role="alert" className="mt-4 rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700">
          Please check the highlighted answers below.
        </div>
      ) : null}
      <Form method="get" action="/ai-match" {...getFormProps(form)} onFocus={validation.prepare} className="mt-5 space-y-5">
        <input type="hidden" name="role" value="seller" />
        <SelectField
          label="Category"
          errors={fields.category.errors}
          options={[{ value: "", label: "Select category" }, ...AIRCRAFT_CATEGORIES]}
          {...categoryProps}
          required
        />
        <InputField label="Asking price (USD)" placeholder="e.g. 2500000" hint="Whole US dollars: 2500000 is $2.5M." required min={limits.price.min} max={limits.price.max} step={1} {...number(fields.price)} />
        <div className="grid grid-cols-2 gap-4">
          <InputField label="Passenger seats" required min={limits.seats.min} max={limits.seats.max} step={1} {...number(fields.seats)} />
          <InputField label="Year" required min={limits.year.min} max={latestModelYear()} step={1} {...number(fields.year)} />
          <InputField label="Range (nm)" required min={limits.rangeNm.min} max={limits.rangeNm.max} step={1} {...number(fields.rangeNm)} />
          <InputField label="Useful load (lbs)" required min={limits.usefulLoadLbs.min} max={limits.usefulLoadLbs.max} step={1} {...number(fields.usefulLoadLbs)} />
        </div>
        <InputField
          label="Available in (months)"
          hint="0 means available now."
          placeholder="0"
          min={limits.availableInMonths.min}
          max={limits.availableInMonths.max}
          step={1}
          {...number(fields.availableInMonths)}
        />
        <FieldErrors errors={form.errors} />
        <input type="hidden" name="run" value="1" />
        <Button type="submit" size="lg" className="w-full" disabled={checking}>
          {checking ? <Spinner /> : null}
          {checking ? "Checking demand..." : "See Buyer Demand"}
        </Button>
      </Form>
    </Card>
  );
}
