import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { descending } from "./columns";

/**
 * The accounts that run the marketplace. Only `npm run operator -- grant EMAIL` writes
 * here: no page can make anyone an operator.
 */
export const operators = pgTable("operators", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every operator action: who, what, on what, why and when. Append-only: a trigger
 * (migration 0016) refuses every UPDATE and DELETE, so no page and no bug can rewrite it.
 * The operator's email is copied in, so the entry still says who after their account is gone.
 */
export const operatorActions = pgTable(
  "operator_actions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid("operator_id"),
    operatorEmail: text("operator_email").notNull(),
    action: text().notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("operator_actions_created_idx").on(descending(table.createdAt), descending(table.id))],
);
