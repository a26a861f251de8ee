import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Buyers' submitted AI-match requirements, kept anonymous for seller demand
 * insights: only the structured answers and when they were given. No name,
 * account, IP address or session, and not the free-text notes, which could hold
 * any of those.
 */
export const matchRequests = pgTable(
  "match_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    aircraftType: text("aircraft_type", { enum: ["business-jet", "single-engine", "multi-engine", "turboprop", "helicopter", "commercial"] }).notNull(),
    budget: integer().notNull(),
    passengerCapacity: text("passenger_capacity", { enum: ["1-4", "5-8", "9-15", "16+"] }),
    range: text({ enum: ["short", "medium", "long", "ultra-long"] }),
    usage: text({ enum: ["business", "personal", "charter", "training", "cargo"] }),
    timeline: text({ enum: ["immediate", "short", "medium", "long"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("match_requests_created_idx").on(table.createdAt.desc()),
    check("match_requests_budget_positive", sql`${table.budget} > 0`),
  ],
);
