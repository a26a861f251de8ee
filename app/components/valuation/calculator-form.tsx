import { type ReactNode, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import type { Calculation, CalculatorState, Typed } from "~/domain/valuation/calculators";

export type CalculatorField<Field extends string> = { name: Field; label: string; hint: string };

type CalculatorFormProps<Field extends string, Result> = {
  id: string;
  /** The id of the panel's heading: the page comes back scrolled to it. */
  anchor: string;
  fields: readonly CalculatorField<Field>[];
  /** What the URL holds for these fields, and the figures the server worked out from it. */
  state: CalculatorState<Field, Result>;
  /** The page's other parameters, carried through the GET form. */
  keep: readonly [string, string][];
  /** The calculation, loaded when the buyer first types: until then the page needs no zod. */
  loadCalculate: () => Promise<(typed: Typed<Field>) => Calculation<Field, Result>>;
  children: (result: Result) => ReactNode;
};

/**
 * A GET form whose figures the server renders from the URL; with JavaScript the same
 * calculation runs as the buyer types, and "Recalculate" puts the figures in the URL.
 */
export function CalculatorForm<Field extends string, Result>({ id, anchor, fields, state, keep, loadCalculate, children }: CalculatorFormProps<Field, Result>) {
  const [calculation, setCalculation] = useState(state.calculation);
  // The latest change wins, however the loading and the calculations interleave.
  const latest = useRef(0);
  const { values, errors, result } = calculation;
  return (
    <Form
      method="get"
      action={`#${anchor}`}
      preventScrollReset
      noValidate
      className="mt-3 rounded-(--radius-card) border border-line bg-surface p-4"
      onChange={(event) => {
        const form = new FormData(event.currentTarget);
        const typed = Object.fromEntries(fields.map((field) => [field.name, String(form.get(field.name) ?? "")])) as Typed<Field>;
        const change = ++latest.current;
        void loadCalculate().then((calculate) => {
          if (change === latest.current) setCalculation(calculate(typed));
        });
      }}
    >
      {keep.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <InputField
            key={field.name}
            id={`${id}-${field.name}`}
            name={field.name}
            label={field.label}
            hint={field.hint}
            inputMode="decimal"
            defaultValue={values[field.name]}
            errors={errors[field.name] ? [errors[field.name] as string] : undefined}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button type="submit" variant="outline" size="sm">
          Recalculate
        </Button>
      </div>
      <div aria-live="polite" className="mt-4" data-testid={`${id}-result`}>
        {result ? children(result) : <p className="text-sm text-danger-700">Correct the figures above to see the result.</p>}
      </div>
    </Form>
  );
}
