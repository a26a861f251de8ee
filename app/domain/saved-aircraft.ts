import { z } from "./zod";

/** The heart on a listing: save it, or take it off the saved list, then go back where the buyer was. */
export const saveAircraftSchema = z.object({
  intent: z.enum(["save", "remove"]),
  redirectTo: z.string().optional(),
});

export function savedMessage(intent: "save" | "remove", aircraftName: string): string {
  return intent === "save" ? `${aircraftName} is saved to your dashboard.` : `${aircraftName} is no longer saved.`;
}
