import { type ComponentProps, useState } from "react";
import {
  BUDGET_LADDER,
  BUDGET_MAX,
  BUDGET_MAX_LABEL,
  BUDGET_MIN,
  BUDGET_MIN_LABEL,
  BUDGET_STEP,
  budgetLadderIndex,
  formatBudget,
} from "~/domain/matching/match-requirements";
import { useHydrated } from "../use-hydrated";

type BudgetSliderProps = Omit<ComponentProps<"input">, "type" | "id" | "value"> & {
  id: string;
  /** The slider's current value, shown in the output beside the label. */
  current: number;
  errors?: string[];
};

/**
 * The budget slider: a range input with its value in an output and the spec's end labels.
 * Without scripts it posts the spec's linear $50K steps; with scripts it moves along
 * BUDGET_LADDER's logarithmic steps and a hidden field posts the budget.
 */
export function BudgetSlider({ id, current, errors, ...props }: BudgetSliderProps) {
  const errorId = `${id}-error`;
  const hydrated = useHydrated();
  const [position, setPosition] = useState<number | null>(null);
  const shown = hydrated && position !== null ? (BUDGET_LADDER[position] ?? current) : current;
  const { name, defaultValue: _linearDefault, onChange: _linearChange, ...shared } = props;
  const common = {
    id,
    type: "range",
    "aria-valuetext": formatBudget(shown),
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": errors?.length ? errorId : undefined,
    className: "block h-2 w-full cursor-pointer accent-brand-600",
  } as const;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          Budget
        </label>
        <output htmlFor={id} aria-live="polite" className="text-lg font-bold text-brand-700 tabular-nums">
          {formatBudget(shown)}
        </output>
      </div>
      {hydrated ? (
        <>
          <input
            {...shared}
            {...common}
            min={0}
            max={BUDGET_LADDER.length - 1}
            step={1}
            value={position ?? budgetLadderIndex(current)}
            onChange={(event) => setPosition(Number(event.currentTarget.value))}
          />
          <input type="hidden" name={name} value={shown} />
        </>
      ) : (
        <input {...props} {...common} min={BUDGET_MIN} max={BUDGET_MAX} step={BUDGET_STEP} />
      )}
      <div className="flex justify-between text-xs font-medium text-muted" aria-hidden="true">
        <span>{BUDGET_MIN_LABEL}</span>
        <span>{BUDGET_MAX_LABEL}</span>
      </div>
      {errors?.length ? (
        <ul id={errorId} className="space-y-0.5 text-sm text-danger-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The slider position for a typed or URL value: within the range and on a step; the default otherwise. */
export function budgetPosition(value: string | undefined, fallback: number): number {
  const number = Number(value);
  if (value === undefined || value.trim() === "" || !Number.isFinite(number)) return fallback;
  const clamped = Math.min(BUDGET_MAX, Math.max(BUDGET_MIN, number));
  return BUDGET_MIN + Math.round((clamped - BUDGET_MIN) / BUDGET_STEP) * BUDGET_STEP;
}
