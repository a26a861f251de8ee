import { asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { ContactForm } from "~/domain/contact-form-schema";
import { SUPPORT_PAGE_SIZE, supportAnswerMail, supportInboxMail } from "~/domain/operators/console";
import type { Database } from "../db/database";
import { contactMessages } from "../db/schema";
import type { Mailer } from "../platform/mail.server";
import { type Actor, recordOperatorAction } from "../operators/audit-log.server";

export type ContactMessage = typeof contactMessages.$inferSelect;

export type SupportMailing = { mailer: Mailer; supportEmail: string | undefined; siteUrl: string };

/**
 * Keeps a contact-form message for the operator console and emails a copy to
 * SUPPORT_EMAIL when it is set. The message is kept first: a failed email is logged,
 * and the message still waits in the console.
 */
export async function receiveContactMessage(db: Database, message: ContactForm, { mailer, supportEmail, siteUrl }: SupportMailing): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  const id = row!.id;
  if (supportEmail) {
    try {
      await mailer.send({ to: supportEmail, ...supportInboxMail({ id, ...message }, siteUrl), headers: { "Reply-To": message.email } });
    } catch (error) {
      console.error(`Contact message ${id} is kept, but its copy to SUPPORT_EMAIL failed:`, error);
    }
  }
  return id;
}

/** One page of the support inbox: open messages first, then the answered ones; newest first within each. */
export async function supportInboxPage(db: Database, page: number): Promise<{ messages: ContactMessage[]; total: number }> {
  const [messages, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(sql`${contactMessages.answeredAt} is not null`, desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(SUPPORT_PAGE_SIZE)
      .offset((page - 1) * SUPPORT_PAGE_SIZE),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { messages, total: counted?.total ?? 0 };
}

export async function openSupportMessageCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.answeredAt));
  return row?.total ?? 0;
}

export async function supportMessage(db: Database, id: number): Promise<ContactMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).orderBy(asc(contactMessages.id)).limit(1);
  return row ?? null;
}

export type AnswerResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/**
 * Answers an open message: marks it answered, writes the audit entry and emails the
 * sender, all or nothing (a failed email rolls the answer back, so it can be sent again).
 */
export async function answerSupportMessage(db: Database, mailer: Mailer, operator: Actor, id: number, answer: string): Promise<AnswerResult> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .update(contactMessages)
      .set({ answeredAt: new Date(), answeredBy: operator.email, answer })
      .where(sql`${contactMessages.id} = ${id} and ${contactMessages.answeredAt} is null`)
      .returning();
    if (!message) {
      const existing = await supportMessage(tx, id);
      return existing
        ? { ok: false as const, status: 409 as const, message: `${existing.answeredBy ?? "An operator"} already answered this message.` }
        : { ok: false as const, status: 404 as const, message: "There is no such message." };
    }
    await recordOperatorAction(tx, operator, { action: "answer-support-message", targetType: "contact-message", targetId: String(id), reason: answer });
    await mailer.send({ to: message.email, ...supportAnswerMail(message, answer) });
    return { ok: true as const };
  });
}
