/**
 * The inquiry dialog's assistant: scripted, not a language model. Every answer
 * comes from this listing's own fields, and when the listing does not say, the
 * assistant says so and points to the seller.
 */
import type { Listing } from "../listings/listing";
import { formatAskingPrice } from "../catalog/price";
import { assistantReply } from "./assistant-answers";

/** The spec's delay before the assistant's reply appears. */
export const ASSISTANT_REPLY_DELAY_MS = 1000;

/** The longest question kept; "Use these questions" fills about 300 characters. */
export const QUESTION_MAX_LENGTH = 500;

export type ChatMessage = { id: string; type: "bot" | "user"; content: string; timestamp: string };

export type AskedQuestion = { text: string; at: string };

export function greeting(listing: Pick<Listing, "name">): string {
  return `Hello! I'm the inquiry assistant for the ${listing.name}. Ask me about its hours, maintenance, damage history, avionics, price, location, seats or range, or about the pre-buy inspection. I answer from this listing; what it does not say, the seller can tell you through Contact Seller Directly.`;
}

/** The spec's four quick buttons; all but Generate Inquiry ask the assistant a question. */
export const QUICK_QUESTIONS = [
  { label: "Buyer's Checklist", question: "What should be on my buyer's checklist for this aircraft?" },
  { label: "Maintenance Due Diligence", question: "What does the listing say about maintenance, and which records should I review?" },
  { label: "Avionics & Equipment", question: "What avionics and equipment does it have?" },
] as const;

export type QuestionGroup = { id: string; title: string; questions: string[] };

/** The toolkit's accordion: five groups of questions a careful buyer asks. */
export const QUESTION_GROUPS: readonly QuestionGroup[] = [
  {
    id: "history",
    title: "Airframe & History",
    questions: ["What are the total hours on the airframe?", "Is there any damage history?", "Where has it been based and hangared?"],
  },
  {
    id: "maintenance",
    title: "Engines & Maintenance",
    questions: ["What maintenance program is it on?", "When were the last inspections done, and what is due next?", "Are the logbooks complete?"],
  },
  {
    id: "avionics",
    title: "Cockpit & Upgrades",
    questions: ["What avionics does it have?", "Is it ADS-B compliant?", "Which options and upgrades are installed?"],
  },
  {
    id: "purchase",
    title: "Price & Purchase",
    questions: ["Is the asking price negotiable?", "Which escrow and title company do you use?", "What is included in the sale?"],
  },
  {
    id: "inspection",
    title: "Inspection & Delivery",
    questions: ["Can I arrange a pre-buy inspection?", "Where is the aircraft located?", "When could it be delivered?"],
  },
];

export function questionGroup(id: string | null | undefined): QuestionGroup | undefined {
  return QUESTION_GROUPS.find((group) => group.id === id);
}

export function groupQuestionsText(group: QuestionGroup): string {
  return group.questions.join("\n");
}

export { assistantReply, damageSentences } from "./assistant-answers";

/** The whole conversation as shown: the greeting, then each question with its reply. */
export function conversation(listing: Listing, asked: readonly AskedQuestion[], openedAt: string): ChatMessage[] {
  const messages: ChatMessage[] = [{ id: "greeting", type: "bot", content: greeting(listing), timestamp: openedAt }];
  asked.forEach((question, index) => {
    messages.push({ id: `q${index}`, type: "user", content: question.text, timestamp: question.at });
    messages.push({ id: `a${index}`, type: "bot", content: assistantReply(listing, question.text), timestamp: question.at });
  });
  return messages;
}

/** The question as kept: trimmed and capped; null when blank, which the chat ignores. */
export function normalizeQuestion(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, QUESTION_MAX_LENGTH) : null;
}

/** A professional first message to the seller, from the listing and what the buyer asked the assistant. */
export function draftInquiry(listing: Listing, asked: readonly AskedQuestion[], buyerName: string | null): string {
  const questions = asked.map((question) => question.text.split("\n")).flat().map((line) => line.trim()).filter(Boolean);
  const unique = [...new Set(questions)].slice(-8);
  const toAsk = unique.length > 0 ? unique : ["Are the logbooks complete, and is there any damage history?", "What maintenance program is it on, and what inspections are due next?"];
  return [
    `Dear ${listing.contact.name},`,
    "",
    `I am interested in the ${listing.name} (registration ${listing.registration}, serial number ${listing.serialNumber}) listed at ${formatAskingPrice(listing.price)} in ${listing.location}.`,
    "",
    "Could you tell me:",
    ...toAsk.map((question) => `- ${question}`),
    "",
    "If the answers suit, I would like to arrange a pre-buy inspection at an independent shop and review the logbooks.",
    "",
    "Kind regards,",
    buyerName?.trim() || "",
  ]
    .join("\n")
    .trimEnd();
}
