import { AIRCRAFT_TYPES } from "~/domain/aircraft/aircraft-types";
import { formatNumber, formatUsd } from "~/domain/format-number";
import { DEFAULT_ASSUMPTIONS, enginesTbo, OWNERSHIP_DEFAULTS_SOURCE, ownershipCost, TYPICAL_ENGINES } from "~/domain/valuation/ownership-cost";

/** /help's table of the cost of ownership's defaults per type, with where they come from: the figures the aircraft page starts at. */
export function OwnershipHelp() {
  return (
    <>
      <h2 id="cost-of-ownership" className="scroll-mt-24">Cost of ownership</h2>
      <p>
        Each aircraft page works out what the aircraft costs to fly: fuel, a reserve towards each engine’s overhaul and one
        towards the airframe’s maintenance for every hour flown, plus the pilots’ salaries, insurance, hangar and the yearly
        inspection. It starts at the defaults for the aircraft’s type below, and every figure can be changed in the page’s
        form, with or without JavaScript.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm text-ink-soft">
          <caption className="sr-only">The cost of ownership’s defaults by type of aircraft</caption>
          <thead>
            <tr className="border-b border-line text-ink">
              <th scope="col" className="py-2 pr-3">Type</th>
              <th scope="col" className="py-2 pr-3">Hours a year</th>
              <th scope="col" className="py-2 pr-3">Fuel</th>
              <th scope="col" className="py-2 pr-3">Engines</th>
              <th scope="col" className="py-2 pr-3">Airframe reserve</th>
              <th scope="col" className="py-2 pr-3">Pilots</th>
              <th scope="col" className="py-2 pr-3">Insurance, hangar, inspection a year</th>
              <th scope="col" className="py-2">Per hour, all in</th>
            </tr>
          </thead>
          <tbody>
            {AIRCRAFT_TYPES.map(({ value, label }) => {
              const defaults = DEFAULT_ASSUMPTIONS[value];
              const engines = TYPICAL_ENGINES[value];
              const cost = ownershipCost(defaults, enginesTbo(value, undefined).tboHours);
              return (
                <tr key={value} className="border-b border-line align-top">
                  <th scope="row" className="py-2 pr-3 font-medium text-ink">{label}</th>
                  <td className="py-2 pr-3">{formatNumber(defaults.hoursPerYear)}</td>
                  <td className="py-2 pr-3">
                    {formatNumber(defaults.fuelBurn)} gal/h at {formatUsd(defaults.fuelPrice, 2)}
                  </td>
                  <td className="py-2 pr-3">
                    {engines.count} × {formatUsd(defaults.overhaulCost)} every {formatNumber(engines.tboHours)} h
                  </td>
                  <td className="py-2 pr-3">{formatUsd(defaults.airframeReserve)}/h</td>
                  <td className="py-2 pr-3">{defaults.pilots === 0 ? "Owner-flown" : `${defaults.pilots} × ${formatUsd(defaults.pilotSalary)}`}</td>
                  <td className="py-2 pr-3">
                    {formatUsd(defaults.insurance)}, {formatUsd(defaults.hangar)}, {formatUsd(defaults.inspection)}
                  </td>
                  <td className="py-2 font-medium text-ink">{formatUsd(cost.perHour)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-4">Source: {OWNERSHIP_DEFAULTS_SOURCE}</p>
    </>
  );
}
