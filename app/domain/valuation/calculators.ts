/**
 * The cost-of-ownership and financing calculators' inputs: read from the page's URL on
 * the server and from the form as the buyer types in the browser, through the same zod
 * schemas, so both render the same figures and the same messages.
 */
import type { AircraftType } from "../aircraft/aircraft-types";
import { z } from "../zod";
import { FINANCING_DEFAULTS, loanPayments, type LoanPayments } from "./financing";
import { DEFAULT_ASSUMPTIONS, enginesTbo, type OwnershipAssumptions, type OwnershipCost, ownershipCost } from "./ownership-cost";
import { formatNumber } from "~/domain/format-number";

type Limits = { min: number; max: number; whole?: boolean; unit?: string; maxNote?: string };

/** A typed amount: blank is the default (undefined); "$1,200" and "7.5%" read as numbers; anything else gets a sentence naming the field. */
function amount(label: string, { min, max, whole = false, unit = "", maxNote = "" }: Limits) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      const text = (raw ?? "").trim().replace(/[\s,$%]/g, "");
      if (text === "") return undefined;
      const problem = text.startsWith("-")
        ? `${label} cannot be negative`
        : !/^(\d+\.?\d*|\.\d+)$/.test(text)
          ? `${label} must be a number`
          : whole && !Number.isInteger(Number(text))
            ? `${label} must be a whole number${unit ? ` of${unit}` : ""}`
            : Number(text) > max
              ? `${label} must be at most ${formatNumber(max, 2)}${unit}${maxNote}`
              : Number(text) < min
                ? `${label} must be at least ${formatNumber(min, 2)}${unit}`
                : null;
      if (problem === null) return Number(text);
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    });
}

const MONEY = { min: 0, max: 1_000_000_000 };

export const ownershipCostSchema = z.object({
  hours: amount("Hours flown per year", { min: 1, max: 8_760, maxNote: ", the hours in a year" }),
  fuelBurn: amount("Fuel burn", { min: 0, max: 10_000, unit: " gallons an hour" }),
  fuelPrice: amount("Fuel price", { min: 0, max: 100, unit: " dollars a gallon" }),
  overhaul: amount("Overhaul cost per engine", MONEY),
  airframe: amount("Airframe reserve", { min: 0, max: 100_000, unit: " dollars an hour" }),
  pilots: amount("Pilots", { min: 0, max: 50, whole: true, unit: " pilots" }),
  salary: amount("Salary per pilot", MONEY),
  insurance: amount("Insurance", MONEY),
  hangar: amount("Hangar", MONEY),
  inspection: amount("Annual inspection", MONEY),
});
export type OwnershipField = keyof z.input<typeof ownershipCostSchema>;

export const financingSchema = z.object({
  loanPrice: amount("Price", { min: 1, max: 1_000_000_000 }),
  down: amount("Down payment", MONEY),
  rate: amount("Interest rate", { min: 0, max: 30, unit: "%" }),
  months: amount("Term", { min: 12, max: 480, whole: true, unit: " months" }),
});
export type FinancingField = keyof z.input<typeof financingSchema>;

export const OWNERSHIP_FIELDS = Object.keys(ownershipCostSchema.shape) as OwnershipField[];
export const FINANCING_FIELDS = Object.keys(financingSchema.shape) as FinancingField[];

/** What the buyer typed, by field; a field not in the URL is absent. */
export type Typed<Field extends string> = Partial<Record<Field, string>>;

export type Calculation<Field extends string, Result> = {
  /** Each field's text: what was typed, else its default. */
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  /** Null while any field is wrong. */
  result: Result | null;
};

export function typedFields<Field extends string>(params: URLSearchParams, fields: readonly Field[]): Typed<Field> {
  const typed: Typed<Field> = {};
  for (const field of fields) {
    const value = params.get(field);
    if (value !== null) typed[field] = value;
  }
  return typed;
}

function issuesByField<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

function withDefaults<Field extends string>(typed: Typed<Field>, defaults: Record<Field, number>): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of Object.keys(defaults) as Field[]) values[field] = typed[field] ?? String(defaults[field]);
  return values;
}

export type OwnershipSubject = { type: AircraftType; engines?: readonly { tboHours: number }[] };

export function ownershipDefaults(type: AircraftType): Record<OwnershipField, number> {
  const { hoursPerYear, overhaulCost, airframeReserve, pilotSalary, ...rest } = DEFAULT_ASSUMPTIONS[type];
  return { hours: hoursPerYear, overhaul: overhaulCost, airframe: airframeReserve, salary: pilotSalary, ...rest };
}

export function calculateOwnershipCost(typed: Typed<OwnershipField>, subject: OwnershipSubject): Calculation<OwnershipField, OwnershipCost> & { assumptions: OwnershipAssumptions | null } {
  const defaults = ownershipDefaults(subject.type);
  const values = withDefaults(typed, defaults);
  const parsed = ownershipCostSchema.safeParse(typed);
  if (!parsed.success) return { values, errors: issuesByField(parsed.error), result: null, assumptions: null };
  const given = parsed.data;
  const assumptions: OwnershipAssumptions = {
    hoursPerYear: given.hours ?? defaults.hours,
    fuelBurn: given.fuelBurn ?? defaults.fuelBurn,
    fuelPrice: given.fuelPrice ?? defaults.fuelPrice,
    overhaulCost: given.overhaul ?? defaults.overhaul,
    airframeReserve: given.airframe ?? defaults.airframe,
    pilots: given.pilots ?? defaults.pilots,
    pilotSalary: given.salary ?? defaults.salary,
    insurance: given.insurance ?? defaults.insurance,
    hangar: given.hangar ?? defaults.hangar,
    inspection: given.inspection ?? defaults.inspection,
  };
  return { values, errors: {}, result: ownershipCost(assumptions, enginesTbo(subject.type, subject.engines).tboHours), assumptions };
}

export function financingDefaults(price: number): Record<FinancingField, number> {
  return { loanPrice: price, down: Math.round(price * FINANCING_DEFAULTS.downShare), rate: FINANCING_DEFAULTS.rate, months: FINANCING_DEFAULTS.months };
}

export type Financing = LoanPayments & { principal: number };

export function calculateFinancing(typed: Typed<FinancingField>, price: number): Calculation<FinancingField, Financing> {
  const defaults = financingDefaults(price);
  const values = withDefaults(typed, defaults);
  const parsed = financingSchema.safeParse(typed);
  if (!parsed.success) return { values, errors: issuesByField(parsed.error), result: null };
  const loanPrice = parsed.data.loanPrice ?? defaults.loanPrice;
  const down = parsed.data.down ?? defaults.down;
  if (down >= loanPrice) return { values, errors: { down: `Down payment must be less than the price (${formatNumber(loanPrice, 2)})` }, result: null };
  const principal = loanPrice - down;
  const months = parsed.data.months ?? defaults.months;
  return { values, errors: {}, result: { principal, ...loanPayments({ principal, annualRatePercent: parsed.data.rate ?? defaults.rate, months }) } };
}

/** A calculator as the page first shows it: what the URL holds, and the figures or messages it gives. */
export type CalculatorState<Field extends string, Result> = { typed: Typed<Field>; calculation: Calculation<Field, Result> };

/**
 * The calculators' fields in a detail page's URL, worked out on the server (the page ships
 * no zod until the buyer types), and whether they all read (else the page answers 400 with the messages).
 */
export function calculatorInputs(params: URLSearchParams, listing: OwnershipSubject & { price: number }) {
  const costTyped = typedFields(params, OWNERSHIP_FIELDS);
  const financingTyped = typedFields(params, FINANCING_FIELDS);
  const cost: CalculatorState<OwnershipField, OwnershipCost> = { typed: costTyped, calculation: calculateOwnershipCost(costTyped, listing) };
  const financing: CalculatorState<FinancingField, Financing> = { typed: financingTyped, calculation: calculateFinancing(financingTyped, listing.price) };
  return { cost, financing, valid: cost.calculation.result !== null && financing.calculation.result !== null };
}
