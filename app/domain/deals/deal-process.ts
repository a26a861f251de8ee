/**
 * The deal room's process: from a buyer's or seller's offer to a sold aircraft, as one
 * state table (modelled on Sharetribe's transaction process: states, transitions, who
 * may take each, and deadlines whose default outcome is itself a transition the clock
 * takes). Every page and job asks this module what may happen next; nothing else
 * decides. AeroMarket never holds money: the deposit and balance go to the escrow agent.
 */

export const DEAL_STATES = [
  "offer_open",
  "terms_agreed",
  "deposit_held",
  "inspection",
  "acceptance",
  "squawks",
  "closing",
  "sold",
  "declined",
  "withdrawn",
  "expired",
  "lapsed",
  "cancelled",
  "on_hold",
] as const;
export type DealState = (typeof DEAL_STATES)[number];

/** The seller's dashboard counts deals in these states, in the order a purchase goes (and those an operator holds). */
export const PIPELINE_STATES = ["offer_open", "terms_agreed", "deposit_held", "inspection", "acceptance", "squawks", "closing", "sold", "on_hold"] as const satisfies readonly DealState[];
export type PipelineState = (typeof PIPELINE_STATES)[number];

export function isPipelineState(value: string | null): value is PipelineState {
  return value !== null && (PIPELINE_STATES as readonly string[]).includes(value);
}

/** The ends of a round: a new offer in the same conversation starts a new deal. */
export const FINAL_STATES = ["sold", "declined", "withdrawn", "expired", "lapsed", "cancelled"] as const satisfies readonly DealState[];

/** From terms agreed to closing the aircraft is promised to one buyer: the listing shows Pending. */
export const PENDING_STATES = ["terms_agreed", "deposit_held", "inspection", "acceptance", "squawks", "closing"] as const satisfies readonly DealState[];

export type Party = "buyer" | "seller";
/** "clock" takes a deadline's default outcome when nobody acted in time. */
export type Actor = Party | "operator" | "clock";

export type SquawkSeverity = "must" | "should" | "could";
export type SquawkAnswer = "fix" | "credit" | "decline";
export type Squawk = { item: string; severity: SquawkSeverity; answer: SquawkAnswer | null };

/** The closing checklist: each party ticks their own items. */
export const CLOSING_ITEMS = [
  { key: "purchase_agreement", party: "buyer", label: "Purchase agreement signed (buyer)" },
  { key: "balance_with_escrow", party: "buyer", label: "Balance sent to the escrow agent" },
  { key: "insurance_binder", party: "buyer", label: "Insurance binder in place" },
  { key: "seller_agreement", party: "seller", label: "Purchase agreement signed (seller)" },
  { key: "lien_release", party: "seller", label: "Lien release with the escrow agent" },
  { key: "bill_of_sale", party: "seller", label: "Bill of sale and registration application filed" },
] as const satisfies readonly { key: string; party: Party; label: string }[];
export type ClosingItem = (typeof CLOSING_ITEMS)[number]["key"];

export const MAX_OFFER_MOVES = 10;
export const DEFAULT_OFFER_HOURS = 72;
export const MIN_OFFER_HOURS = 24;
export const MAX_OFFER_HOURS = 7 * 24;

/** What the table needs to know of a deal to say what may happen. */
export type DealFacts = {
  state: DealState;
  /** While on hold: the state an operator's release returns to. */
  heldState: DealState | null;
  /** Who made the offer now open (the other side is its recipient). */
  lastOfferBy: Party;
  /** Offers and counter-offers made in this round. */
  moves: number;
  /** The current state's deadline has passed (see deadlineFor). */
  deadlinePassed: boolean;
  squawks: Squawk[];
  ticked: ClosingItem[];
  confirmedBy: Party[];
  /** Another deal on the same listing is between terms agreed and closing. */
  listingTaken: boolean;
};

/** What the acting party says along with the action, where a guard needs it. */
export type ActionInput = { agentPhoned?: boolean; squawks?: Squawk[] };

export type DealAction =
  | "counter"
  | "accept"
  | "decline"
  | "withdraw"
  | "expire"
  | "record_deposit"
  | "lapse"
  | "schedule_inspection"
  | "records_only"
  | "upload_report"
  | "ask_decision"
  | "accept_as_is"
  | "accept_with_items"
  | "reject"
  | "silence_rejects"
  | "answer_squawks"
  | "agree_items"
  | "walk_away"
  | "tick_item"
  | "confirm_closing"
  | "confirm_sold"
  | "cancel"
  | "hold"
  | "release";

/** "sender" and "recipient" are of the offer now open. */
type Who = Actor | "sender" | "recipient" | "either";

type Transition = {
  action: DealAction;
  from: readonly DealState[];
  /** "held" returns to the state the deal was in when an operator held it. */
  to: DealState | "held";
  by: Who;
  /** Why the action is refused now, or null when it may be taken. */
  guard?: (facts: DealFacts, actor: Actor, input: ActionInput) => string | null;
};

const OPEN_STATES = DEAL_STATES.filter((state) => state !== "on_hold" && !(FINAL_STATES as readonly DealState[]).includes(state));

const movesLeft = (facts: DealFacts) => (facts.moves >= MAX_OFFER_MOVES ? `At most ${MAX_OFFER_MOVES} offers and counter-offers in one round: accept or decline this one.` : null);
const afterDeadline = (message: string) => (facts: DealFacts) => (facts.deadlinePassed ? null : message);
const checklistDone = (facts: DealFacts) => (closingComplete(facts) ? null : "Every item of the closing checklist must be ticked first.");

export const TRANSITIONS: readonly Transition[] = [
  { action: "counter", from: ["offer_open"], to: "offer_open", by: "recipient", guard: movesLeft },
  {
    action: "accept",
    from: ["offer_open"],
    to: "terms_agreed",
    by: "recipient",
    guard: (facts) => (facts.listingTaken ? "The aircraft is under agreement with another buyer: this offer can wait as a backup, or be declined." : null),
  },
  { action: "decline", from: ["offer_open"], to: "declined", by: "recipient" },
  { action: "withdraw", from: ["offer_open"], to: "withdrawn", by: "sender" },
  { action: "expire", from: ["offer_open"], to: "expired", by: "clock", guard: afterDeadline("The offer has not expired yet.") },
  {
    action: "record_deposit",
    from: ["terms_agreed"],
    to: "deposit_held",
    by: "buyer",
    guard: (_facts, _actor, input) => (input.agentPhoned ? null : "Confirm that you phoned the escrow agent, at a number you found yourself, before sending the deposit."),
  },
  { action: "lapse", from: ["terms_agreed"], to: "lapsed", by: "clock", guard: afterDeadline("The deposit is not overdue yet.") },
  { action: "schedule_inspection", from: ["deposit_held"], to: "inspection", by: "buyer" },
  { action: "records_only", from: ["deposit_held"], to: "acceptance", by: "buyer" },
  { action: "upload_report", from: ["inspection"], to: "acceptance", by: "buyer" },
  { action: "ask_decision", from: ["inspection"], to: "acceptance", by: "seller", guard: afterDeadline("The seller may ask for a decision once the inspection's time has passed.") },
  { action: "accept_as_is", from: ["acceptance"], to: "closing", by: "buyer" },
  {
    action: "accept_with_items",
    from: ["acceptance"],
    to: "squawks",
    by: "buyer",
    guard: (_facts, _actor, input) => ((input.squawks ?? []).length > 0 ? null : "List at least one item to accept the aircraft subject to it."),
  },
  { action: "reject", from: ["acceptance"], to: "cancelled", by: "buyer" },
  { action: "silence_rejects", from: ["acceptance"], to: "cancelled", by: "clock", guard: afterDeadline("The buyer still has time to decide.") },
  {
    action: "answer_squawks",
    from: ["squawks"],
    to: "squawks",
    by: "seller",
    guard: (facts, _actor, input) => {
      const answers = input.squawks ?? [];
      return answers.length === facts.squawks.length && answers.every((squawk) => squawk.answer !== null) ? null : "Answer every item: fix, credit or decline.";
    },
  },
  {
    action: "agree_items",
    from: ["squawks"],
    to: "closing",
    by: "buyer",
    guard: (facts) => (squawksAnswered(facts) ? null : "The seller has not answered every item yet."),
  },
  {
    action: "walk_away",
    from: ["squawks"],
    to: "cancelled",
    by: "buyer",
    guard: (facts) => (facts.squawks.some((squawk) => squawk.severity === "must" && squawk.answer === "decline") ? null : "You may walk away only when the seller declines an airworthiness (must fix) item."),
  },
  { action: "tick_item", from: ["closing"], to: "closing", by: "either" },
  {
    action: "confirm_closing",
    from: ["closing"],
    to: "closing",
    by: "either",
    guard: (facts, actor) => checklistDone(facts) ?? (facts.confirmedBy.length === 0 ? null : facts.confirmedBy.includes(actor as Party) ? "You have confirmed already; the other side confirms next." : "The other side confirmed: confirm the sale."),
  },
  {
    action: "confirm_sold",
    from: ["closing"],
    to: "sold",
    by: "either",
    guard: (facts, actor) => checklistDone(facts) ?? (facts.confirmedBy.length === 1 && !facts.confirmedBy.includes(actor as Party) ? null : "Both sides confirm the sale, one after the other."),
  },
  { action: "cancel", from: ["terms_agreed"], to: "cancelled", by: "either" },
  { action: "cancel", from: ["deposit_held"], to: "cancelled", by: "either", guard: afterDeadline("Either side may cancel once 21 days pass with no inspection scheduled.") },
  { action: "cancel", from: ["squawks"], to: "cancelled", by: "either", guard: afterDeadline("Either side may cancel once the 14 days for the items have passed.") },
  { action: "cancel", from: ["closing"], to: "cancelled", by: "either", guard: afterDeadline("Either side may cancel once the target closing date is 14 days past.") },
  { action: "cancel", from: ["on_hold"], to: "cancelled", by: "operator" },
  { action: "hold", from: OPEN_STATES, to: "on_hold", by: "operator" },
  { action: "release", from: ["on_hold"], to: "held", by: "operator" },
];

function squawksAnswered(facts: DealFacts): boolean {
  return facts.squawks.length > 0 && facts.squawks.every((squawk) => squawk.answer !== null);
}

function closingComplete(facts: DealFacts): boolean {
  return CLOSING_ITEMS.every((item) => facts.ticked.includes(item.key));
}

function actorFits(who: Who, actor: Actor, facts: DealFacts): boolean {
  if (who === "either") return actor === "buyer" || actor === "seller";
  if (who === "sender") return actor === facts.lastOfferBy;
  if (who === "recipient") return actor === otherParty(facts.lastOfferBy);
  return who === actor;
}

export function otherParty(party: Party): Party {
  return party === "buyer" ? "seller" : "buyer";
}

export type Decision = { allowed: true; to: DealState } | { allowed: false; reason: string };

/**
 * May `actor` take `action` now? Refused when the state has no such action, when the
 * action is another's, or when its guard says why not. The reason is for the person.
 */
export function decide(facts: DealFacts, action: DealAction, actor: Actor, input: ActionInput = {}): Decision {
  const candidates = TRANSITIONS.filter((transition) => transition.action === action && transition.from.includes(facts.state));
  if (candidates.length === 0) return { allowed: false, reason: "The deal has moved on: this step is no longer open." };
  const mine = candidates.find((transition) => actorFits(transition.by, actor, facts));
  if (!mine) return { allowed: false, reason: "This step is the other side's to take." };
  const refusal = mine.guard?.(facts, actor, input) ?? null;
  if (refusal !== null) return { allowed: false, reason: refusal };
  if (mine.to === "held") return facts.heldState ? { allowed: true, to: facts.heldState } : { allowed: false, reason: "The deal is not on hold." };
  return { allowed: true, to: mine.to };
}

/** The actions `actor` may take now (the forms a page shows). */
export function actionsFor(facts: DealFacts, actor: Actor): DealAction[] {
  const actions = new Set<DealAction>();
  for (const transition of TRANSITIONS) {
    if (!transition.from.includes(facts.state) || !actorFits(transition.by, actor, facts)) continue;
    // Guards that need the form's input (the phone check, squawk lists) are asked when it is sent.
    if (INPUT_GUARDED.has(transition.action) || decide(facts, transition.action, actor).allowed) actions.add(transition.action);
  }
  return [...actions];
}

const INPUT_GUARDED = new Set<DealAction>(["record_deposit", "accept_with_items", "answer_squawks"]);

export function isFinal(state: DealState): boolean {
  return (FINAL_STATES as readonly DealState[]).includes(state);
}

/** The listing is promised to one buyer (Pending), also while an operator holds such a deal. */
export function holdsListing(state: DealState, heldState: DealState | null): boolean {
  const effective = state === "on_hold" ? heldState : state;
  return effective !== null && (PENDING_STATES as readonly DealState[]).includes(effective);
}

/** Aircraft whose pre-buy inspection takes 30 days rather than 14. */
const TURBINE_CATEGORIES = new Set(["turboprop", "business-jet", "commercial"]);
export function isTurbine(category: string | null): boolean {
  return category !== null && TURBINE_CATEGORIES.has(category);
}

/** Monday to Friday, counted in UTC; public holidays are not known to the site. */
export function addBusinessDays(from: Date, days: number): Date {
  const result = new Date(from);
  let left = days;
  while (left > 0) {
    result.setUTCDate(result.getUTCDate() + 1);
    const weekday = result.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return result;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** What a deadline is measured from. */
export type DeadlineContext = { enteredAt: Date; lastOfferBy: Party; offerExpiresAt: Date | null; turbine: boolean; targetClosing: Date | null };

/**
 * A state's deadline: when it falls, whose move is due, and what happens then: the clock's
 * default transition, or (outcome null) the waiting party's right to cancel or ask.
 */
export type Deadline = { dueAt: Date; due: Party | "both"; what: string; outcome: DealAction | null; missed: string };

export function deadlineFor(state: DealState, context: DeadlineContext): Deadline | null {
  switch (state) {
    case "offer_open":
      return context.offerExpiresAt && { dueAt: context.offerExpiresAt, due: otherParty(context.lastOfferBy), what: "Answer the offer", outcome: "expire", missed: "The offer expires." };
    case "terms_agreed":
      return { dueAt: addBusinessDays(context.enteredAt, 3), due: "buyer", what: "Send the deposit to the escrow agent and record it", outcome: "lapse", missed: "The agreed terms lapse." };
    case "deposit_held":
      return { dueAt: addDays(context.enteredAt, 21), due: "buyer", what: "Schedule the pre-buy inspection (or go on records only)", outcome: null, missed: "Either side may cancel." };
    case "inspection":
      return { dueAt: addDays(context.enteredAt, context.turbine ? 30 : 14), due: "buyer", what: "Upload the inspection report", outcome: null, missed: "The seller may ask for a decision." };
    case "acceptance":
      return { dueAt: addBusinessDays(context.enteredAt, 5), due: "buyer", what: "Accept the aircraft as is, subject to items, or reject it", outcome: "silence_rejects", missed: "Silence is rejection: the deal is cancelled." };
    case "squawks":
      return { dueAt: addDays(context.enteredAt, 14), due: "seller", what: "Answer each item (fix, credit or decline), then the buyer agrees", outcome: null, missed: "Either side may cancel." };
    case "closing":
      return context.targetClosing && { dueAt: addDays(context.targetClosing, 14), due: "both", what: "Tick the closing checklist and confirm the sale", outcome: null, missed: "Either side may cancel." };
    default:
      return null;
  }
}

/** Reminders go out this long before a deadline. */
export const REMINDER_BEFORE_MS = DAY_MS;

/**
 * After the sale. Each side may review the other once, within REVIEW_DAYS of the sold
 * date; the form is gone after that and a late post is refused with this reason.
 */
export const REVIEW_DAYS = 14;

export function reviewDeadline(soldAt: Date): Date {
  return addDays(soldAt, REVIEW_DAYS);
}

/** The deal as the after-sale rules read it: `soldAt` is when it entered Sold. */
export type SoldFacts = { state: DealState; soldAt: Date | null; reviewedBy: Party[]; pricePublicBy: Party[] };

/** Why `party` may not review the other side now, or null when they may. */
export function reviewRefusal(facts: SoldFacts, party: Party, now: Date): string | null {
  if (facts.state !== "sold" || facts.soldAt === null) return "Reviews open once the sale is confirmed by both sides.";
  if (facts.reviewedBy.includes(party)) return "You have reviewed this sale already: a review cannot be changed once posted.";
  if (now.getTime() > reviewDeadline(facts.soldAt).getTime()) return `Reviews of a sale are written within ${REVIEW_DAYS} days of it: the time to review this one has ended.`;
  return null;
}

/**
 * Each side agrees, at closing or once sold, to publish the sold price; it is public
 * (the listing's sold price, a value estimate's comparable) only when both have.
 */
export function priceAgreementRefusal(facts: SoldFacts, party: Party): string | null {
  if (facts.state !== "closing" && facts.state !== "sold") return "The sold price can be published from closing on.";
  if (facts.pricePublicBy.includes(party)) return "You have agreed to publish the sold price already.";
  return null;
}

export function soldPricePublic(pricePublicBy: readonly Party[]): boolean {
  return pricePublicBy.includes("buyer") && pricePublicBy.includes("seller");
}
