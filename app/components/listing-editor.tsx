import type { SubmissionResult } from "@conform-to/react";
import { type ReactNode, useRef } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "~/components/forms/field-props";
import { type FormConstraint, useForm } from "~/components/forms/use-form";
import { AviationFields } from "~/components/listing-sections/aviation-fields";
import { BaseAirportField } from "~/components/listing-sections/base-airport-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { InputField } from "~/components/ui/field";
import { RequiredNote, SelectField, TextareaField } from "~/components/ui/form-fields";
import { useDeferredValidation } from "~/components/use-deferred-validation";
import { useSubmitting } from "~/components/use-submitting";
import { AIRCRAFT_CATEGORIES, AIRCRAFT_CATEGORY_VALUES, type AircraftCategory } from "~/domain/catalog/categories";
import { type FormValue, sectionsShown } from "~/domain/listings/aviation";
import type { ListingStatus } from "~/domain/listings/listing";
import type { ListingDraft, ListingForm } from "~/domain/listings/listing-form";
import { checksOnlyWhatIsTyped, formatPriceInput, MAX_FEATURES, withoutThousandsSeparators } from "~/domain/listings/listing-input";
import { REQUIRED_FIELD_LABELS, REQUIRED_LISTING_FIELDS } from "~/domain/listings/required-fields";

type ListingEditorProps = {
  action: string;
  defaultValue: Record<string, FormValue>;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Null for a new listing. */
  status: ListingStatus | null;
  /** The form's HTML constraints (required, lengths), which the server works out so the page renders them without zod. */
  constraint: FormConstraint;
  /** An existing listing's version as this page shows it (listing-edits.ts), sent back with a save. */
  version?: string;
};

const loadPublishValidation = () => import("~/components/listing-validation").then((forms) => forms.validateListing);
const loadDraftValidation = () => import("~/components/listing-validation").then((forms) => forms.validateListingDraft);

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-ink-soft">{description}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

/** The price hint, with the typed price read back in dollars once it is a whole number. */
function priceHint(typed: unknown): string {
  const hint = "Whole US dollars, with or without thousands separators, such as 4,250,000.";
  if (typeof typed !== "string") return hint;
  const value = withoutThousandsSeparators(typed);
  if (typeof value !== "string" || !/^\d{4,10}$/.test(value)) return hint;
  const grouped = formatPriceInput(Number(value));
  return typed.trim() === grouped ? hint : `${hint} Reads as $${grouped}.`;
}

/** One long form: every field a buyer compares aircraft on, grouped as the detail page shows them. */
export function ListingEditor({ action, defaultValue, lastResult, status, constraint, version }: ListingEditorProps) {
  const lastIntent = useRef<unknown>(lastResult?.initialValue?.intent ?? null);
  const publishValidation = useDeferredValidation(loadPublishValidation);
  const draftValidation = useDeferredValidation(loadDraftValidation);
  const [form, fields, field] = useForm<ListingForm | ListingDraft>({
    id: "listing-editor",
    lastResult,
    defaultValue,
    constraint,
    // As on the server: Save as draft checks only what is typed, Publish every field. A
    // check while typing has no button pressed: it follows the last one. Until the schema
    // has arrived, a submission goes to the action as it is.
    validate: (formData) => {
      const intent = formData.get("intent") ?? lastIntent.current;
      lastIntent.current = intent;
      return (checksOnlyWhatIsTyped(intent, status) ? draftValidation : publishValidation).validate(formData);
    },
  });
  const saving = useSubmitting(action);
  const invalidNames = Object.keys(form.allErrors).filter((name) => name !== "");
  const invalidFields = invalidNames.length;
  // Field by field, in the form's order, what Publish still needs (the sections' own fields are marked where they are).
  const invalidLabels = (["name", ...REQUIRED_LISTING_FIELDS] as const)
    .filter((name) => invalidNames.includes(name))
    .map((name) => (name === "name" ? "Title" : REQUIRED_FIELD_LABELS[name]));
  const number = (field: (typeof fields)["year"], label: string, hint?: string) => (
    <InputField label={label} hint={hint} inputMode="numeric" errors={field.errors} {...getInputProps(field, { type: "number" })} />
  );
  const textInput = (field: (typeof fields)["name"], label: string, extra?: { hint?: string; autoComplete?: string }) => (
    <InputField label={label} errors={field.errors} {...extra} {...getInputProps(field, { type: "text" })} />
  );
  const published = status !== null && status !== "draft";
  const category = AIRCRAFT_CATEGORY_VALUES.find((value): value is AircraftCategory => value === fields.category.value);
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      onFocus={() => {
        publishValidation.prepare();
        draftValidation.prepare();
      }}
      className="mt-8 space-y-6"
    >
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      <RequiredNote when={status === null || status === "draft" ? "to publish" : undefined} />
      <FormAlert id={form.errorId} errors={form.errors} />
      {invalidFields > 0 ? (
        // Without JavaScript the page comes back at its top, far from the field to fix.
        <p role="alert" className="rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {invalidFields === 1 ? "One field needs" : `${invalidFields} fields need`} your attention below. Everything you typed is still here.
          {invalidLabels.length > 0 ? ` To fill in or correct: ${invalidLabels.join(", ")}.` : null}
        </p>
      ) : null}
      <Section title="The aircraft" description="What buyers search and filter on.">
        <div className="sm:col-span-2">{textInput(fields.name, "Title", { hint: "For example: 2019 Cessna Citation CJ3+" })}</div>
        {textInput(fields.manufacturer, "Manufacturer")}
        {textInput(fields.model, "Model")}
        {number(fields.year, "Year")}
        <SelectField
          label="Category"
          errors={fields.category.errors}
          options={[{ value: "", label: "Choose a category" }, ...AIRCRAFT_CATEGORIES]}
          {...getSelectProps(fields.category)}
        />
        <InputField
          label="Asking price (USD)"
          hint={priceHint(fields.price.value)}
          inputMode="numeric"
          autoComplete="off"
          errors={fields.price.errors}
          {...getInputProps(fields.price, { type: "text" })}
        />
        {textInput(fields.location, "Location", { hint: "City and state or country, such as Scottsdale, AZ. Left empty, it is the base airport's." })}
        <BaseAirportField
          field={fields.baseAirport}
          onPlace={(place) => {
            // A location the seller typed stays theirs.
            const location = document.getElementById(fields.location.id);
            if (location instanceof HTMLInputElement && location.value.trim() === "") location.value = place;
          }}
        />
        {number(fields.totalTimeHours, "Total time (hours)")}
        {number(fields.seats, "Seats")}
        {number(fields.usefulLoadLbs, "Useful load (lbs)")}
        {number(fields.availableInMonths, "Available in (months)", "0 if it can be delivered now.")}
        {textInput(fields.registration, "Registration", { hint: "Such as N123AB or G-ABCD" })}
        {textInput(fields.serialNumber, "Serial number")}
      </Section>
      <Section title="Description and features" description="What makes this aircraft worth a call.">
        <TextareaField
          label="Description"
          rows={6}
          fieldClassName="sm:col-span-2"
          errors={fields.description.errors}
          {...getTextareaProps(fields.description)}
        />
        <TextareaField
          label="Features"
          hint={`One a line, at most ${MAX_FEATURES}: avionics, upgrades, inspections.`}
          rows={6}
          fieldClassName="sm:col-span-2"
          errors={fields.features.errors}
          {...getTextareaProps(fields.features)}
        />
      </Section>
      <Section title="Specifications" description="The six figures buyers compare, in the units shown.">
        {number(fields.maxSpeedKts, "Max speed (kts)")}
        {number(fields.cruiseSpeedKts, "Cruise speed (kts)")}
        {number(fields.rangeNm, "Range (nm)")}
        {number(fields.ceilingFt, "Ceiling (ft)")}
        {number(fields.fuelCapacityGal, "Fuel capacity (gal)")}
        {number(fields.baggageCuFt, "Baggage (cu ft)")}
      </Section>
      <AviationFields field={field} shown={sectionsShown(category)} />
      <Section title="Contact" description="Shown on the listing. Inquiries reach you by email and on your dashboard.">
        {textInput(fields.contactName, "Contact name", { autoComplete: "name" })}
        {textInput(fields.contactCompany, "Company", { autoComplete: "organization" })}
        <InputField label="Phone" autoComplete="tel" errors={fields.contactPhone.errors} {...getInputProps(fields.contactPhone, { type: "tel" })} />
        <InputField label="Email" autoComplete="email" errors={fields.contactEmail.errors} {...getInputProps(fields.contactEmail, { type: "email" })} />
      </Section>
      {published ? null : (
        <p className="text-sm text-ink-soft">
          Save as draft keeps whatever you have typed, however incomplete: only a title is needed, and only you see a draft. Publish needs every
          field, and says which are missing.
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {published ? (
          <Button type="submit" name="intent" value="save" size="lg" disabled={saving}>
            {saving ? "Saving..." : "Save changes"}
          </Button>
        ) : (
          <>
            <Button type="submit" name="intent" value="draft" variant="outline" size="lg" formNoValidate disabled={saving}>
              Save as draft
            </Button>
            <Button type="submit" name="intent" value="publish" size="lg" disabled={saving}>
              {saving ? "Saving..." : "Publish"}
            </Button>
          </>
        )}
      </div>
    </Form>
  );
}
