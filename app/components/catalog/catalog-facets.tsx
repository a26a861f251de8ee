import type { ReactNode } from "react";
import { SuggestCombobox } from "~/components/catalog/suggest-combobox";
import { DEFAULT_RADIUS_NM, RADIUS_OPTIONS } from "~/domain/airports/near-airport";
import { numberChoiceLabel } from "~/domain/catalog/facet-choices";
import { type CatalogFacetCounts, type CatalogFacets, FACET_PARAMS, type FacetCount, type FacetKey, type NumberFacet } from "~/domain/catalog/facets";
import { formatNumber } from "~/domain/format-number";

type Props = { facets: CatalogFacets; counts: CatalogFacetCounts; onPick: (form: HTMLFormElement, changed: string) => void };

/** The narrower filters, in the catalogue's GET form: each choice says how many aircraft it would show. */
export function CatalogFacetFields({ facets, counts, onPick }: Props) {
  const text = (key: "manufacturer" | "model" | "region", label: string, any: string, choices: FacetCount[]): Dropdown => {
    const value = facets[key];
    const same = (count: FacetCount) => count.value.toLowerCase() === value.toLowerCase();
    // A choice the other filters leave nothing for still shows, with its 0, while it is chosen.
    const options = value && !choices.some(same) ? [...choices, { value, count: 0 }] : choices;
    return { key, label, any, value: options.find(same)?.value ?? "", options: options.map((count) => [count.value, withCount(count.value, count.count, counts.counted)]) };
  };
  const dropdowns = [
    text("manufacturer", "Manufacturer", "All", counts.manufacturers),
    ...(facets.manufacturer ? [text("model", "Model", "All models", counts.models)] : []),
    text("region", "Country or region", "Anywhere", counts.regions),
    // A bound of a range as round choices; a choice that would show none says (0).
    ...NUMBER_FIELDS.map(({ key, label, any }): Dropdown => ({
      key,
      label,
      any,
      value: facets[key] === null ? "" : String(facets[key]),
      options: counts.numbers[key].map((count) => [String(count.value), withCount(numberChoiceLabel(key, count.value), count.count, counts.counted)]),
    })),
  ];
  return (
    <fieldset className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3 sm:grid-cols-3 lg:grid-cols-6">
      <legend className="sr-only">Narrow the search</legend>
      {dropdowns.map(({ key, label, any, value, options }) => (
        <Labelled key={key} id={`catalog-${FACET_PARAMS[key]}`} label={label}>
          <select
            id={`catalog-${FACET_PARAMS[key]}`}
            name={FACET_PARAMS[key]}
            defaultValue={value}
            onChange={(event) => {
              if (event.currentTarget.form) onPick(event.currentTarget.form, FACET_PARAMS[key]);
            }}
            className="control h-11"
          >
            <option value="">{any}</option>
            {options.map(([option, words]) => (
              <option key={option} value={option}>
                {words}
              </option>
            ))}
          </select>
        </Labelled>
      ))}
      <NearAirportFields facets={facets} onPick={onPick} />
    </fieldset>
  );
}

/** A dropdown of a facet: its label, its choice of none, the choice in force, and each choice's value and words. */
type Dropdown = { key: FacetKey; label: string; any: string; value: string; options: [value: string, words: string][] };

/** A label over its control; the control sits at the bottom, so a row's controls line up when one label wraps. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col justify-end gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-soft">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice's label, with how many aircraft it would show when they were counted. */
const withCount = (label: string, count: number, counted: boolean) => (counted ? `${label} (${count})` : label);

const NUMBER_FIELDS: { key: NumberFacet; label: string; any: string }[] = [
  { key: "yearFrom", label: "Year from", any: "Any year" },
  { key: "yearTo", label: "Year to", any: "Any year" },
  { key: "priceFrom", label: "Price from", any: "Any price" },
  { key: "priceTo", label: "Price to", any: "Any price" },
  { key: "maxHours", label: "Total time up to", any: "Any" },
  { key: "minSeats", label: "Seats at least", any: "Any" },
];

/** "Within 250 nm of KTEB": an airport's code, and the radius, which applies at once with scripts when an airport is set. */
function NearAirportFields({ facets, onPick }: { facets: CatalogFacets; onPick: Props["onPick"] }) {
  const radiusId = `catalog-${FACET_PARAMS.radiusNm}`;
  return (
    <>
      <Labelled id={`catalog-${FACET_PARAMS.near}`} label="Near airport (ICAO, IATA or FAA code)">
        <SuggestCombobox
          kind="airports"
          id={`catalog-${FACET_PARAMS.near}`}
          name={FACET_PARAMS.near}
          defaultValue={facets.near}
          placeholder="KTEB"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className="control h-11 w-full"
        />
      </Labelled>
      <Labelled id={radiusId} label="Within">
        <select
          id={radiusId}
          name={FACET_PARAMS.radiusNm}
          defaultValue={String(facets.radiusNm ?? DEFAULT_RADIUS_NM)}
          onChange={(event) => {
            if (event.currentTarget.form && facets.near) onPick(event.currentTarget.form, FACET_PARAMS.radiusNm);
          }}
          className="control h-11"
        >
          {RADIUS_OPTIONS.map((radius) => (
            <option key={radius} value={radius}>
              {`${formatNumber(radius)} nm`}
            </option>
          ))}
        </select>
      </Labelled>
    </>
  );
}
