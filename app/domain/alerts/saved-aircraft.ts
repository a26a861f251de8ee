export function savedMessage(intent: "save" | "remove", aircraftName: string): string {
  return intent === "save" ? `${aircraftName} is saved to your dashboard.` : `${aircraftName} is no longer saved.`;
}

export const AIRCRAFT_ALERTS_LABEL = "Email me when a saved aircraft's price drops or it is marked pending or sold";

export function aircraftAlertsMessage(on: boolean): string {
  return on
    ? "We will email you when a saved aircraft's price drops or it is marked pending or sold."
    : "Emails about your saved aircraft are off.";
}
