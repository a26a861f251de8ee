/**
 * The inquiry dialog's assistant: scripted, not a language model. Every answer
 * comes from this listing's own fields, and when the listing does not say, the
 * assistant says so and points to the seller.
 */
import type { Listing } from "../listings/listing";
import { formatAskingPrice } from "../catalog/price";
import { DAMAGE_WORDS, LOGBOOK_STATES, labelOf } from "../listings/aviation";
import { preBuyAdvice, preBuyRange } from "./pre-buy";
import { formatNumber } from "~/domain/format-number";

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

const MAINTENANCE_WORDS = /maint|inspect|annual|overhaul|program|propart|care|check|esp|jssi|msp|record|logbook|warranty|tap/i;
const AVIONICS_WORDS = /avionic|garmin|honeywell|collins|pro line|proline|planeview|g\d{3,4}|autopilot|autothrottle|ads-b|synthetic|vision|radar|tcas|fms|cockpit|wifi|display/i;

type Topic = { test: RegExp; answer: (listing: Listing) => string };

const DAMAGE_SENTENCE = /damage|accident|incident/i;

/** The description's sentences that speak of damage, as the seller wrote them. */
export function damageSentences(description: string): string[] {
  return description
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => DAMAGE_SENTENCE.test(sentence));
}

/** Damage history and logbooks: from the listing's History section and its description; what neither says, the seller is asked. */
function historyAnswer(listing: Listing): string {
  const history = listing.aviation.history;
  const parts: string[] = [];
  if (history?.damage === "none") parts.push("The listing states no damage history.");
  else if (history?.damage === "yes") parts.push(`The listing states damage history${history.damageDescription ? `: ${history.damageDescription.replace(/[.\s]+$/, "")}.` : "."}`);
  else if (history?.damage === "unknown") parts.push(`The listing gives the damage history as ${DAMAGE_WORDS.unknown.toLowerCase()}.`);
  const sentences = damageSentences(listing.description);
  if (sentences.length > 0) parts.push(`Its description says: “${sentences.join(" ")}”`);
  if (parts.length === 0) parts.push("The listing does not state the damage history.");
  parts.push(
    history?.logbooks
      ? `It gives the logbooks as ${labelOf(LOGBOOK_STATES, history.logbooks).toLowerCase()}; ask the seller for them and for the maintenance tracking report.`
      : "It does not say whether the logbooks are complete: ask the seller for the logbooks and the maintenance tracking report.",
  );
  return parts.join(" ");
}

const TOPICS: Topic[] = [
  {
    test: /check ?list/i,
    answer: (listing) =>
      `A buyer's checklist for the ${listing.name}: confirm the registration (${listing.registration}) and serial number (${listing.serialNumber}) against the logbooks; review the maintenance records; order a pre-buy inspection (typically ${preBuyRange(listing.category).duration}, ${preBuyRange(listing.category).cost}) at an independent shop; run a title search; and close through an escrow agent.`,
  },
  {
    test: /pre-?buy|pre-?purchase|inspection/i,
    answer: (listing) =>
      `${preBuyAdvice(listing.category)} Choose an independent shop that knows the ${listing.manufacturer} ${listing.model}, not one chosen by the seller, and have the logbooks reviewed at the same time.`,
  },
  {
    test: /hour|total time|\btt\b|airframe/i,
    answer: (listing) =>
      `The listing gives a total time of ${formatNumber(listing.totalTimeHours)} hours on the airframe. It does not give the engines' times since overhaul; ask the seller for them.`,
  },
  {
    test: /maint|record|annual|overhaul/i,
    answer: (listing) => {
      const items = listing.features.filter((feature) => MAINTENANCE_WORDS.test(feature));
      const said = items.length > 0 ? `On maintenance, the listing mentions: ${items.join("; ")}.` : "The listing does not say how the aircraft has been maintained.";
      return `${said} Ask the seller for the logbooks and the maintenance tracking report.`;
    },
  },
  {
    test: /damage|accident|incident|history|logbook|\blogs\b/i,
    answer: historyAnswer,
  },
  {
    test: /avionic|equipment|ads-b|autopilot|panel|cockpit|option|upgrade/i,
    answer: (listing) => {
      const avionics = listing.features.filter((feature) => AVIONICS_WORDS.test(feature));
      const other = listing.features.filter((feature) => !AVIONICS_WORDS.test(feature) && !MAINTENANCE_WORDS.test(feature));
      if (avionics.length === 0 && other.length === 0) return "The listing does not list its avionics or equipment; ask the seller for the equipment list.";
      const parts = [
        avionics.length > 0 ? `Avionics: ${avionics.join("; ")}.` : "The listing does not name its avionics.",
        other.length > 0 ? `Equipment: ${other.join("; ")}.` : "",
      ];
      return parts.filter(Boolean).join(" ");
    },
  },
  {
    test: /price|cost|negotiab|offer|how much|escrow|title/i,
    answer: (listing) =>
      `The asking price is ${formatAskingPrice(listing.price)}. The listing does not say whether it is negotiable or which escrow and title company the seller uses; ask the seller.`,
  },
  {
    test: /locat|where|based|hangar/i,
    answer: (listing) => `The aircraft is located in ${listing.location}. The listing does not say where it has been hangared over its life.`,
  },
  {
    test: /seat|passenger|people|cabin/i,
    answer: (listing) => `It seats ${listing.seats}, with ${formatNumber(listing.specifications.baggageCuFt)} cu ft of baggage space and a useful load of ${formatNumber(listing.usefulLoadLbs)} lbs.`,
  },
  {
    test: /\brange\b|\bdistance\b|how far|nautical|\bspeed\b|\bcruise|\bfast\b/i,
    answer: (listing) =>
      `Its range is ${formatNumber(listing.specifications.rangeNm)} nm, at a cruise speed of ${formatNumber(listing.specifications.cruiseSpeedKts)} kts (maximum ${formatNumber(listing.specifications.maxSpeedKts)} kts).`,
  },
  {
    test: /deliver|available|when could|timeline/i,
    answer: (listing) =>
      listing.availableInMonths === 0
        ? "The listing says it is available now."
        : `The listing says it can be delivered in about ${listing.availableInMonths} month${listing.availableInMonths === 1 ? "" : "s"}.`,
  },
  {
    test: /include|sale|year|registration|serial/i,
    answer: (listing) =>
      `It is a ${listing.year} ${listing.manufacturer} ${listing.model}, registration ${listing.registration}, serial number ${listing.serialNumber}. The listing does not say what else the sale includes; ask the seller.`,
  },
];

/** The assistant's reply: an answer for every topic the question touches, or a plain "the listing does not say". */
export function assistantReply(listing: Listing, question: string): string {
  const answers = TOPICS.filter((topic) => topic.test.test(question)).map((topic) => topic.answer(listing));
  if (answers.length === 0) {
    return `The listing does not say. I can answer about its hours, maintenance, damage history, avionics, price, location, seats and range, and about the pre-buy inspection. For anything else, use Contact Seller Directly and ${listing.contact.name} of ${listing.contact.company} can answer.`;
  }
  return answers.join("\n\n");
}

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
