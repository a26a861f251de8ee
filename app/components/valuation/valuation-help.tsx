import { AIRCRAFT_CATEGORIES } from "~/domain/catalog/categories";
import { formatAskingPrice } from "~/domain/catalog/price";
import { DEAL_MARGIN } from "~/domain/valuation/deal-label";
import { engineHourValue } from "~/domain/valuation/estimate";
import {
  CRUISE_SPEED_TOLERANCE,
  MAX_COMPARABLES,
  MAX_TOTAL_TIME_ADJUSTMENT,
  MIN_COMPARABLES,
  TOTAL_TIME_ADJUSTMENT_PER_1000_HOURS,
  YEAR_ADJUSTMENT,
  YEAR_WINDOW,
} from "~/domain/valuation/estimate-rules";

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** /help's account of the value estimate and the deal label, written from the constants the computation uses. */
export function ValuationHelp() {
  return (
    <>
      <h2 id="value-estimate" className="scroll-mt-24">The value estimate</h2>
      <p>
        Each aircraft page estimates what the aircraft is worth from comparable aircraft for sale on AeroMarket. It is worked out from other sellers’ asking prices: an
        estimate, not an appraisal and not a price anyone paid.
      </p>
      <ul>
        <li>
          Comparables are aircraft for sale now (not those with a sale pending, sold or removed), built within {YEAR_WINDOW} years of the aircraft. When at least{" "}
          {MIN_COMPARABLES} are the same make and model, the {MAX_COMPARABLES} or fewer of them nearest in year, then in total time, are used. Otherwise it uses the{" "}
          {MAX_COMPARABLES} or fewer nearest in year among those of the same category that are the same model or cruise within {percent(CRUISE_SPEED_TOLERANCE)} of its speed.
        </li>
        <li>With fewer than {MIN_COMPARABLES} comparables the page says “Not enough comparable aircraft for an estimate” and gives none.</li>
        <li>
          Each comparable’s asking price is adjusted to the aircraft: {percent(YEAR_ADJUSTMENT)} more for each year newer (compounded); less for each 1,000 hours more
          total time ({AIRCRAFT_CATEGORIES.map(({ value, label }) => `${percent(TOTAL_TIME_ADJUSTMENT_PER_1000_HOURS[value])} for a ${label.toLowerCase()}`).join(", ")}),
          never more than {percent(MAX_TOTAL_TIME_ADJUSTMENT)} either way; and, where both sellers listed their engines, the difference in hours to TBO of the engine
          with the fewest, valued at the category’s default overhaul cost over its typical TBO (for example {formatAskingPrice(engineHourValue("single-engine"))} an
          hour for a single engine piston) for each of the aircraft’s engines. No adjusted price falls below a tenth of the comparable’s asking price.
        </li>
        <li>
          The range runs from the lower to the upper quartile of the adjusted prices, and the estimate is their median, shown to three significant figures. The
          comparables are listed under it with their asking and adjusted prices.
        </li>
      </ul>
      <h3 id="deal-label" className="scroll-mt-24">The deal label</h3>
      <p>
        Where an aircraft on the market has an estimate, catalogue cards, its page and Compare label its asking price: “Below market” when it is {percent(DEAL_MARGIN)} or
        more under the estimate, “Above market” when it is {percent(DEAL_MARGIN)} or more over it, and “Fair price” in between. No label is shown without an estimate
        or for a sold aircraft, and no seller can pay for one or change it.
      </p>
    </>
  );
}
