import { getInputProps } from "~/components/forms/field-props";
import type { FieldMetadata } from "~/components/forms/use-form";
import { SuggestCombobox } from "~/components/catalog/suggest-combobox";
import { FieldShell } from "~/components/ui/field";

type Props = {
  field: FieldMetadata;
  /** Called with the chosen airport's place ("Teterboro, NJ"): the editor fills an empty location with it. */
  onPlace: (place: string) => void;
};

const HINT =
  "Optional: the ICAO, IATA or FAA code of the airport it is based at, such as KTEB, or type its name or city and choose it. Buyers searching near an airport find it by its distance from there.";

/** The base airport, with the catalogue's airport suggestions; without scripts, the plain code field. */
export function BaseAirportField({ field, onPlace }: Props) {
  const { defaultValue, ...input } = getInputProps(field, { type: "text" });
  const describedBy = [`${field.id}-hint`, field.errors?.length ? `${field.id}-error` : null].filter(Boolean).join(" ");
  return (
    <FieldShell id={field.id} label="Base airport" errors={field.errors} hint={HINT}>
      <SuggestCombobox
        {...input}
        kind="airports"
        defaultValue={typeof defaultValue === "string" ? defaultValue : ""}
        aria-describedby={describedBy}
        autoCapitalize="characters"
        spellCheck={false}
        className="control h-11 w-full"
        onPick={(suggestion) => {
          if (suggestion.place) onPlace(suggestion.place);
        }}
      />
    </FieldShell>
  );
}
