import {
  ATTRIBUTE_FLAGS,
  ATTRIBUTE_PARAMS,
  type AttributeCounts,
  type AttributeFacets,
  engineHoursChoices,
  engineHoursLabel,
  FLAG_LABELS,
} from "~/domain/catalog/aircraft-attributes";

type Props = { facets: AttributeFacets; counts: AttributeCounts | null; onPick: (form: HTMLFormElement, changed: string) => void };

/**
 * The filters on what a buyer weighs beside the figures, in the catalogue's GET form: hours
 * to TBO as a dropdown, the rest as checkboxes, each with how many aircraft it would show
 * (none when the words match too many to count). Plain form controls: without scripts the
 * Apply filters button sends them; with scripts a change applies at once.
 */
export function AttributeFilterFields({ facets, counts, onPick }: Props) {
  const counted = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  const pick = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }, name: string) => {
    if (event.currentTarget.form) onPick(event.currentTarget.form, name);
  };
  const hoursId = `catalog-${ATTRIBUTE_PARAMS.minEngineHours}`;
  return (
    <fieldset className="mt-3 flex flex-wrap items-end gap-x-5 gap-y-2 border-t border-line pt-3">
      <legend className="sr-only">Condition and seller</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={hoursId} className="text-xs font-medium text-ink-soft">
          Engine time to TBO
        </label>
        <select
          id={hoursId}
          name={ATTRIBUTE_PARAMS.minEngineHours}
          defaultValue={facets.minEngineHours === null ? "" : String(facets.minEngineHours)}
          onChange={(event) => pick(event, ATTRIBUTE_PARAMS.minEngineHours)}
          className="control h-11"
        >
          <option value="">Any</option>
          {engineHoursChoices(facets.minEngineHours).map((hours) => (
            <option key={hours} value={hours}>
              {counted(engineHoursLabel(hours), counts?.engineHours.find((choice) => choice.value === hours)?.count)}
            </option>
          ))}
        </select>
      </div>
      {ATTRIBUTE_FLAGS.map((key) => (
        <label key={key} className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name={ATTRIBUTE_PARAMS[key]}
            value="1"
            defaultChecked={facets[key]}
            onChange={(event) => pick(event, ATTRIBUTE_PARAMS[key])}
            className="size-5 accent-brand-600"
          />
          {counted(FLAG_LABELS[key], counts?.flags[key])}
        </label>
      ))}
    </fieldset>
  );
}
