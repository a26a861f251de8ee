/** The saved-aircraft forms' schemas, apart from their words (saved-aircraft.ts), which pages show without zod. */
import { z } from "../zod";

/** The heart on a listing: save it, or take it off the saved list, then go back where the buyer was. */
export const saveAircraftSchema = z.object({
  intent: z.enum(["save", "remove"]),
  redirectTo: z.string().optional(),
});

/** The saved-aircraft email preference: a checkbox, sent as "on" only when ticked. */
export const aircraftAlertsSchema = z.object({ aircraftAlerts: z.literal("on").optional() });
