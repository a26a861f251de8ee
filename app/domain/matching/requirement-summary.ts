import type { MatchRequirements } from "./match-requirements-schema";
import { AIRCRAFT_TYPE_OPTIONS, formatBudget, optionLabel, PASSENGER_CAPACITY_OPTIONS, RANGE_OPTIONS, TIMELINE_OPTIONS, USAGE_OPTIONS } from "./match-requirements";

/** The buyer's answers in words: the results header and a saved mission's description. */
export function requirementSummary(requirements: MatchRequirements): string[] {
  const summary = [optionLabel(AIRCRAFT_TYPE_OPTIONS, requirements.aircraftType), `Budget ${formatBudget(requirements.budget)}`];
  if (requirements.passengerCapacity) summary.push(optionLabel(PASSENGER_CAPACITY_OPTIONS, requirements.passengerCapacity));
  if (requirements.range) summary.push(optionLabel(RANGE_OPTIONS, requirements.range));
  if (requirements.usage) summary.push(optionLabel(USAGE_OPTIONS, requirements.usage));
  if (requirements.timeline) summary.push(optionLabel(TIMELINE_OPTIONS, requirements.timeline));
  if (requirements.additionalNotes) summary.push("Your notes");
  return summary;
}
