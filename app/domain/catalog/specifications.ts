import type { AircraftSpecifications } from "../listings/listing";
import { formatNumber } from "~/domain/format-number";

/** The specifications a buyer compares, labelled and with their units. */
export function specificationRows(specifications: AircraftSpecifications): Array<{ label: string; value: string }> {
  return [
    { label: "Max Speed", value: `${formatNumber(specifications.maxSpeedKts)} kts` },
    { label: "Cruise Speed", value: `${formatNumber(specifications.cruiseSpeedKts)} kts` },
    { label: "Range", value: `${formatNumber(specifications.rangeNm)} nm` },
    { label: "Ceiling", value: `${formatNumber(specifications.ceilingFt)} ft` },
    { label: "Fuel Capacity", value: `${formatNumber(specifications.fuelCapacityGal)} gal` },
    { label: "Baggage", value: `${formatNumber(specifications.baggageCuFt)} cu ft` },
  ];
}

export function formatHours(hours: number): string {
  return `${formatNumber(hours)} hrs`;
}
