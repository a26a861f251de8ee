import type { AircraftType } from "~/domain/aircraft/aircraft-types";
import type { Listing } from "~/domain/listings/listing";
import type { CalculatorState, Financing, FinancingField, OwnershipField, Typed } from "~/domain/valuation/calculators";
import type { EstimateView } from "~/domain/valuation/estimate-view";
import type { OwnershipCost } from "~/domain/valuation/ownership-cost";
import { CalculatorForm, type CalculatorField } from "./calculator-form";
import { ServerDrawnValueEstimate } from "~/components/server-drawn-aircraft-sections";
import { formatUsd } from "~/domain/format-number";

export type BuyerFiguresData = {
  /** The estimate in words, with its deal label (`estimateView`), from the loader. */
  estimate: EstimateView;
  cost: CalculatorState<OwnershipField, OwnershipCost>;
  financing: CalculatorState<FinancingField, Financing>;
  /** What the two calculators start from, in words (`ownershipNote`, `FINANCING_NOTE`), from the loader. */
  notes: { ownership: string; financing: string };
  /** The aircraft's type, whose defaults the cost of ownership starts from (`aircraftTypeOf`, on the server: the page carries no family table). */
  aircraftType: AircraftType;
};

/** The calculators' module, with its zod schemas, loaded once the buyer types into either form. */
const calculators = () => import("~/domain/valuation/calculators");

const OWNERSHIP_FIELDS: CalculatorField<OwnershipField>[] = [
  { name: "hours", label: "Hours flown per year", hint: "Hours" },
  { name: "fuelBurn", label: "Fuel burn", hint: "US gallons an hour" },
  { name: "fuelPrice", label: "Fuel price", hint: "Dollars a gallon" },
  { name: "overhaul", label: "Overhaul cost per engine", hint: "Dollars" },
  { name: "airframe", label: "Airframe reserve", hint: "Dollars an hour" },
  { name: "pilots", label: "Pilots", hint: "Paid a salary; 0 if you fly it yourself" },
  { name: "salary", label: "Salary per pilot", hint: "Dollars a year, with benefits and training" },
  { name: "insurance", label: "Insurance", hint: "Dollars a year" },
  { name: "hangar", label: "Hangar", hint: "Dollars a year" },
  { name: "inspection", label: "Annual inspection", hint: "Dollars a year" },
];

const FINANCING_FIELDS: CalculatorField<FinancingField>[] = [
  { name: "loanPrice", label: "Price", hint: "Dollars; the asking price unless you change it" },
  { name: "down", label: "Down payment", hint: "Dollars" },
  { name: "rate", label: "Interest rate", hint: "Percent a year" },
  { name: "months", label: "Term", hint: "Months" },
];

/** The buyer's three questions on the detail page: is the price fair, what will it cost to own, what will the payments be. */
export function BuyerFigures({ listing, figures, compareSelection }: { listing: Listing; figures: BuyerFiguresData; compareSelection: readonly number[] }) {
  const compare: [string, string][] = compareSelection.length > 0 ? [["compare", compareSelection.join(",")]] : [];
  return (
    <>
      <ServerDrawnValueEstimate view={figures.estimate} />
      <section aria-labelledby="cost-of-ownership-heading" className="mt-8">
        <h2 id="cost-of-ownership-heading" className="text-xl font-semibold text-ink">
          Cost of ownership
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{figures.notes.ownership}</p>
        <CalculatorForm<OwnershipField, OwnershipCost>
          // A new URL (the form sent, or Back) starts the form again from what it holds.
          key={JSON.stringify(figures.cost.typed)}
          id="ownership"
          anchor="cost-of-ownership-heading"
          fields={OWNERSHIP_FIELDS}
          state={figures.cost}
          keep={[...compare, ...Object.entries(figures.financing.typed)]}
          loadCalculate={() => calculators().then((module) => (typed: Typed<OwnershipField>) => module.calculateOwnershipCost(typed, { type: figures.aircraftType, engines: listing.aviation.engines }))}
        >
          {(cost) => (
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
              <Figure label="Per hour, all in" value={`${formatUsd(cost.perHour)}`} strong />
              <Figure label="Per year" value={formatUsd(cost.perYear)} strong />
              <Figure label="Fuel per hour" value={formatUsd(cost.fuelPerHour)} />
              <Figure label="Engine reserve per hour" value={formatUsd(cost.engineReservePerHour)} />
              <Figure label="Airframe reserve per hour" value={formatUsd(cost.airframeReservePerHour)} />
              <Figure label="Crew per year" value={formatUsd(cost.crewPerYear)} />
              <Figure label="Fixed costs per year" value={formatUsd(cost.fixedPerYear)} />
            </dl>
          )}
        </CalculatorForm>
      </section>
      <section aria-labelledby="financing-heading" className="mt-8">
        <h2 id="financing-heading" className="text-xl font-semibold text-ink">
          Financing estimate
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{figures.notes.financing}</p>
        <CalculatorForm<FinancingField, Financing>
          key={JSON.stringify(figures.financing.typed)}
          id="financing"
          anchor="financing-heading"
          fields={FINANCING_FIELDS}
          state={figures.financing}
          keep={[...compare, ...Object.entries(figures.cost.typed)]}
          loadCalculate={() => calculators().then((module) => (typed: Typed<FinancingField>) => module.calculateFinancing(typed, listing.price))}
        >
          {(loan) => (
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
              <Figure label="Monthly payment" value={formatUsd(loan.monthly, 2)} strong />
              <Figure label="Amount borrowed" value={formatUsd(loan.principal)} />
              <Figure label="Total interest" value={formatUsd(loan.totalInterest, 2)} />
            </dl>
          )}
        </CalculatorForm>
      </section>
    </>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className={strong ? "mt-0.5 text-lg font-bold text-ink" : "mt-0.5 font-semibold text-ink"}>{value}</dd>
    </div>
  );
}
