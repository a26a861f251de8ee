/** The report forms' validation (see reports.ts), apart so their pages can show the forms without zod. */
import { operatorReason } from "../operators/console";
import { multiLine, z } from "../zod";
import { MESSAGE_REPORT_REASONS, REPORT_NOTE_MAX, REPORT_REASONS } from "./reports";

const note = multiLine(z.string().trim().max(REPORT_NOTE_MAX, "Please keep your note under 1,000 characters"))
  .optional()
  .transform((value) => value ?? "");

/** "Something else" says nothing by itself: it needs a note. */
function noteForOther(value: { reason: string; note: string }, context: z.RefinementCtx) {
  if (value.reason === "other" && value.note.length < 10) {
    context.addIssue({ code: "custom", path: ["note"], message: "Please tell us what is wrong, in at least 10 characters" });
  }
}

export const listingReportSchema = z
  .object({ reason: z.enum(REPORT_REASONS, { error: "Please choose what is wrong" }), note })
  .superRefine(noteForOther);

export const messageReportSchema = z
  .object({
    messageId: z.coerce.number({ error: "There is no such message" }).int().min(1).max(2_147_483_647),
    reason: z.enum(MESSAGE_REPORT_REASONS, { error: "Please choose what is wrong" }),
    note,
  })
  .superRefine(noteForOther);

export type ListingReportForm = z.output<typeof listingReportSchema>;
export type MessageReportForm = z.output<typeof messageReportSchema>;

/** An operator's decision on a report, with the reason the audit log keeps (and, when hiding, the seller reads). */
export const reportDecisionSchema = z.object({
  intent: z.enum(["dismiss", "hide"], { error: "Choose dismiss or hide" }),
  reportId: z.coerce.number({ error: "There is no such report" }).int().min(1).max(2_147_483_647),
  reason: operatorReason,
});
