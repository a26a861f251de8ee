import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The catalogue's searches, without any person's identity: the words typed, the filters
 * set (as the catalogue's URL parameters) and how many aircraft the page showed. Kept 90
 * days (SEARCH_LOG_DAYS) for the operators' figures of what buyers look for and do not find.
 */
export const searchLog = pgTable(
  "search_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    q: text().notNull(),
    filters: jsonb().$type<Record<string, string>>().notNull(),
    resultCount: integer("result_count").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("search_log_searched_at_idx").on(table.searchedAt)],
);
