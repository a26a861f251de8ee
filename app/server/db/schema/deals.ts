import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DEAL_STATES, type ClosingItem, type Party, type Squawk } from "~/domain/deals/deal-process";
import { inquiries } from "./inquiries";
import { listings } from "./listings";

const PARTIES = ["buyer", "seller"] as const;

/**
 * One round of a deal in an inquiry's conversation: from the first offer to sold or
 * one of the ends (app/domain/deals/deal-process.ts). A step locks the row, so a person
 * and the clock acting at once are taken one after the other. `dueAt` is the current
 * state's deadline, which the deadline job finds by its index.
 */
export const deals = pgTable(
  "deals",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The buyer's account when the round started: one open round per buyer and listing. */
    buyerId: uuid("buyer_id").notNull(),
    state: text({ enum: DEAL_STATES }).notNull(),
    heldState: text("held_state", { enum: DEAL_STATES }),
    lastOfferBy: text("last_offer_by", { enum: PARTIES }).$type<Party>().notNull(),
    moves: integer().notNull().default(1),
    turbine: boolean().notNull(),
    stateEnteredAt: timestamp("state_entered_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** 0 while offers go back and forth; 1 once accepted; 2 once the squawk items are agreed. */
    termsVersion: integer("terms_version").notNull().default(0),
    squawks: jsonb().$type<Squawk[]>().notNull().default([]),
    ticked: jsonb().$type<ClosingItem[]>().notNull().default([]),
    confirmedBy: jsonb("confirmed_by").$type<Party[]>().notNull().default([]),
    /** The sides that agreed to publish the sold price: public only when both did (app/domain/deals/deal-process.ts). */
    pricePublicBy: jsonb("price_public_by").$type<Party[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("deals_inquiry_idx").on(table.inquiryId),
    index("deals_due_idx").on(table.dueAt).where(sql`${table.dueAt} is not null`),
    uniqueIndex("deals_one_open_round_idx")
      .on(table.listingId, table.buyerId)
      .where(sql`${table.state} not in ('sold', 'declined', 'withdrawn', 'expired', 'lapsed', 'cancelled')`),
    // PENDING_STATES: one buyer at a time between terms agreed and closing, also while an operator holds that deal.
    uniqueIndex("deals_one_pending_per_listing_idx")
      .on(table.listingId)
      .where(
        sql`coalesce(${table.heldState}, ${table.state}) in ('terms_agreed', 'deposit_held', 'inspection', 'acceptance', 'squawks', 'closing')`,
      ),
    check("deals_moves_check", sql`${table.moves} between 1 and 10`),
  ],
);

/** Every offer and counter-offer of a round, as made: never changed, the newest is the one open. */
export const dealOffers = pgTable(
  "deal_offers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    madeBy: text("made_by", { enum: PARTIES }).$type<Party>().notNull(),
    priceUsd: integer("price_usd").notNull(),
    depositUsd: integer("deposit_usd").notNull(),
    escrowAgent: text("escrow_agent").notNull(),
    inspectionScope: text("inspection_scope").notNull(),
    inspectionPlace: text("inspection_place").notNull(),
    whoPaysWhat: text("who_pays_what").notNull(),
    deliveryPlace: text("delivery_place").notNull(),
    targetClosing: date("target_closing", { mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("deal_offers_deal_idx").on(table.dealId, table.id)],
);

/**
 * What happened in a deal, who did it and when: appended with every step and reminder,
 * never changed (a trigger refuses an UPDATE). Deleted only with the deal's conversation.
 */
export const dealEvents = pgTable(
  "deal_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    actor: text({ enum: ["buyer", "seller", "operator", "clock"] }).notNull(),
    action: text().notNull(),
    fromState: text("from_state", { enum: DEAL_STATES }),
    toState: text("to_state", { enum: DEAL_STATES }).notNull(),
    /** What the person wrote or chose with the step (a reason, the inspection's date, the report's summary). */
    note: text(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("deal_events_deal_idx").on(table.dealId, table.id)],
);

/**
 * The operators' directory of escrow agents: each phone number found by the team from a
 * source independent of any buyer or seller (`phoneSource` says which), so a buyer phones
 * the agent there before sending a deposit, whatever a message or an email says.
 * Retired, never deleted: agreed terms may name an agent since removed.
 */
export const escrowAgents = pgTable(
  "escrow_agents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    phone: text().notNull(),
    phoneSource: text("phone_source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("escrow_agents_active_name_idx").on(sql`lower(${table.name})`).where(sql`${table.retiredAt} is null`)],
);

/**
 * A review after a sale: each side of a sold deal reviews the other once, within the days
 * deal-process.ts allows. Written once: a trigger refuses any UPDATE. `subjectId` is the
 * person reviewed (the listing's seller, or the deal's buyer), whose pages count it.
 */
export const dealReviews = pgTable(
  "deal_reviews",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    author: text({ enum: PARTIES }).$type<Party>().notNull(),
    authorId: uuid("author_id").notNull(),
    subjectId: uuid("subject_id").notNull(),
    rating: integer().notNull(),
    body: text().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("deal_reviews_one_per_side_idx").on(table.dealId, table.author),
    index("deal_reviews_subject_idx").on(table.subjectId, table.createdAt),
    check("deal_reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("deal_reviews_author_check", sql`${table.author} in ('buyer', 'seller')`),
  ],
);
