import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { renameNeedsReview } from "~/domain/sellers/offering-company";
import { approvalMail, type DocumentType, refusalMail, VERIFICATION_PAGE_SIZE, type VerificationRequest } from "~/domain/sellers/verification";
import type { Database } from "../db/database";
import { profiles, sellerVerifications } from "../db/schema";
import type { Mailer } from "../platform/mail.server";
import type { FileStorage } from "../platform/storage.server";
import { type Actor, recordOperatorAction } from "../operators/audit-log.server";

export type SellerVerification = typeof sellerVerifications.$inferSelect;
export type QueuedVerification = SellerVerification & { sellerEmail: string };

/**
 * The legal name of the approved request of the seller behind `sellerId` (a listing's or
 * an inquiry's seller column), or null when they are not verified: one index lookup. The
 * badge goes beside this name alone (offering-company.ts). The column is named with its
 * table, as drizzle leaves a select's own columns bare, which inside the subquery would
 * mean the request's seller.
 */
export function verifiedLegalNameOf(sellerId: AnyPgColumn): SQL<string | null> {
  const outer = sql`${sql.identifier(getTableName(sellerId.table))}.${sql.identifier(sellerId.name)}`;
  return sql<string | null>`(select ${sellerVerifications.legalName} from ${sellerVerifications} where ${sellerVerifications.sellerId} = ${outer} and ${sellerVerifications.status} = 'approved' limit 1)`;
}

/** The legal name the seller was verified under, or null. */
export async function verifiedLegalName(db: Database, sellerId: string): Promise<string | null> {
  const [row] = await db
    .select({ legalName: sellerVerifications.legalName })
    .from(sellerVerifications)
    .where(and(eq(sellerVerifications.sellerId, sellerId), eq(sellerVerifications.status, "approved")))
    .limit(1);
  return row?.legalName ?? null;
}

/**
 * A verified seller renamed their company to a name that is not the verified legal name:
 * their request goes back to the operators' queue under the new name, and the badge
 * waits for the decision. True when it did.
 */
export async function reopenVerificationForRename(db: Database, sellerId: string, before: string | null, after: string | null): Promise<boolean> {
  const legalName = await verifiedLegalName(db, sellerId);
  if (after === null || !renameNeedsReview(legalName, before, after)) return false;
  const reopened = await db
    .update(sellerVerifications)
    .set({ status: "pending", legalName: after, submittedAt: new Date(), decidedAt: null, decidedBy: null })
    .where(and(eq(sellerVerifications.sellerId, sellerId), eq(sellerVerifications.status, "approved")))
    .returning({ id: sellerVerifications.id });
  return reopened.length > 0;
}

/** The seller's latest request, whatever became of it, or null if they never asked. */
export async function latestVerificationOf(db: Database, sellerId: string): Promise<SellerVerification | null> {
  const [row] = await db
    .select()
    .from(sellerVerifications)
    .where(eq(sellerVerifications.sellerId, sellerId))
    .orderBy(desc(sellerVerifications.submittedAt), desc(sellerVerifications.id))
    .limit(1);
  return row ?? null;
}

export type RequestResult = { ok: true; id: number } | { ok: false; message: string };

const ALREADY_OPEN = "You already have a request waiting for review, or you are already verified.";

/**
 * Keeps the proof document through the storage module, then the request. One request
 * may wait or be approved at a time (a unique index holds it even against two tabs at
 * once); a request that cannot be kept takes its document away again.
 */
export async function requestVerification(
  db: Database,
  storage: FileStorage,
  sellerId: string,
  request: VerificationRequest,
  documentType: DocumentType,
): Promise<RequestResult> {
  const open = await latestVerificationOf(db, sellerId);
  if (open && open.status !== "refused") return { ok: false, message: ALREADY_OPEN };
  const documentKey = `verification/${sellerId}/${randomBytes(16).toString("hex")}.${documentType.extension}`;
  await storage.upload(documentKey, new Uint8Array(await request.document.arrayBuffer()), { contentType: documentType.contentType });
  try {
    const [row] = await db
      .insert(sellerVerifications)
      .values({
        sellerId,
        legalName: request.legalName,
        registrationNumber: request.registrationNumber,
        country: request.country,
        businessAddress: request.businessAddress,
        phone: request.phone,
        documentKey,
        documentName: request.document.name.slice(0, 200) || `document.${documentType.extension}`,
        documentType: documentType.contentType,
      })
      .onConflictDoNothing()
      .returning({ id: sellerVerifications.id });
    if (row) return { ok: true, id: row.id };
  } catch (error) {
    await storage.remove([documentKey]);
    throw error;
  }
  await storage.remove([documentKey]);
  return { ok: false, message: ALREADY_OPEN };
}

/** The requests waiting for an operator, oldest first: one page, and how many wait in all. */
export async function verificationQueuePage(db: Database, page: number): Promise<{ requests: QueuedVerification[]; total: number }> {
  const waiting = eq(sellerVerifications.status, "pending");
  const [requests, [counted]] = await Promise.all([
    db
      .select({ request: sellerVerifications, sellerEmail: profiles.email })
      .from(sellerVerifications)
      .innerJoin(profiles, eq(profiles.id, sellerVerifications.sellerId))
      .where(waiting)
      .orderBy(asc(sellerVerifications.submittedAt), asc(sellerVerifications.id))
      .limit(VERIFICATION_PAGE_SIZE)
      .offset((page - 1) * VERIFICATION_PAGE_SIZE),
    db.select({ total: count() }).from(sellerVerifications).where(waiting),
  ]);
  return { requests: requests.map(({ request, sellerEmail }) => ({ ...request, sellerEmail })), total: counted?.total ?? 0 };
}

export async function pendingVerificationCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sellerVerifications).where(eq(sellerVerifications.status, "pending"));
  return row?.total ?? 0;
}

export async function verificationRequest(db: Database, id: number): Promise<QueuedVerification | null> {
  const [row] = await db
    .select({ request: sellerVerifications, sellerEmail: profiles.email })
    .from(sellerVerifications)
    .innerJoin(profiles, eq(profiles.id, sellerVerifications.sellerId))
    .where(eq(sellerVerifications.id, id))
    .limit(1);
  return row ? { ...row.request, sellerEmail: row.sellerEmail } : null;
}

export type DecisionResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approves or refuses a waiting request: the status, the audit entry and the email to
 * the seller, all or nothing (a failed email rolls the decision back, so it can be made again).
 * No operator decides their own request.
 */
export async function decideVerification(db: Database, mailer: Mailer, operator: Actor, id: number, decision: Decision, siteUrl: string): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const asked = await verificationRequest(tx, id);
    if (!asked) return { ok: false as const, status: 404 as const, message: "There is no such request." };
    if (asked.sellerId === operator.id) return { ok: false as const, status: 409 as const, message: "Another operator must decide your own request." };
    const [request] = await tx
      .update(sellerVerifications)
      .set({
        status: decision.approve ? "approved" : "refused",
        decidedAt: new Date(),
        decidedBy: operator.email,
        refusalReason: decision.approve ? null : decision.reason,
      })
      .where(and(eq(sellerVerifications.id, id), eq(sellerVerifications.status, "pending")))
      .returning();
    if (!request) return { ok: false as const, status: 409 as const, message: `${asked.decidedBy ?? "An operator"} already decided this request.` };
    const [seller] = await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, request.sellerId));
    await recordOperatorAction(tx, operator, {
      action: decision.approve ? "approve-seller-verification" : "refuse-seller-verification",
      targetType: "seller-verification",
      targetId: String(id),
      reason: decision.approve ? `Approved ${request.legalName} (${request.registrationNumber}, ${request.country})` : decision.reason,
    });
    const mail = decision.approve ? approvalMail(request.legalName, siteUrl) : refusalMail(request.legalName, decision.reason, siteUrl);
    await mailer.send({ to: seller!.email, ...mail });
    return { ok: true as const };
  });
}

/** A request's proof document as stored, for the operators' download route. */
export async function verificationDocument(
  db: Database,
  storage: FileStorage,
  id: number,
): Promise<{ body: ReadableStream<Uint8Array>; name: string; contentType: string } | null> {
  const request = await verificationRequest(db, id);
  if (!request) return null;
  const body = await storage.download(request.documentKey);
  return body ? { body, name: request.documentName, contentType: request.documentType } : null;
}

/** The storage paths of the seller's proof documents, to remove when their account closes. */
export async function verificationDocumentKeys(db: Database, sellerId: string): Promise<string[]> {
  const rows = await db.select({ key: sellerVerifications.documentKey }).from(sellerVerifications).where(eq(sellerVerifications.sellerId, sellerId));
  return rows.map((row) => row.key);
}
