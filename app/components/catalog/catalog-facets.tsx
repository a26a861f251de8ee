import type { ReactNode } from "react";
import { controlClasses } from "~/components/ui/field";
import { cx } from "~/components/ui/cx";
import { SuggestCombobox } from "~/components/catalog/suggest-combobox";
import { DEFAULT_RADIUS_NM, RADIUS_OPTIONS } from "~/domain/airports/near-airport";
import { numberChoiceLabel } from "~/domain/catalog/facet-choices";
import { type CatalogFacetCounts, type CatalogFacets, FACET_PARAMS, type FacetCount, type NumberFacet } from "~/domain/catalog/facets";
import { formatNumber } from "~/domain/format-number";

type Props = { facets: CatalogFacets; counts: CatalogFacetCounts; onPick: (form: HTMLFormElement, changed: string) => void };

/** The narrower filters, in the catalogue's GET form: each choice says how many aircraft it would show. */
export function CatalogFacetFields({ facets, counts, onPick }: Props) {
  return (
    <fieldset className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3 sm:grid-cols-3 lg:grid-cols-6">
      <legend className="sr-only">Narrow the search</legend>
      <CountedSelect name={FACET_PARAMS.manufacturer} label="Manufacturer" any="All" value={facets.manufacturer} counts={counts.manufacturers} counted={counts.counted} onPick={onPick} />
      {facets.manufacturer ? (
        <CountedSelect name={FACET_PARAMS.model} label="Model" any="All models" value={facets.model} counts={counts.models} counted={counts.counted} onPick={onPick} />
      ) : null}
      <CountedSelect name={FACET_PARAMS.region} label="Country or region" any="Anywhere" value={facets.region} counts={counts.regions} counted={counts.counted} onPick={onPick} />
      {NUMBER_FIELDS.map(({ key, label, any }) => (
        <NumberSelect key={key} facet={key} label={label} any={any} value={facets[key]} counts={counts.numbers[key]} counted={counts.counted} onPick={onPick} />
      ))}
      <NearAirportFields facets={facets} onPick={onPick} />
    </fieldset>
  );
}

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

type CountedSelectProps = { name: string; label: string; any: string; value: string; counts: FacetCount[]; counted: boolean; onPick: Props["onPick"] };

function CountedSelect({ name, label, any, value, counts, counted, onPick }: CountedSelectProps) {
  const id = `catalog-${name}`;
  // A choice the other filters leave nothing for still shows, with its 0, while it is chosen.
  const options = value && !counts.some((count) => count.value.toLowerCase() === value.toLowerCase()) ? [...counts, { value, count: 0 }] : counts;
  const selected = options.find((count) => count.value.toLowerCase() === value.toLowerCase())?.value ?? "";
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        name={name}
        defaultValue={selected}
        onChange={(event) => {
          if (event.currentTarget.form) onPick(event.currentTarget.form, name);
        }}
        className={cx(controlClasses, "h-11")}
      >
        <option value="">{any}</option>
        {options.map((count) => (
          <option key={count.value} value={count.value}>
            {withCount(count.value, count.count, counted)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

const NUMBER_FIELDS: { key: NumberFacet; label: string; any: string }[] = [
  { key: "yearFrom", label: "Year from", any: "Any year" },
  { key: "yearTo", label: "Year to", any: "Any year" },
  { key: "priceFrom", label: "Price from", any: "Any price" },
  { key: "priceTo", label: "Price to", any: "Any price" },
  { key: "maxHours", label: "Total time up to", any: "Any" },
  { key: "minSeats", label: "Seats at least", any: "Any" },
];

type NumberSelectProps = { facet: NumberFacet; label: string; any: string; value: number | null; counts: { value: number; count: number }[]; counted: boolean; onPick: Props["onPick"] };

/** A bound of a range as round choices, each with the aircraft it would show; a choice that would show none says (0). */
function NumberSelect({ facet, label, any, value, counts, counted, onPick }: NumberSelectProps) {
  const name = FACET_PARAMS[facet];
  const id = `catalog-${name}`;
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        name={name}
        defaultValue={value === null ? "" : String(value)}
        onChange={(event) => {
          if (event.currentTarget.form) onPick(event.currentTarget.form, name);
        }}
        className={cx(controlClasses, "h-11")}
      >
        <option value="">{any}</option>
        {counts.map((count) => (
          <option key={count.value} value={count.value}>
            {withCount(numberChoiceLabel(facet, count.value), count.count, counted)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

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
          className={cx(controlClasses, "h-11 w-full")}
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
          className={cx(controlClasses, "h-11")}
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
