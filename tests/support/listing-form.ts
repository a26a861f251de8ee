import { randomUUID } from "node:crypto";
import type { ListingForm } from "~/domain/listings/listing-form";

/** A complete, valid listing form (a draft unless told otherwise), each with its own name and model. */
export function listingForm(overrides: Partial<ListingForm> = {}): ListingForm {
  const tag = randomUUID().slice(0, 8);
  return {
    intent: "draft",
    name: `2016 Pilatus PC-12 NG ${tag}`,
    manufacturer: "Pilatus",
    model: `PC12${tag}`,
    year: 2016,
    category: "turboprop",
    price: 4_250_000,
    location: "Denver, CO",
    totalTimeHours: 2140,
    seats: 9,
    usefulLoadLbs: 4000,
    registration: "N612PC",
    serialNumber: "1612",
    description: "One owner, hangared since new, full Honeywell avionics.",
    features: ["Primus Apex"],
    maxSpeedKts: 285,
    cruiseSpeedKts: 268,
    rangeNm: 1800,
    ceilingFt: 30000,
    fuelCapacityGal: 402,
    baggageCuFt: 40,
    availableInMonths: 0,
    contactName: "Marcus Reid",
    contactCompany: "Reid Aviation Sales",
    contactPhone: "+1 555 010 2000",
    contactEmail: "marcus@example.com",
    ...overrides,
  };
}
