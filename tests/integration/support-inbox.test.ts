/**
 * The support inbox against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * a contact message is kept and mailed to SUPPORT_EMAIL; an operator's answer is mailed
 * to the sender, marks the message answered and is written to the audit log, once.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, operatorActions } from "~/server/db/schema";
import type { MailMessage, Mailer } from "~/server/platform/mail.server";
import { consoleCounts } from "~/server/operators/console.server";
import { answerSupportMessage, receiveContactMessage, supportInboxPage, supportMessage } from "~/server/contact/support-inbox.server";
import { openTestDatabase, type TestDatabase } from "./test-database";
import { failingMailer } from "../support/mailers";

let database: TestDatabase;
let sent: MailMessage[];
const mailer: Mailer = { send: async (message) => void sent.push(message) };
const operator = { id: randomUUID(), email: "operator@example.com" };
const mailing = { mailer, supportEmail: "support@aeromarket.test", siteUrl: "https://aeromarket.test" };

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(() => {
  sent = [];
});

const message = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, topic: "buying" as const, message: `${name} asks whether the CJ4 is still for sale.` });

describe("a contact-form message", () => {
  it("is kept for the console and mailed to SUPPORT_EMAIL, with the sender to reply to", async () => {
    const id = await receiveContactMessage(database.db, message("Amelia"), mailing);
    expect(await supportMessage(database.db, id)).toMatchObject({ name: "Amelia", answeredAt: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "support@aeromarket.test", headers: { "Reply-To": "amelia@example.com" } });
    expect(sent[0]!.text).toContain(`https://aeromarket.test/operator/support/${id}`);
  });

  it("is kept, and waits in the console, without SUPPORT_EMAIL or when its email fails", async () => {
    const quiet = await receiveContactMessage(database.db, message("Quiet"), { ...mailing, supportEmail: undefined });
    const failed = await receiveContactMessage(database.db, message("Failed"), { ...mailing, mailer: failingMailer });
    expect(sent).toHaveLength(0);
    expect(await supportMessage(database.db, quiet)).not.toBeNull();
    expect(await supportMessage(database.db, failed)).not.toBeNull();
  });
});

describe("an operator's answer", () => {
  it("is mailed to the sender, marks the message answered and is logged with who answered", async () => {
    const id = await receiveContactMessage(database.db, message("Boris"), mailing);
    sent = [];
    expect(await answerSupportMessage(database.db, mailer, operator, id, "Yes, it is still for sale.")).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("boris@example.com");
    expect(sent[0]!.text).toContain("Yes, it is still for sale.");
    expect(await supportMessage(database.db, id)).toMatchObject({ answeredBy: "operator@example.com", answer: "Yes, it is still for sale." });
    const entries = await database.db.select().from(operatorActions).where(eq(operatorActions.targetId, String(id)));
    expect(entries).toMatchObject([{ operatorId: operator.id, operatorEmail: operator.email, action: "answer-support-message", targetType: "contact-message" }]);
  });

  it("is sent once: a second answer to the same message is refused", async () => {
    const id = await receiveContactMessage(database.db, message("Carla"), mailing);
    await answerSupportMessage(database.db, mailer, operator, id, "First answer, sent.");
    sent = [];
    expect(await answerSupportMessage(database.db, mailer, operator, id, "Second answer, refused.")).toMatchObject({ ok: false, status: 409 });
    expect(sent).toHaveLength(0);
    expect(await answerSupportMessage(database.db, mailer, operator, 2_000_000_000, "No such message here.")).toMatchObject({ ok: false, status: 404 });
  });

  it("is not recorded when its email fails, so it can be sent again", async () => {
    const id = await receiveContactMessage(database.db, message("Dmitri"), mailing);
    await expect(answerSupportMessage(database.db, failingMailer, operator, id, "This answer does not leave.")).rejects.toThrow("SMTP is down");
    expect(await supportMessage(database.db, id)).toMatchObject({ answeredAt: null, answer: null });
    expect(await database.db.select().from(operatorActions).where(eq(operatorActions.targetId, String(id)))).toEqual([]);
    expect(await answerSupportMessage(database.db, mailer, operator, id, "This answer goes out.")).toEqual({ ok: true });
  });
});

describe("the support inbox", () => {
  it("lists open messages first, newest first, and counts the open ones", async () => {
    await database.db.delete(contactMessages);
    const answered = await receiveContactMessage(database.db, message("Old"), mailing);
    await receiveContactMessage(database.db, message("Older"), mailing);
    await receiveContactMessage(database.db, message("Newest"), mailing);
    await answerSupportMessage(database.db, mailer, operator, answered, "Answered, so listed last.");
    const { messages, total } = await supportInboxPage(database.db, 1);
    expect(total).toBe(3);
    expect(messages.map((row) => row.name)).toEqual(["Newest", "Older", "Old"]);
    expect((await consoleCounts(database.db)).openSupportMessages).toBe(2);
    expect((await supportInboxPage(database.db, 2)).messages).toEqual([]);
  });
});
