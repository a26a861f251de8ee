import type { AviationFacts } from "~/domain/listings/aviation";
import { engineHoursRemaining } from "~/domain/listings/aviation";
import type { ValuedAircraft } from "~/domain/valuation/estimate";
import type { ListingSeed } from "../db/seed-listings";

/**
 * A sample or generated listing as the estimate reads it, before it is in any database:
 * for the accuracy bench and for the tests that hold the SQL to the pure rule.
 */
export function valuedSeed(seed: ListingSeed, aviation: AviationFacts, sample: boolean): ValuedAircraft {
  return {
    id: seed.id,
    name: seed.name,
    manufacturer: seed.manufacturer,
    model: seed.model,
    category: seed.category,
    year: seed.year,
    price: seed.price,
    totalTimeHours: seed.totalTimeHours,
    cruiseSpeedKts: seed.specifications.cruiseSpeedKts,
    engineHoursRemaining: engineHoursRemaining(aviation),
    engineCount: aviation.engines?.length ?? 0,
    sample,
  };
}
