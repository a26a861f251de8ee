/**
 * The operators' queue of open reports, and their decisions: dismiss one report, or hide
 * the reported listing, which closes every open report of it. Each decision is written
 * to the audit log and emailed to the reporters, all or nothing: a failed email rolls
 * the decision back, so the operator can make it again.
 */
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { REPORTS_PAGE_SIZE, reportOutcomeMail, type ReportOutcome, type ReportReason } from "~/domain/reports/reports";
import type { Database } from "../db/database";
import { inquiries, inquiryMessages, listingReports, listings, profiles } from "../db/schema";
import { type Actor, recordOperatorAction } from "../operators/audit-log.server";
import { hideListing } from "../operators/listing-moderation.server";
import type { Mailer } from "../platform/mail.server";

export type QueuedReport = {
  id: number;
  reason: ReportReason;
  note: string;
  createdAt: Date;
  reporterEmail: string;
  listing: { id: number; name: string; status: string; hidden: boolean; sellerEmail: string | null };
  /**
   * For a report of a message: what it says, and who wrote it (to look them up under Accounts),
   * or AeroMarket's team for its answers in a sample listing's conversation, whose seller's
   * address (a real seller's, once one took the listing over) did not write them.
   */
  message: { body: string; author: "buyer" | "seller" | "team"; authorEmail: string | null } | null;
};

const reporters = alias(profiles, "reporters");
const sellers = alias(profiles, "sellers");

export async function openReportCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(listingReports).where(isNull(listingReports.resolvedAt));
  return row?.total ?? 0;
}

/** One page of open reports, oldest first: the one waiting longest is at the top. */
export async function reportQueuePage(db: Database, page: number): Promise<{ reports: QueuedReport[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: listingReports.id,
        reason: listingReports.reason,
        note: listingReports.note,
        createdAt: listingReports.createdAt,
        reporterEmail: reporters.email,
        listingId: listings.id,
        listingName: listings.name,
        listingStatus: listings.status,
        hiddenAt: listings.hiddenAt,
        sellerEmail: sellers.email,
        messageBody: inquiryMessages.body,
        messageAuthor: inquiryMessages.author,
        messageByTeam: inquiryMessages.byTeam,
        buyerEmail: inquiries.buyerEmail,
        inquirySellerEmail: inquiries.sellerEmail,
      })
      .from(listingReports)
      .innerJoin(reporters, eq(reporters.id, listingReports.reporterId))
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .leftJoin(sellers, eq(sellers.id, listings.sellerId))
      .leftJoin(inquiryMessages, eq(inquiryMessages.id, listingReports.inquiryMessageId))
      .leftJoin(inquiries, eq(inquiries.id, inquiryMessages.inquiryId))
      .where(isNull(listingReports.resolvedAt))
      .orderBy(asc(listingReports.createdAt), asc(listingReports.id))
      .limit(REPORTS_PAGE_SIZE)
      .offset((page - 1) * REPORTS_PAGE_SIZE),
    openReportCount(db),
  ]);
  const reports = rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt,
    reporterEmail: row.reporterEmail,
    listing: { id: row.listingId, name: row.listingName, status: row.listingStatus, hidden: row.hiddenAt !== null, sellerEmail: row.sellerEmail },
    message:
      row.messageBody !== null && row.messageAuthor !== null
        ? row.messageByTeam
          ? { body: row.messageBody, author: "team" as const, authorEmail: null }
          : { body: row.messageBody, author: row.messageAuthor, authorEmail: (row.messageAuthor === "buyer" ? row.buyerEmail : row.inquirySellerEmail) ?? "" }
        : null,
  }));
  return { reports, total };
}

export type Decision = { intent: "dismiss" | "hide"; reportId: number; reason: string };

export type DecisionResult =
  | { ok: true; outcome: ReportOutcome; reportsClosed: number }
  | { ok: false; status: 404 | 409; message: string };

export async function decideReport(db: Database, mailer: Mailer, operator: Actor, decision: Decision, siteUrl: string): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ id: listingReports.id, listingId: listingReports.listingId, resolvedAt: listingReports.resolvedAt, resolvedBy: listingReports.resolvedBy })
      .from(listingReports)
      .where(eq(listingReports.id, decision.reportId))
      .for("update");
    if (!report) return { ok: false as const, status: 404 as const, message: "There is no such report." };
    if (report.resolvedAt) return { ok: false as const, status: 409 as const, message: `${report.resolvedBy ?? "An operator"} already decided on this report.` };

    const outcome: ReportOutcome = decision.intent === "hide" ? "hidden" : "dismissed";
    if (outcome === "hidden") await hideListing(tx, operator, report.listingId, decision.reason);
    // Hiding answers every open report of the listing; dismissing answers this one.
    const closing = outcome === "hidden" ? and(eq(listingReports.listingId, report.listingId), isNull(listingReports.resolvedAt)) : eq(listingReports.id, report.id);
    const closed = await tx
      .update(listingReports)
      .set({ outcome, resolvedAt: new Date(), resolvedBy: operator.email })
      .where(closing)
      .returning({ id: listingReports.id });
    // The order UPDATE returns rows in is the table's, not the reports': the log reads oldest report first.
    closed.sort((first, second) => first.id - second.id);
    for (const entry of closed) {
      await recordOperatorAction(tx, operator, {
        action: outcome === "hidden" ? "hide-reported-listing" : "dismiss-report",
        targetType: "report",
        targetId: String(entry.id),
        reason: decision.reason,
      });
    }
    const recipients = await tx
      .select({ email: profiles.email, aircraft: listings.name, aboutMessage: listingReports.inquiryMessageId, reportedAt: listingReports.createdAt })
      .from(listingReports)
      .innerJoin(profiles, eq(profiles.id, listingReports.reporterId))
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .where(inArray(listingReports.id, closed.map((entry) => entry.id)));
    for (const recipient of recipients) {
      const mail = reportOutcomeMail({ aircraft: recipient.aircraft, aboutMessage: recipient.aboutMessage !== null, reportedAt: recipient.reportedAt }, outcome, siteUrl);
      await mailer.send({ to: recipient.email, ...mail });
    }
    return { ok: true as const, outcome, reportsClosed: closed.length };
  });
}
