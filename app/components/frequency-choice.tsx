import { ALERT_FREQUENCIES, type AlertFrequency } from "~/domain/alerts/alert-frequency";
import { FieldErrors } from "./ui/field";

/** Four radio buttons drawn as a segmented control: a native group, so it works without scripts. */
export function FrequencyChoice({ id, name, defaultValue, errors }: { id: string; name: string; defaultValue: AlertFrequency; errors?: string[] | undefined }) {
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-ink">Email alerts</legend>
      <div className="mt-1.5 grid grid-cols-4 gap-1 rounded-xl bg-navy-50 p-1">
        {ALERT_FREQUENCIES.map((option) => (
          <label key={option.value} className="relative">
            <input type="radio" name={name} value={option.value} defaultChecked={option.value === defaultValue} className="peer sr-only" />
            <span className="block cursor-pointer rounded-lg px-2 py-1.5 text-center text-sm font-semibold text-muted transition-colors peer-checked:bg-surface peer-checked:text-ink peer-checked:shadow-sm peer-focus-visible:ring-3 peer-focus-visible:ring-brand-500 hover:text-ink">
              {option.label}
            </span>
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
        Instant emails each new match; daily and weekly gather them into one digest.
      </p>
      <FieldErrors errors={errors} />
    </fieldset>
  );
}
