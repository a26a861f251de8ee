import { z } from "../zod";

/** The heart on a listing: save it, or take it off the saved list, then go back where the buyer was. */
export const saveAircraftSchema = z.object({
  intent: z.enum(["save", "remove"]),
  redirectTo: z.string().optional(),
});

export function savedMessage(intent: "save" | "remove", aircraftName: string): string {
  return intent === "save" ? `${aircraftName} is saved to your dashboard.` : `${aircraftName} is no longer saved.`;
}

export const AIRCRAFT_ALERTS_LABEL = "Email me when a saved aircraft's price drops or it is marked pending or sold";

/** The saved-aircraft email preference: a checkbox, sent as "on" only when ticked. */
export const aircraftAlertsSchema = z.object({ aircraftAlerts: z.literal("on").optional() });

export function aircraftAlertsMessage(on: boolean): string {
  return on
    ? "We will email you when a saved aircraft's price drops or it is marked pending or sold."
    : "Emails about your saved aircraft are off.";
}
