import type { AircraftSpecifications } from "../listings/listing";

const number = new Intl.NumberFormat("en-US");

/** The specifications a buyer compares, labelled and with their units. */
export function specificationRows(specifications: AircraftSpecifications): Array<{ label: string; value: string }> {
  return [
    { label: "Max Speed", value: `${number.format(specifications.maxSpeedKts)} kts` },
    { label: "Cruise Speed", value: `${number.format(specifications.cruiseSpeedKts)} kts` },
    { label: "Range", value: `${number.format(specifications.rangeNm)} nm` },
    { label: "Ceiling", value: `${number.format(specifications.ceilingFt)} ft` },
    { label: "Fuel Capacity", value: `${number.format(specifications.fuelCapacityGal)} gal` },
    { label: "Baggage", value: `${number.format(specifications.baggageCuFt)} cu ft` },
  ];
}

export function formatHours(hours: number): string {
  return `${number.format(hours)} hrs`;
}
