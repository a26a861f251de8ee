/**
 * Sending an inquiry, replying in its conversation, and a guest adding theirs to an
 * account. Who may read or write a conversation: inquiry-access.server.ts.
 */
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { CLOSED_ACCOUNT_EMAIL } from "~/domain/accounts/settings";
import { type DirectMessage, inquiryRateLimitRules, statusAfterMessage } from "~/domain/inquiries/inquiry";
import { sampleInquiryNotice } from "~/domain/inquiries/sample-inquiry-mail";
import { PUBLIC_STATUSES } from "~/domain/listings/listing";
import { BUYER_PHONE_AT_TERMS } from "~/domain/deals/phone-sharing";
import type { Database } from "../db/database";
import { inquiries, inquiryMessages, listings, profiles } from "../db/schema";
import { consumeRateLimits, type RateLimitResult } from "../platform/rate-limit.server";
import { visibleToBuyers } from "../listings/listings.server";
import { asBuyer, asSeller, type Reader } from "./inquiry-access.server";
import { deliver, inquiryClaimUrl, type InquiryMail, threadPath } from "./inquiry-mail.server";

/** Whether the inquiry's buyer takes inquiry emails (a guest always does: they asked by email). */
export function buyerWantsInquiryEmails() {
  return sql<boolean>`coalesce((select ${profiles.inquiryEmails} from ${profiles} where ${profiles.id} = ${inquiries.buyerId}), true)`.mapWith(Boolean);
}

/** Whether the inquiry's seller takes inquiry emails (a listing no account owns is emailed at its contact address). */
export function sellerWantsInquiryEmails() {
  return sql<boolean>`coalesce((select ${profiles.inquiryEmails} from ${profiles} where ${profiles.id} = ${inquiries.sellerId}), true)`.mapWith(Boolean);
}

/** Whether a new inquiry about this listing is emailed to its seller (else it waits on their dashboard). */
export async function listingSellerTakesEmail(db: Database, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ wantsEmail: profiles.inquiryEmails })
    .from(listings)
    .leftJoin(profiles, eq(profiles.id, listings.sellerId))
    .where(eq(listings.id, listingId));
  return row?.wantsEmail ?? true;
}

/** Counts one inquiry against the client's address and the sender's email. */
export function consumeInquiryRateLimit(db: Database, clientAddress: string, email: string, now = new Date()): Promise<RateLimitResult> {
  return consumeRateLimits(db, inquiryRateLimitRules(clientAddress, email), now);
}

type SendInquiry = { listingId: number; buyerId: string | null; message: DirectMessage };

/** `toTeam`: the listing is a sample listing, so the message went to AeroMarket's team, not to a seller. */
export type SentInquiry = { inquiryId: number; created: boolean; toTeam: boolean };

/**
 * Stores the inquiry and its opening message, then emails the seller. A second
 * submit with the same idempotency key stores and sends nothing and answers with
 * the first inquiry. Null when no buyer may see the listing (missing, draft or deleted). A failed email is
 * logged, not fatal: the inquiry is stored and waits on the seller's dashboard.
 * The email goes out after the answer (deliver).
 */
export async function sendInquiry(db: Database, mail: InquiryMail, input: SendInquiry): Promise<SentInquiry | null> {
  const [recipient] = await db
    .select({
      name: listings.name,
      sellerId: listings.sellerId,
      ownerEmail: profiles.email,
      ownerIsSample: profiles.isSample,
      ownerWantsEmail: profiles.inquiryEmails,
      contactEmail: listings.contactEmail,
    })
    .from(listings)
    .leftJoin(profiles, eq(profiles.id, listings.sellerId))
    .where(and(eq(listings.id, input.listingId), inArray(listings.status, [...PUBLIC_STATUSES]), visibleToBuyers));
  if (!recipient) return null;
  const sellerEmail = recipient.ownerEmail ?? recipient.contactEmail;
  const { name, email, phone, message, idempotencyKey } = input.message;

  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({
        listingId: input.listingId,
        sellerId: recipient.sellerId,
        sellerEmail,
        buyerId: input.buyerId,
        buyerName: name,
        buyerEmail: email,
        buyerPhone: phone || null,
        message,
        idempotencyKey,
      })
      .onConflictDoNothing({ target: inquiries.idempotencyKey })
      .returning({ id: inquiries.id });
    if (row) await tx.insert(inquiryMessages).values({ inquiryId: row.id, author: "buyer", body: message });
    return row;
  });
  if (!inserted) {
    const [existing] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.idempotencyKey, idempotencyKey));
    if (!existing) throw new Error(`Inquiry ${idempotencyKey} conflicted but cannot be found`);
    return { inquiryId: existing.id, created: false, toTeam: recipient.ownerIsSample === true };
  }

  const toTeam = recipient.ownerIsSample === true;
  if (toTeam) {
    noticeToTeam(mail, inserted.id, { aircraft: recipient.name, buyerName: name, body: message });
  } else {
    // An owner who turned inquiry emails off in /settings reads it on the dashboard.
    if (recipient.ownerWantsEmail === false) return { inquiryId: inserted.id, created: true, toTeam };
    deliver(mail, {
      to: sellerEmail,
      // Answering this email answers the buyer, as its text says; the team's Reply-To would not.
      headers: { "Reply-To": email },
      subject: `New inquiry about your ${recipient.name}`,
      text: [
        `${name} <${email}> wrote about your ${recipient.name}:`,
        "",
        message,
        "",
        `Read and reply on AeroMarket: ${mail.siteUrl}${threadPath(inserted.id)}`,
        "",
        `You can also write to ${name} directly at ${email}.`,
        ...(phone ? [BUYER_PHONE_AT_TERMS] : []),
        ...(recipient.sellerId
          ? []
          : [
              "",
              `No account yet? Register as a seller with this address (${mail.siteUrl}/register?type=seller): the listings that show it as their contact, and their inquiries, come under your account.`,
            ]),
      ].join("\n"),
    });
  }
  if (input.buyerId === null) {
    deliver(mail, {
      to: email,
      subject: `Your inquiry about the ${recipient.name}`,
      text: [
        toTeam ? `You wrote about the ${recipient.name}:` : `You wrote to the seller of the ${recipient.name}:`,
        "",
        message,
        "",
        toTeam
          ? "This is a sample listing: its seller is made up, so your message went to AeroMarket's team. Their answer will come to this address, and is kept in the conversation."
          : "The seller's reply will come to this address.",
        "",
        `To keep this conversation in your AeroMarket account, where you can read the answers and reply, open this link and sign in or register: ${inquiryClaimUrl(mail, inserted.id)}`,
        "",
        "If you did not write this, ignore this email: nothing is added to any account unless this link is opened.",
      ].join("\n"),
    });
  }
  return { inquiryId: inserted.id, created: true, toTeam };
}

/**
 * A message in a sample listing's conversation, whose seller is made up and whose address
 * receives no mail, waits for AeroMarket's team in the operator console
 * (sample-inquiries.server.ts), who answer it in the conversation; SUPPORT_EMAIL, when
 * set, is told. The inquiry stays stored, so a real seller who takes the listing over
 * later finds it.
 */
function noticeToTeam(mail: InquiryMail, inquiryId: number, message: { aircraft: string; buyerName: string; body: string }) {
  if (!mail.supportEmail) return;
  deliver(mail, { to: mail.supportEmail, ...sampleInquiryNotice(message, `${mail.siteUrl}/operator/sample-inquiries/${inquiryId}`) });
}

export type InquiryClaim = "added" | "already-yours" | "taken" | "missing";

/**
 * Puts a guest's inquiry under the account that opened the link from the guest's copy:
 * the first account to do so keeps it.
 */
export async function claimGuestInquiry(db: Database, userId: string, inquiryId: number): Promise<InquiryClaim> {
  const [added] = await db
    .update(inquiries)
    .set({ buyerId: userId })
    .where(and(eq(inquiries.id, inquiryId), isNull(inquiries.buyerId)))
    .returning({ id: inquiries.id });
  if (added) return "added";
  const [existing] = await db.select({ buyerId: inquiries.buyerId }).from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!existing) return "missing";
  return existing.buyerId === userId ? "already-yours" : "taken";
}

type Reply = { body: string; idempotencyKey: string };

/**
 * Adds a reply from the buyer or the seller and emails the other side, unless they turned
 * inquiry emails off. A seller's reply marks the inquiry Replied, a buyer's (a follow-up)
 * New again: it waits for the seller. False when the reader may not see the thread. A reply whose key was already stored (the same form
 * submitted twice) is neither stored nor mailed again.
 */
export async function replyToInquiry(db: Database, mail: InquiryMail, reader: Reader, inquiryId: number, { body, idempotencyKey }: Reply): Promise<boolean> {
  const [row] = await db
    .select({
      aircraft: listings.name,
      buyerEmail: inquiries.buyerEmail,
      guest: sql<boolean>`${isNull(inquiries.buyerId)}`.mapWith(Boolean),
      sellerEmail: sql<string>`coalesce(${profiles.email}, ${inquiries.sellerEmail})`,
      sellerWantsEmail: sellerWantsInquiryEmails(),
      buyerWantsEmail: buyerWantsInquiryEmails(),
      isSeller: sql<boolean>`${asSeller(reader)}`.mapWith(Boolean),
      sample: sql<boolean>`coalesce(${profiles.isSample}, false)`.mapWith(Boolean),
      buyerName: inquiries.buyerName,
    })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .leftJoin(profiles, eq(profiles.id, inquiries.sellerId))
    .where(and(eq(inquiries.id, inquiryId), or(asSeller(reader), asBuyer(reader))));
  if (!row) return false;
  const author = row.isSeller ? "seller" : "buyer";
  const stored = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(inquiryMessages)
      .values({ inquiryId, author, body, idempotencyKey })
      .onConflictDoNothing({ target: inquiryMessages.idempotencyKey })
      .returning({ id: inquiryMessages.id });
    if (message) await tx.update(inquiries).set({ status: statusAfterMessage(author) }).where(eq(inquiries.id, inquiryId));
    return message !== undefined;
  });
  if (!stored) return true;
  if (row.sample && author === "buyer") {
    noticeToTeam(mail, inquiryId, { aircraft: row.aircraft, buyerName: row.buyerName, body });
    return true;
  }
  const to = author === "seller" ? row.buyerEmail : row.sellerEmail;
  // Nobody to email: the other side closed their account, or turned inquiry emails off in /settings.
  if (to === CLOSED_ACCOUNT_EMAIL || !(author === "seller" ? row.buyerWantsEmail : row.sellerWantsEmail)) return true;
  deliver(mail, {
    to,
    subject: author === "seller" ? `The seller replied about the ${row.aircraft}` : `The buyer replied about your ${row.aircraft}`,
    text: [
      author === "seller" ? `The seller of the ${row.aircraft} replied:` : `The buyer replied about your ${row.aircraft}:`,
      "",
      body,
      "",
      `Read the conversation and reply on AeroMarket: ${mail.siteUrl}${threadPath(inquiryId)}`,
      ...(author === "seller" && row.guest
        ? ["", `To keep this conversation in your AeroMarket account, open this link and sign in or register: ${inquiryClaimUrl(mail, inquiryId)}`]
        : []),
    ].join("\n"),
  });
  return true;
}
