import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Messages sent through the Contact Us form, for the support team. */
export const contactMessages = pgTable("contact_messages", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  topic: text().notNull(),
  message: text().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when an operator answers from the console (/operator/support): the answer is emailed to the sender. */
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  answeredBy: text("answered_by"),
  answer: text(),
});
