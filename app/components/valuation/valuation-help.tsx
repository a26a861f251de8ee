import { AIRCRAFT_CATEGORIES } from "~/domain/catalog/categories";
import { formatAskingPrice } from "~/domain/catalog/price";
import { DEAL_MARGIN, LABEL_MAX_SEGMENT_ERROR, LABEL_MIN_COMPARABLES, LABEL_MIN_MEASURED } from "~/domain/valuation/deal-label";
import { engineHourValue } from "~/domain/valuation/estimate";
import {
  MAX_COMPARABLES,
  MAX_TOTAL_TIME_ADJUSTMENT,
  MIN_COMPARABLES,
  SOLD_COMPARABLE_DAYS,
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
        Each aircraft page estimates what the aircraft is worth from comparable aircraft for sale on AeroMarket. It is worked out from other sellers’ asking prices,
        and from the prices of aircraft sold through AeroMarket’s deal room where the buyer and the seller both agreed to publish it: an estimate, not an appraisal.
      </p>
      <ul>
        <li>
          Comparables are aircraft for sale now (not those with a sale pending or removed), and aircraft sold through the deal room in the last{" "}
          {SOLD_COMPARABLE_DAYS} days at a price both sides agreed to publish (at that price; a sale whose price stays private is never used), built within {YEAR_WINDOW} years of the aircraft, of the same model
          family: AeroMarket’s table of model families groups the models built under one type design (a Citation CJ4 and a CJ4 Gen2, the FAA’s 525C; a King Air 350
          and 350i, the FAA’s B300). When at least {MIN_COMPARABLES} of the family are for sale, the {MAX_COMPARABLES} or fewer nearest in year, then in total time, are
          used. Otherwise, and only where the table says families of the same type trade alike (such as the Gulfstream G650 and the Bombardier Global 6000/6500), those
          families are added. An aircraft of another type or size is never a comparable: a light jet is never used to value a large one. A sample listing is never a
          comparable for a real seller’s aircraft. A model the table does not know is compared only with that same model.
        </li>
        <li>With fewer than {MIN_COMPARABLES} comparables the page says “Not enough comparable aircraft for an estimate” and gives none.</li>
        <li>
          Each comparable’s asking price is adjusted to the aircraft: {percent(YEAR_ADJUSTMENT)} more for each year newer (compounded); less for each 1,000 hours more
          total time ({AIRCRAFT_CATEGORIES.map(({ value, label }) => `${percent(TOTAL_TIME_ADJUSTMENT_PER_1000_HOURS[value])} for a ${label.toLowerCase()}`).join(", ")}),
          never more than {percent(MAX_TOTAL_TIME_ADJUSTMENT)} either way; and, where both sellers listed their engines, the difference in hours to TBO of the engine
          with the fewest, valued at a typical overhaul’s cost over a typical TBO for the category (for example {formatAskingPrice(engineHourValue("single-engine"))} an
          hour for a single engine piston) for each of the aircraft’s engines. No adjusted price falls below a tenth of the comparable’s asking price.
        </li>
        <li>
          The range runs from the lower to the upper quartile of the adjusted prices, and the estimate is their median, shown to three significant figures. The
          comparables are listed under it with their asking (or sold) and adjusted prices.
        </li>
      </ul>
      <h3 id="deal-label" className="scroll-mt-24">The deal label</h3>
      <p>
        Catalogue cards, the aircraft’s page and Compare label an asking price only when the estimate is sure enough to: it rests on at least{" "}
        {LABEL_MIN_COMPARABLES} comparables; estimates for this kind of aircraft (its model family, or the families it trades alike with) have been measured on
        AeroMarket’s own listings, each valued from the others, at a median error of {percent(LABEL_MAX_SEGMENT_ERROR)} or less over at least {LABEL_MIN_MEASURED}{" "}
        listings; and the range is narrower than {percent(DEAL_MARGIN)} of the estimate. Then the label is “Below market” when the price is {percent(DEAL_MARGIN)} or
        more under the estimate, “Above market” when it is {percent(DEAL_MARGIN)} or more over it, and “Fair price” in between. Otherwise the aircraft’s page says
        which of these is missing. The errors are measured again when the listings change, at most once an hour. No label is shown for a sold aircraft, and no seller
        can pay for one or change it.
      </p>
    </>
  );
}
