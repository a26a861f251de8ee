import type { ReactNode } from "react";
import { SuggestCombobox } from "~/components/catalog/suggest-combobox";
import { DEFAULT_RADIUS_NM, RADIUS_OPTIONS } from "~/domain/airports/near-airport";
import type { FacetSelect } from "~/domain/catalog/facet-choices";
import { type CatalogFacets, FACET_PARAMS } from "~/domain/catalog/facets";

type Props = { facets: CatalogFacets; selects: FacetSelect[]; onPick: (form: HTMLFormElement, changed: string) => void };

/**
 * The narrower filters, in the catalogue's GET form: each choice says how many aircraft it
 * would show. The loader words the dropdowns (`facetSelects`); the airport is typed.
 */
export function CatalogFacetFields({ facets, selects, onPick }: Props) {
  return (
    <fieldset className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3 sm:grid-cols-3 lg:grid-cols-6">
      <legend className="sr-only">Narrow the search</legend>
      {selects.map((select) => (
        <Labelled key={select.name} id={`catalog-${select.name}`} label={select.label}>
          <select
            id={`catalog-${select.name}`}
            name={select.name}
            defaultValue={select.value}
            onChange={(event) => {
              if (event.currentTarget.form) onPick(event.currentTarget.form, select.name);
            }}
            className="control h-11"
          >
            {select.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Labelled>
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
              {`${radius.toLocaleString("en-US")} nm`}
            </option>
          ))}
        </select>
      </Labelled>
    </>
  );
}
