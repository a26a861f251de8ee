import type { ComponentProps } from "react";
import { BUDGET_MAX, BUDGET_MAX_LABEL, BUDGET_MIN, BUDGET_MIN_LABEL, BUDGET_STEP, formatBudget } from "~/domain/matching/match-requirements";

type BudgetSliderProps = Omit<ComponentProps<"input">, "type" | "id" | "value"> & {
  id: string;
  /** The slider's current value, shown in the output beside the label. */
  current: number;
  errors?: string[];
};

/** The budget slider: a range input with its value in an output and the spec's end labels. */
export function BudgetSlider({ id, current, errors, ...props }: BudgetSliderProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          Budget
        </label>
        <output htmlFor={id} aria-live="polite" className="text-lg font-bold text-brand-700 tabular-nums">
          {formatBudget(current)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={BUDGET_MIN}
        max={BUDGET_MAX}
        step={BUDGET_STEP}
        aria-valuetext={formatBudget(current)}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className="block h-2 w-full cursor-pointer accent-brand-600"
        {...props}
      />
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
