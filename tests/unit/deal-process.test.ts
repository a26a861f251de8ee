/**
 * The deal room's state table: every transition by the actor it belongs to, the same
 * action refused to every other actor and from every other state, each guard, and the
 * deadline of every state with its default outcome.
 */
import { describe, expect, it } from "vitest";
import {
  actionsFor,
  addBusinessDays,
  CLOSING_ITEMS,
  DEAL_STATES,
  deadlineFor,
  decide,
  holdsListing,
  isTurbine,
  MAX_OFFER_MOVES,
  TRANSITIONS,
  type Actor,
  type DealAction,
  type DealFacts,
  type DealState,
  type Squawk,
} from "~/domain/deals/deal-process";

const ACTORS: Actor[] = ["buyer", "seller", "operator", "clock"];
const ALL_TICKED = CLOSING_ITEMS.map((item) => item.key);
const answered: Squawk[] = [{ item: "Left magneto timing", severity: "must", answer: "credit" }];

function facts(overrides: Partial<DealFacts> = {}): DealFacts {
  return {
    state: "offer_open",
    heldState: null,
    lastOfferBy: "buyer",
    moves: 1,
    deadlinePassed: false,
    squawks: [],
    ticked: [],
    confirmedBy: [],
    listingTaken: false,
    ...overrides,
  };
}

// For each transition: facts and input under which its guard lets it through, and who takes it.
const WALK: { action: DealAction; from: DealState; to: DealState; actor: Actor; facts?: Partial<DealFacts>; input?: Parameters<typeof decide>[3] }[] = [
  { action: "counter", from: "offer_open", to: "offer_open", actor: "seller" },
  { action: "accept", from: "offer_open", to: "terms_agreed", actor: "seller" },
  { action: "decline", from: "offer_open", to: "declined", actor: "seller" },
  { action: "withdraw", from: "offer_open", to: "withdrawn", actor: "buyer" },
  { action: "expire", from: "offer_open", to: "expired", actor: "clock", facts: { deadlinePassed: true } },
  { action: "record_deposit", from: "terms_agreed", to: "deposit_held", actor: "buyer", input: { agentPhoned: true } },
  { action: "lapse", from: "terms_agreed", to: "lapsed", actor: "clock", facts: { deadlinePassed: true } },
  { action: "schedule_inspection", from: "deposit_held", to: "inspection", actor: "buyer" },
  { action: "records_only", from: "deposit_held", to: "acceptance", actor: "buyer" },
  { action: "upload_report", from: "inspection", to: "acceptance", actor: "buyer" },
  { action: "ask_decision", from: "inspection", to: "acceptance", actor: "seller", facts: { deadlinePassed: true } },
  { action: "accept_as_is", from: "acceptance", to: "closing", actor: "buyer" },
  { action: "accept_with_items", from: "acceptance", to: "squawks", actor: "buyer", input: { squawks: [{ item: "Left magneto timing", severity: "must", answer: null }] } },
  { action: "reject", from: "acceptance", to: "cancelled", actor: "buyer" },
  { action: "silence_rejects", from: "acceptance", to: "cancelled", actor: "clock", facts: { deadlinePassed: true } },
  {
    action: "answer_squawks",
    from: "squawks",
    to: "squawks",
    actor: "seller",
    facts: { squawks: [{ item: "Left magneto timing", severity: "must", answer: null }] },
    input: { squawks: answered },
  },
  { action: "agree_items", from: "squawks", to: "closing", actor: "buyer", facts: { squawks: answered } },
  { action: "walk_away", from: "squawks", to: "cancelled", actor: "buyer", facts: { squawks: [{ item: "Corrosion at the wing spar", severity: "must", answer: "decline" }] } },
  { action: "tick_item", from: "closing", to: "closing", actor: "buyer" },
  { action: "confirm_closing", from: "closing", to: "closing", actor: "seller", facts: { ticked: ALL_TICKED } },
  { action: "confirm_sold", from: "closing", to: "sold", actor: "buyer", facts: { ticked: ALL_TICKED, confirmedBy: ["seller"] } },
  { action: "cancel", from: "terms_agreed", to: "cancelled", actor: "seller" },
  { action: "cancel", from: "deposit_held", to: "cancelled", actor: "buyer", facts: { deadlinePassed: true } },
  { action: "cancel", from: "squawks", to: "cancelled", actor: "seller", facts: { deadlinePassed: true } },
  { action: "cancel", from: "closing", to: "cancelled", actor: "buyer", facts: { deadlinePassed: true } },
  { action: "cancel", from: "on_hold", to: "cancelled", actor: "operator", facts: { heldState: "inspection" } },
  { action: "hold", from: "inspection", to: "on_hold", actor: "operator" },
  { action: "release", from: "on_hold", to: "inspection", actor: "operator", facts: { heldState: "inspection" } },
];

describe("every transition of the table", () => {
  it("is walked by this test", () => {
    const walked = new Set(WALK.map((step) => `${step.action}:${step.from}`));
    for (const transition of TRANSITIONS) {
      // hold is walked from one state here and from all of them below.
      const from = transition.action === "hold" ? ["inspection"] : transition.from;
      for (const state of from) expect(walked, `${transition.action} from ${state}`).toContain(`${transition.action}:${state}`);
    }
  });

  for (const step of WALK) {
    const dealFacts = facts({ state: step.from, ...step.facts });
    it(`${step.action}: ${step.from} -> ${step.to} by the ${step.actor}`, () => {
      expect(decide(dealFacts, step.action, step.actor, step.input)).toEqual({ allowed: true, to: step.to });
    });
    it(`${step.action} from ${step.from} is refused to everyone but the ${step.actor}`, () => {
      const others = ACTORS.filter((actor) => actor !== step.actor && !(step.actor !== "operator" && step.actor !== "clock" && SHARED.has(`${step.action}:${step.from}`) && (actor === "buyer" || actor === "seller")));
      for (const actor of others) expect(decide(dealFacts, step.action, actor, step.input), actor).toMatchObject({ allowed: false });
    });
    it(`${step.action} is refused in every state it does not leave from`, () => {
      const from = new Set(TRANSITIONS.filter((transition) => transition.action === step.action).flatMap((transition) => transition.from));
      for (const state of DEAL_STATES.filter((candidate) => !from.has(candidate))) {
        expect(decide({ ...dealFacts, state }, step.action, step.actor, step.input), state).toEqual({ allowed: false, reason: "The deal has moved on: this step is no longer open." });
      }
    });
  }

  it("lets an operator hold a deal in every open state, and never a finished one", () => {
    for (const state of ["offer_open", "terms_agreed", "deposit_held", "inspection", "acceptance", "squawks", "closing"] as const) {
      expect(decide(facts({ state }), "hold", "operator")).toEqual({ allowed: true, to: "on_hold" });
    }
    for (const state of ["sold", "declined", "withdrawn", "expired", "lapsed", "cancelled", "on_hold"] as const) {
      expect(decide(facts({ state }), "hold", "operator")).toMatchObject({ allowed: false });
    }
  });
});

// Steps either party may take: refusing them to the other party would be wrong.
const SHARED = new Set(["tick_item:closing", "confirm_closing:closing", "confirm_sold:closing", "cancel:terms_agreed", "cancel:deposit_held", "cancel:squawks", "cancel:closing"]);

describe("the guards", () => {
  it("stop counter-offers at the tenth move", () => {
    expect(decide(facts({ moves: MAX_OFFER_MOVES - 1 }), "counter", "seller")).toMatchObject({ allowed: true });
    expect(decide(facts({ moves: MAX_OFFER_MOVES }), "counter", "seller")).toEqual({
      allowed: false,
      reason: "At most 10 offers and counter-offers in one round: accept or decline this one.",
    });
    expect(decide(facts({ moves: MAX_OFFER_MOVES }), "accept", "seller")).toMatchObject({ allowed: true });
  });

  it("give the counter-offer to the recipient: after the seller counters, the buyer answers", () => {
    const countered = facts({ lastOfferBy: "seller", moves: 2 });
    expect(decide(countered, "accept", "buyer")).toEqual({ allowed: true, to: "terms_agreed" });
    expect(decide(countered, "accept", "seller")).toEqual({ allowed: false, reason: "This step is the other side's to take." });
    expect(decide(countered, "withdraw", "seller")).toEqual({ allowed: true, to: "withdrawn" });
  });

  it("refuse acceptance while another buyer's deal holds the listing", () => {
    expect(decide(facts({ listingTaken: true }), "accept", "seller")).toMatchObject({ allowed: false, reason: expect.stringContaining("under agreement with another buyer") });
  });

  it("ask the buyer to confirm phoning the agent before recording a deposit", () => {
    expect(decide(facts({ state: "terms_agreed" }), "record_deposit", "buyer", {})).toMatchObject({ allowed: false, reason: expect.stringContaining("phoned the escrow agent") });
  });

  it("let the clock act only once the deadline passed", () => {
    for (const [state, action] of [["offer_open", "expire"], ["terms_agreed", "lapse"], ["acceptance", "silence_rejects"]] as const) {
      expect(decide(facts({ state }), action, "clock")).toMatchObject({ allowed: false });
    }
    expect(decide(facts({ state: "inspection" }), "ask_decision", "seller")).toMatchObject({ allowed: false });
    for (const state of ["deposit_held", "squawks", "closing"] as const) expect(decide(facts({ state }), "cancel", "buyer")).toMatchObject({ allowed: false });
  });

  it("want a listed item to accept subject to items, and every item answered", () => {
    expect(decide(facts({ state: "acceptance" }), "accept_with_items", "buyer", { squawks: [] })).toMatchObject({ allowed: false });
    const open: Squawk[] = [{ item: "Left magneto timing", severity: "must", answer: null }, { item: "Cracked fairing", severity: "could", answer: null }];
    expect(decide(facts({ state: "squawks", squawks: open }), "answer_squawks", "seller", { squawks: [{ ...open[0]!, answer: "fix" }, open[1]!] })).toMatchObject({ allowed: false });
    expect(decide(facts({ state: "squawks", squawks: open }), "agree_items", "buyer")).toMatchObject({ allowed: false, reason: "The seller has not answered every item yet." });
  });

  it("let the buyer walk away only over a declined must-fix item", () => {
    const declinedCosmetic: Squawk[] = [{ item: "Cracked fairing", severity: "could", answer: "decline" }];
    expect(decide(facts({ state: "squawks", squawks: declinedCosmetic }), "walk_away", "buyer")).toMatchObject({ allowed: false });
  });

  it("close only with the checklist ticked and both sides confirming, one after the other", () => {
    expect(decide(facts({ state: "closing", ticked: ALL_TICKED.slice(1) }), "confirm_closing", "buyer")).toMatchObject({ allowed: false, reason: expect.stringContaining("closing checklist") });
    expect(decide(facts({ state: "closing", ticked: ALL_TICKED }), "confirm_sold", "buyer")).toMatchObject({ allowed: false });
    expect(decide(facts({ state: "closing", ticked: ALL_TICKED, confirmedBy: ["buyer"] }), "confirm_sold", "buyer")).toMatchObject({ allowed: false });
    expect(decide(facts({ state: "closing", ticked: ALL_TICKED, confirmedBy: ["buyer"] }), "confirm_closing", "buyer")).toMatchObject({ allowed: false });
  });

  it("release a held deal back to where it was", () => {
    expect(decide(facts({ state: "on_hold", heldState: "squawks" }), "release", "operator")).toEqual({ allowed: true, to: "squawks" });
  });
});

describe("what a page offers", () => {
  it("shows the recipient of an offer accept, counter and decline, and its sender withdraw", () => {
    expect(actionsFor(facts(), "seller").sort()).toEqual(["accept", "counter", "decline"]);
    expect(actionsFor(facts(), "buyer")).toEqual(["withdraw"]);
  });

  it("shows the buyer the deposit form once terms are agreed, and both sides cancel", () => {
    expect(actionsFor(facts({ state: "terms_agreed" }), "buyer").sort()).toEqual(["cancel", "record_deposit"]);
    expect(actionsFor(facts({ state: "terms_agreed" }), "seller")).toEqual(["cancel"]);
  });

  it("shows nothing once the aircraft is sold", () => {
    for (const actor of ACTORS) expect(actionsFor(facts({ state: "sold" }), actor)).toEqual([]);
  });
});

describe("the listing's status", () => {
  it("is Pending from terms agreed to closing, also on hold, and not otherwise", () => {
    expect(holdsListing("terms_agreed", null)).toBe(true);
    expect(holdsListing("closing", null)).toBe(true);
    expect(holdsListing("on_hold", "deposit_held")).toBe(true);
    expect(holdsListing("on_hold", "offer_open")).toBe(false);
    expect(holdsListing("offer_open", null)).toBe(false);
    expect(holdsListing("sold", null)).toBe(false);
  });
});

describe("the deadlines", () => {
  // Friday 27 November 2026, 10:00 UTC.
  const friday = new Date("2026-11-27T10:00:00Z");
  const context = { enteredAt: friday, lastOfferBy: "buyer" as const, offerExpiresAt: new Date("2026-11-30T10:00:00Z"), turbine: false, targetClosing: new Date("2026-12-20T00:00:00Z") };

  it("counts business days over the weekend", () => {
    expect(addBusinessDays(friday, 3).toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(addBusinessDays(friday, 5).toISOString()).toBe("2026-12-04T10:00:00.000Z");
  });

  it("gives each waiting state its deadline, whose it is, and the default outcome", () => {
    const expected: Partial<Record<DealState, [string, string, DealAction | null]>> = {
      offer_open: ["2026-11-30T10:00:00.000Z", "seller", "expire"],
      terms_agreed: ["2026-12-02T10:00:00.000Z", "buyer", "lapse"],
      deposit_held: ["2026-12-18T10:00:00.000Z", "buyer", null],
      inspection: ["2026-12-11T10:00:00.000Z", "buyer", null],
      acceptance: ["2026-12-04T10:00:00.000Z", "buyer", "silence_rejects"],
      squawks: ["2026-12-11T10:00:00.000Z", "seller", null],
      closing: ["2027-01-03T00:00:00.000Z", "both", null],
    };
    for (const state of DEAL_STATES) {
      const deadline = deadlineFor(state, context);
      const want = expected[state];
      if (!want) {
        expect(deadline, state).toBeNull();
        continue;
      }
      expect({ dueAt: deadline?.dueAt.toISOString(), due: deadline?.due, outcome: deadline?.outcome }, state).toEqual({ dueAt: want[0], due: want[1], outcome: want[2] });
    }
  });

  it("gives a turbine's inspection 30 days rather than 14", () => {
    expect(deadlineFor("inspection", { ...context, turbine: true })?.dueAt.toISOString()).toBe("2026-12-27T10:00:00.000Z");
    expect(isTurbine("business-jet")).toBe(true);
    expect(isTurbine("single-engine")).toBe(false);
  });

  it("gives each default outcome to the clock, in the state whose deadline names it", () => {
    for (const state of DEAL_STATES) {
      const outcome = deadlineFor(state, context)?.outcome;
      if (outcome) expect(decide(facts({ state, deadlinePassed: true }), outcome, "clock"), state).toMatchObject({ allowed: true });
    }
  });
});
