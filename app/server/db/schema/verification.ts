import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { VERIFICATION_STATUSES } from "../../../domain/sellers/verification";
import { profiles } from "./accounts";

/**
 * A seller's request to be verified: their company as they state it and a proof
 * document (kept through the storage module under `document_key`, served to operators
 * alone), then an operator's decision. A seller has at most one request waiting or
 * approved at a time; refused ones stay, with the reason the seller was emailed.
 */
export const sellerVerifications = pgTable(
  "seller_verifications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    legalName: text("legal_name").notNull(),
    registrationNumber: text("registration_number").notNull(),
    country: text().notNull(),
    businessAddress: text("business_address").notNull(),
    phone: text().notNull(),
    documentKey: text("document_key").notNull().unique(),
    documentName: text("document_name").notNull(),
    documentType: text("document_type").notNull(),
    status: text({ enum: VERIFICATION_STATUSES }).notNull().default("pending"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    refusalReason: text("refusal_reason"),
  },
  (table) => [
    uniqueIndex("seller_verifications_open_idx").on(table.sellerId).where(sql`${table.status} in ('pending', 'approved')`),
    index("seller_verifications_queue_idx").on(table.status, table.submittedAt, table.id),
    check("seller_verifications_refusal_reason", sql`${table.status} <> 'refused' or ${table.refusalReason} is not null`),
  ],
);

/**
 * The FAA's registry of US civil aircraft as last imported by `npm run registry:import`
 * (MASTER.txt, with make and model from ACFTREF.txt): an import replaces every row.
 * `n_number` is without its leading N, as the FAA writes it.
 */
export const faaRegistryAircraft = pgTable("faa_registry_aircraft", {
  nNumber: text("n_number").primaryKey(),
  serialNumber: text("serial_number").notNull(),
  modelCode: text("model_code").notNull(),
  make: text().notNull(),
  model: text().notNull(),
});

/** Each registry import: when, from which files, how many aircraft and how many rows were skipped. */
export const faaRegistryImports = pgTable("faa_registry_imports", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  files: text().notNull(),
  aircraft: integer().notNull(),
  skipped: integer().notNull(),
});
