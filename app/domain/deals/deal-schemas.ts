/**
 * The deal room's forms: one schema, told apart by the `step` each form's button sends.
 * What a step needs beyond the button (an offer's terms, the agent check, the report's
 * squawks, the seller's answers) is validated here; whether the step may be taken now
 * is deal-process.ts's to say.
 */
import { OPERATOR_REASON_LENGTH } from "../operators/operator-reason";
import { multiLine, singleLine, z } from "../zod";
import { CLOSING_ITEMS, DEFAULT_OFFER_HOURS, MAX_OFFER_HOURS, MIN_OFFER_HOURS, type ClosingItem, type Squawk, type SquawkSeverity } from "./deal-process";

const CLOSING_ITEM_KEYS = CLOSING_ITEMS.map((item) => item.key) as [ClosingItem, ...ClosingItem[]];

const wholeUsd = (label: string, min: number) =>
  z.coerce
    .number({ error: `Please enter the ${label} in whole US dollars` })
    .int(`Please enter the ${label} in whole US dollars`)
    .min(min, `Please enter a ${label} of at least $${min.toLocaleString("en-US")}`)
    .max(500_000_000, `Please enter a ${label} under $500,000,000`);

const line = (label: string, max = 200) =>
  singleLine(z.string({ error: `Please enter the ${label}` }).trim().min(1, `Please enter the ${label}`).max(max, `Please keep the ${label} under ${max} characters`));

const note = multiLine(z.string().trim().max(2000, "Please keep this under 2,000 characters")).optional();

export const offerTermsSchema = z.object({
  price: wholeUsd("price", 1000),
  deposit: wholeUsd("deposit", 0),
  escrowAgent: line("escrow agent"),
  inspectionScope: line("inspection scope", 500),
  inspectionPlace: line("inspection place"),
  whoPaysWhat: line("split of costs (who pays what)", 500),
  deliveryPlace: line("delivery place"),
  targetClosing: z.iso.date("Please enter the target closing date"),
  expiresInHours: z.coerce
    .number({ error: "Please choose how long the offer stays open" })
    .int()
    .min(MIN_OFFER_HOURS, "An offer stays open between 24 hours and 7 days")
    .max(MAX_OFFER_HOURS, "An offer stays open between 24 hours and 7 days")
    .default(DEFAULT_OFFER_HOURS),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** One squawk a line, opened by its tag: "must: left magneto timing out of limits". */
const SQUAWK_LINE = /^(must|should|could)\s*[:-]\s*(.+)$/i;

export function parseSquawks(text: string): Squawk[] | string {
  const lines = text
    .split("\n")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const squawks: Squawk[] = [];
  for (const entry of lines) {
    const match = SQUAWK_LINE.exec(entry);
    if (!match) return `Please start each line with must:, should: or could: ("${entry.slice(0, 40)}" does not)`;
    squawks.push({ item: match[2]!.slice(0, 300), severity: match[1]!.toLowerCase() as SquawkSeverity, answer: null });
  }
  return squawks.length > 30 ? "Please list at most 30 items" : squawks;
}

const squawkAnswer = z.enum(["fix", "credit", "decline"], { error: "Please answer every item: fix, credit or decline" });

export const dealStepSchema = z.discriminatedUnion("step", [
  offerTermsSchema.extend({ step: z.literal("offer") }),
  offerTermsSchema.extend({ step: z.literal("counter") }),
  z.object({ step: z.enum(["accept", "decline", "withdraw", "cancel", "records_only", "accept_as_is", "agree_items", "walk_away", "reject", "ask_decision", "confirm_closing", "confirm_sold"]), note }),
  z.object({
    step: z.literal("record_deposit"),
    agentPhoned: z.literal("on", { error: "Please confirm that you phoned the escrow agent, at a number you found yourself, before sending the deposit" }),
    receipt: line("escrow agent's receipt reference", 120),
  }),
  z.object({ step: z.literal("schedule_inspection"), inspectionDate: z.iso.date("Please enter the inspection date"), shop: line("inspection shop") }),
  z.object({
    step: z.literal("upload_report"),
    summary: line("report's summary", 1000),
    squawks: multiLine(z.string().max(10_000, "Please keep the list under 10,000 characters"))
      .default("")
      .transform((text, context) => {
        const parsed = parseSquawks(text);
        if (typeof parsed === "string") {
          context.addIssue({ code: "custom", message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
  }),
  z.object({ step: z.literal("accept_with_items"), note }),
  z.object({ step: z.literal("answer_squawks"), answers: z.array(squawkAnswer, { error: "Please answer every item: fix, credit or decline" }).min(1).max(30) }),
  z.object({ step: z.literal("tick_item"), item: z.enum(CLOSING_ITEM_KEYS, { error: "Tick one of the closing checklist's items" }) }),
]);
export type DealStep = z.infer<typeof dealStepSchema>;

/** The operator console's hold, release and cancel of a deal, always with the operator's note. */
export const operatorDealSchema = z.object({
  dealId: z.coerce.number().int().positive(),
  step: z.enum(["hold", "release", "cancel"]),
  reason: multiLine(
    z
      .string({ error: "Please give the reason: the parties and the audit log read it" })
      .trim()
      .min(OPERATOR_REASON_LENGTH.min, `Please give the reason in at least ${OPERATOR_REASON_LENGTH.min} characters: the parties and the audit log read it`)
      .max(OPERATOR_REASON_LENGTH.max, `Please keep the reason under ${OPERATOR_REASON_LENGTH.max.toLocaleString("en-US")} characters`),
  ),
});

/** An escrow agent for the operators' directory: its number, and where the team found it (not from a buyer or a seller). */
export const escrowAgentSchema = z.object({
  intent: z.literal("add"),
  name: line("agent's name", 120),
  phone: singleLine(
    z
      .string({ error: "Please enter the agent's phone number" })
      .trim()
      .min(7, "Please enter the agent's phone number")
      .max(40, "Please keep the phone number under 40 characters")
      .regex(/^[\d\s()+.\-x]*$/i, "Please enter a phone number of digits, spaces and + ( ) - ."),
  ),
  phoneSource: line("source of the number", 300),
});
export type EscrowAgentForm = z.infer<typeof escrowAgentSchema>;

export const retireEscrowAgentSchema = z.object({
  intent: z.literal("retire"),
  agentId: z.coerce.number().int().positive(),
  reason: operatorDealSchema.shape.reason,
});
