import type { ReactNode } from "react";
import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps } from "~/components/forms/field-props";
import type { FieldMetadata } from "~/components/forms/use-form";
import { Card } from "~/components/ui/card";
import { FieldErrors, InputField } from "~/components/ui/field";
import { SelectField, TextareaField } from "~/components/ui/form-fields";
import {
  DAMAGE_HISTORIES,
  ENGINE_TIME_BASES,
  EQUIPMENT_ITEMS,
  INSPECTION_PROGRAMMES,
  LOGBOOK_STATES,
  MAX_ENGINES,
  MAX_EQUIPMENT_LINES,
  type SectionsShown,
} from "~/domain/listings/aviation";

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-ink-soft">{description}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

/** The editor's field of a name, nested ones included ("engines[0].make"). */
type Fields = (name: string) => FieldMetadata;

function NumberInput({ field, label, hint }: { field: FieldMetadata; label: string; hint?: string }) {
  return <InputField label={label} hint={hint} inputMode="numeric" errors={field.errors} {...getInputProps(field, { type: "number" })} />;
}

function TextInput({ field, label, hint }: { field: FieldMetadata; label: string; hint?: string }) {
  return <InputField label={label} hint={hint} errors={field.errors} {...getInputProps(field, { type: "text" })} />;
}

function DateInput({ field, label }: { field: FieldMetadata; label: string }) {
  return <InputField label={label} errors={field.errors} {...getInputProps(field, { type: "date" })} />;
}

function Choice({ field, label, options }: { field: FieldMetadata; label: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return <SelectField label={label} errors={field.errors} options={[{ value: "", label: "Not given" }, ...options]} {...getSelectProps(field)} />;
}

const ENGINE_COUNTS = Array.from({ length: MAX_ENGINES }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));

const ENGINE_KEYS = ["make", "model", "timeHours", "basis", "tboHours", "programme"] as const;

function EngineFields({ field: fieldOf, index, shown }: { field: Fields; index: number; shown: SectionsShown }) {
  const field = (key: (typeof ENGINE_KEYS)[number]) => fieldOf(`engines[${index}].${key}`);
  const n = index + 1;
  const engine = fieldOf(`engines[${index}]`);
  return (
    <fieldset className="grid gap-5 rounded-lg border border-line p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">Engine {n}</legend>
      <TextInput field={field("make")} label={`Engine ${n} make`} hint={index === 0 ? "Such as Lycoming or Pratt & Whitney Canada" : undefined} />
      <TextInput field={field("model")} label={`Engine ${n} model`} hint={index === 0 ? "Such as IO-540 or PT6A-67P" : undefined} />
      <NumberInput field={field("timeHours")} label={`Engine ${n} time (hours)`} />
      <Choice field={field("basis")} label={`Engine ${n} time since`} options={ENGINE_TIME_BASES} />
      <NumberInput field={field("tboHours")} label={`Engine ${n} TBO (hours)`} hint={index === 0 ? "The manufacturer's time between overhauls." : undefined} />
      <TextInput field={field("programme")} label={`Engine ${n} programme`} hint={index === 0 ? "Optional: JSSI, ESP, TAP Blue, MSP..." : undefined} />
      {shown.propellers ? (
        <NumberInput field={fieldOf(`propellers[${index}].sinceOverhaulHours`)} label={`Propeller ${n} time since overhaul (hours)`} />
      ) : null}
      <FieldErrors errors={engine.errors} />
    </fieldset>
  );
}

/** True when the seller gave anything for engine 3 or 4, so their blocks start open. */
function moreEnginesGiven(field: Fields): boolean {
  return [2, 3].some((index) => ENGINE_KEYS.some((key) => field(`engines[${index}].${key}`).initialValue));
}

/**
 * The aviation sections of the listing editor: airframe, engines (with their propellers),
 * equipment, inspection and history. Each field is optional while a listing is a draft;
 * what a category does not have (a jet's propellers, a piston's APU) is not asked.
 */
export function AviationFields({ field, shown }: { field: Fields; shown: SectionsShown }) {
  const engines = field("engines");
  const items = field("equipment.items");
  const adsbOut = field("equipment.adsbOut");
  const other = field("equipment.other");
  const damageDescription = field("history.damageDescription");
  return (
    <>
      <Section title="Airframe" description="Total time and year are above; these are the airframe's other clocks.">
        <NumberInput field={field("airframe.landings")} label="Landings or cycles" />
        {shown.apu ? <NumberInput field={field("airframe.apuHours")} label="APU time (hours)" /> : null}
        {shown.rotor ? (
          <>
            <NumberInput field={field("airframe.mainTransmissionHours")} label="Main transmission time (hours)" hint="Helicopters: since new or overhaul." />
            <NumberInput field={field("airframe.tailRotorGearboxHours")} label="Tail rotor gearbox time (hours)" />
            <NumberInput field={field("airframe.mainRotorBladesHours")} label="Main rotor blade time (hours)" />
          </>
        ) : null}
      </Section>
      <Section title="Engines" description="One block an engine: its time, what the time counts since, and its TBO. Leave the blocks of engines it does not have blank.">
        <Choice field={field("airframe.engineCount")} label="Number of engines" options={ENGINE_COUNTS} />
        <EngineFields field={field} index={0} shown={shown} />
        <EngineFields field={field} index={1} shown={shown} />
        <details open={moreEnginesGiven(field)} className="sm:col-span-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Engines 3 and 4</summary>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            {Array.from({ length: MAX_ENGINES - 2 }, (_, offset) => (
              <EngineFields key={offset} field={field} index={offset + 2} shown={shown} />
            ))}
          </div>
        </details>
        <FieldErrors errors={engines.errors} />
      </Section>
      <Section title="Avionics and equipment" description="Tick what it has; list anything else one a line.">
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-ink">ADS-B Out</legend>
          <div className="mt-2 flex gap-6">
            {getCollectionProps(adsbOut, { type: "radio", options: ["yes", "no"] }).map((props) => (
              <label key={props.value} className="flex items-center gap-2 text-sm text-ink-soft">
                <input {...props} key={props.key} className="size-4 accent-brand-600" />
                {props.value === "yes" ? "Yes, ADS-B Out" : "No ADS-B Out"}
              </label>
            ))}
          </div>
          <FieldErrors errors={adsbOut.errors} />
        </fieldset>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-ink">Equipment</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {getCollectionProps(items, { type: "checkbox", options: EQUIPMENT_ITEMS.map((item) => item.value) }).map((props) => (
              <label key={props.value} className="flex items-center gap-2 text-sm text-ink-soft">
                <input {...props} key={props.key} className="size-4 rounded accent-brand-600" />
                {EQUIPMENT_ITEMS.find((item) => item.value === props.value)?.label}
              </label>
            ))}
          </div>
          <FieldErrors errors={items.errors} />
        </fieldset>
        <TextareaField
          label="Other equipment"
          hint={`One a line, at most ${MAX_EQUIPMENT_LINES}: such as Garmin G1000 NXi, GFC 700 autopilot.`}
          rows={3}
          fieldClassName="sm:col-span-2"
          errors={other.errors}
          {...getTextareaProps(other)}
        />
      </Section>
      <Section title="Inspection status" description="The last annual or major inspection and when the next is due.">
        <DateInput field={field("inspection.lastDate")} label="Last inspection" />
        <Choice field={field("inspection.programme")} label="Inspection programme" options={INSPECTION_PROGRAMMES} />
        <DateInput field={field("inspection.nextDue")} label="Next inspection due" />
      </Section>
      <Section title="History" description="What buyers ask before they fly out: damage, logbooks, paint and interior.">
        <Choice field={field("history.damage")} label="Damage history" options={DAMAGE_HISTORIES} />
        <Choice field={field("history.logbooks")} label="Logbooks" options={LOGBOOK_STATES} />
        <TextareaField
          label="Damage and repair"
          hint="If it has damage history: what happened and who repaired it."
          rows={3}
          fieldClassName="sm:col-span-2"
          errors={damageDescription.errors}
          {...getTextareaProps(damageDescription)}
        />
        <NumberInput field={field("history.paintYear")} label="Painted in" hint="The year." />
        <NumberInput field={field("history.paintRating")} label="Paint condition (1-10)" />
        <NumberInput field={field("history.interiorYear")} label="Interior refurbished in" hint="The year, or the year it was built if original." />
        <NumberInput field={field("history.interiorRating")} label="Interior condition (1-10)" />
      </Section>
    </>
  );
}
