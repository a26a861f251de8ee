/**
 * Inquiries and their conversations. One access rule for every read and write:
 * a thread belongs to its buyer (the account that sent it, or for a guest's inquiry,
 * the account the guest added it to by the link in their copy of it) and to the listing's seller (the owning
 * account, or for a listing no account owns, whoever confirmed its contact
 * email; a sample seller has no sign-in and counts as no account: the account
 * that confirms its email takes its listings over, see listing-ownership.server.ts).
 * Anyone else is told the thread does not exist.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { SignedInUser } from "~/domain/accounts/account";
import { CLOSED_ACCOUNT_EMAIL, FORMER_MEMBER } from "~/domain/accounts/settings";
import { type DirectMessage, inquiryRateLimitRules, type InquiryStatus } from "~/domain/inquiries/inquiry";
import { PUBLIC_STATUSES } from "~/domain/listings/listing";
import type { Database } from "../db/database";
import { inquiries, inquiryMessages, listings, profiles } from "../db/schema";
import { env } from "../platform/env.server";
import { runInBackground } from "../platform/background-work.server";
import { type Mailer, siteMailer } from "../platform/mail.server";
import { consumeRateLimits, type RateLimitResult } from "../platform/rate-limit.server";
import { signInquiryClaimToken } from "./inquiry-claim-token.server";
import { receiveContactMessage } from "../support/support-inbox.server";
import { visibleToBuyers } from "../listings/listings.server";

export type Reader = Pick<SignedInUser, "id" | "email">;

/** Where mail goes out, what its links point at, and the secrets that sign a guest's link. */
export type InquiryMail = {
  mailer: Mailer;
  siteUrl: string;
  secrets: readonly string[];
  /** SUPPORT_EMAIL: where inquiries to sample listings are emailed (with the support inbox's copy). */
  supportEmail?: string | undefined;
};

let defaultMail: InquiryMail | undefined;

/** The site's mailer (SMTP_URL, or the outbox in DATA_DIR) and SITE_URL. */
export function inquiryMail(): InquiryMail {
  defaultMail ??= { mailer: siteMailer(), siteUrl: env().siteUrl, secrets: env().sessionSecrets, supportEmail: env().supportEmail };
  return defaultMail;
}

export function threadPath(inquiryId: number): string {
  return `/dashboard/inquiries/${inquiryId}`;
}

function sameEmail(column: typeof inquiries.sellerEmail, email: string): SQL {
  return sql`lower(${column}) = ${email.trim().toLowerCase()}`;
}

export const INQUIRY_CLAIM_PATH = "/inquiries/claim";

/** The link in a guest's copy of their inquiry that adds it to the account they sign in to. */
export function inquiryClaimUrl(mail: InquiryMail, inquiryId: number): string {
  return `${mail.siteUrl}${INQUIRY_CLAIM_PATH}?${new URLSearchParams({ token: signInquiryClaimToken(inquiryId, mail.secrets) })}`;
}

// By account only: an address typed into the guest form is anyone's to type.
function asBuyer(reader: Reader): SQL {
  return eq(inquiries.buyerId, reader.id);
}

/** No signed-up account owns the inquiry's listing: nobody, or a sample seller, who has no sign-in. */
const ownedByNoAccount = or(
  isNull(inquiries.sellerId),
  inArray(inquiries.sellerId, sql`(select ${profiles.id} from ${profiles} where ${profiles.isSample})`),
)!;

function asSeller(reader: Reader): SQL {
  const byEmail = reader.email ? and(ownedByNoAccount, sameEmail(inquiries.sellerEmail, reader.email)) : undefined;
  return byEmail ? or(eq(inquiries.sellerId, reader.id), byEmail)! : eq(inquiries.sellerId, reader.id);
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
    await sendToTeam(db, mail, { ...input.message, listingId: input.listingId, aircraft: recipient.name });
  } else {
    // An owner who turned inquiry emails off in /settings reads it on the dashboard.
    if (recipient.ownerWantsEmail === false) return { inquiryId: inserted.id, created: true, toTeam };
    deliver(mail, {
      to: sellerEmail,
      subject: `New inquiry about your ${recipient.name}`,
      text: [
        `${name} <${email}>${phone ? `, ${phone}` : ""} wrote about your ${recipient.name}:`,
        "",
        message,
        "",
        `Read and reply on AeroMarket: ${mail.siteUrl}${threadPath(inserted.id)}`,
        "",
        `You can also write to ${name} directly at ${email}.`,
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
          ? "This is a sample listing: its seller is made up, so your message went to AeroMarket's team, who answer by email to this address."
          : "The seller's reply will come to this address.",
        "",
        `To keep this conversation in your AeroMarket account, and reply there, open this link and sign in or register: ${inquiryClaimUrl(mail, inserted.id)}`,
        "",
        "If you did not write this, ignore this email: nothing is added to any account unless this link is opened.",
      ].join("\n"),
    });
  }
  return { inquiryId: inserted.id, created: true, toTeam };
}

type TeamInquiry = DirectMessage & { listingId: number; aircraft: string };

/**
 * An inquiry to a sample listing, whose seller is made up and whose address receives no
 * mail, goes to the support inbox (and to SUPPORT_EMAIL), where an operator answers it by
 * email. The inquiry itself stays stored, so a real seller who takes the listing over
 * later finds it.
 */
async function sendToTeam(db: Database, mail: InquiryMail, inquiry: TeamInquiry) {
  await receiveContactMessage(
    db,
    {
      name: inquiry.name,
      email: inquiry.email,
      topic: "buying",
      message: [`Inquiry about the sample listing ${inquiry.aircraft}: ${mail.siteUrl}/aircraft/${inquiry.listingId}`, "", inquiry.message].join("\n"),
    },
    { mailer: mail.mailer, supportEmail: mail.supportEmail, siteUrl: mail.siteUrl },
  );
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

/**
 * Sent after the answer: a slow mail server must not hold the sender's page open (and
 * invite a second submit). A failure is logged; the message is stored either way.
 */
function deliver(mail: InquiryMail, message: { to: string; subject: string; text: string }) {
  runInBackground(`Emailing ${message.to} about an inquiry`, () => mail.mailer.send(message));
}

export type InquiryRow = {
  id: number;
  listingId: number;
  aircraft: string;
  /** False once the seller deleted the listing: the conversation stays, its page does not. */
  listingPublic: boolean;
  buyerName: string;
  message: string;
  status: InquiryStatus;
  createdAt: Date;
};

const listingPublic = sql<boolean>`${inArray(listings.status, [...PUBLIC_STATUSES])}`.mapWith(Boolean);

const rowColumns = {
  id: inquiries.id,
  listingId: inquiries.listingId,
  aircraft: listings.name,
  listingPublic,
  buyerName: inquiries.buyerName,
  message: inquiries.message,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
};

function inquiryRows(db: Database, reader: SQL): Promise<InquiryRow[]> {
  return db
    .select(rowColumns)
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .where(reader)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

/** The inquiries the seller received, newest first. */
export function sellerInquiries(db: Database, seller: Reader): Promise<InquiryRow[]> {
  return inquiryRows(db, asSeller(seller));
}

/** The inquiries the buyer sent, and guest ones they added by their links, newest first. */
export function buyerInquiries(db: Database, buyer: Reader): Promise<InquiryRow[]> {
  return inquiryRows(db, asBuyer(buyer));
}

/** Inquiries per listing of this seller's, for the rows of My Listings. */
export async function inquiryCountsByListing(db: Database, seller: Reader): Promise<Map<number, number>> {
  const rows = await db
    .select({ listingId: inquiries.listingId, total: count() })
    .from(inquiries)
    .where(asSeller(seller))
    .groupBy(inquiries.listingId);
  return new Map(rows.map((row) => [row.listingId, row.total]));
}

export type ThreadMessage = { id: number; author: "buyer" | "seller"; body: string; createdAt: Date };

export type Thread = {
  id: number;
  listingId: number;
  aircraft: string;
  listingPublic: boolean;
  status: InquiryStatus;
  buyer: { name: string; email: string; phone: string | null };
  /** "Seller", or "Former member" once the seller closed their account. */
  sellerName: string;
  /** The other side closed their account: the conversation is kept to read, with nobody to answer. */
  otherClosed: boolean;
  createdAt: Date;
  /** Which side the reader is on. */
  role: "buyer" | "seller";
  messages: ThreadMessage[];
};

/** The conversation, if the reader is its buyer or its seller; null for anyone else. */
export async function findThread(db: Database, reader: Reader, inquiryId: number): Promise<Thread | null> {
  const [row] = await db
    .select({
      id: inquiries.id,
      listingId: inquiries.listingId,
      aircraft: listings.name,
      listingPublic,
      status: inquiries.status,
      buyerName: inquiries.buyerName,
      buyerEmail: inquiries.buyerEmail,
      buyerPhone: inquiries.buyerPhone,
      sellerEmail: inquiries.sellerEmail,
      createdAt: inquiries.createdAt,
      isSeller: sql<boolean>`${asSeller(reader)}`.mapWith(Boolean),
    })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .where(and(eq(inquiries.id, inquiryId), or(asSeller(reader), asBuyer(reader))));
  if (!row) return null;
  const messages = await db
    .select({ id: inquiryMessages.id, author: inquiryMessages.author, body: inquiryMessages.body, createdAt: inquiryMessages.createdAt })
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiryId, inquiryId))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
  return {
    id: row.id,
    listingId: row.listingId,
    aircraft: row.aircraft,
    listingPublic: row.listingPublic,
    status: row.status,
    buyer: { name: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone },
    sellerName: row.sellerEmail === CLOSED_ACCOUNT_EMAIL ? FORMER_MEMBER : "Seller",
    otherClosed: (row.isSeller ? row.buyerEmail : row.sellerEmail) === CLOSED_ACCOUNT_EMAIL,
    createdAt: row.createdAt,
    role: row.isSeller ? "seller" : "buyer",
    messages,
  };
}

/**
 * Adds the reader's reply and emails the other side. A seller's reply marks the
 * inquiry Replied. False when the reader may not see the thread.
 */
type Reply = { body: string; idempotencyKey: string };

/**
 * Adds a reply from the buyer or the seller and emails the other side. False when the
 * reader may not see the thread. A reply whose key was already stored (the same form
 * submitted twice) is neither stored nor mailed again.
 */
export async function replyToInquiry(db: Database, mail: InquiryMail, reader: Reader, inquiryId: number, { body, idempotencyKey }: Reply): Promise<boolean> {
  const [row] = await db
    .select({
      aircraft: listings.name,
      buyerEmail: inquiries.buyerEmail,
      guest: sql<boolean>`${isNull(inquiries.buyerId)}`.mapWith(Boolean),
      sellerEmail: sql<string>`coalesce(${profiles.email}, ${inquiries.sellerEmail})`,
      sellerWantsEmail: sql<boolean>`coalesce(${profiles.inquiryEmails}, true)`.mapWith(Boolean),
      buyerWantsEmail: sql<boolean>`coalesce((select ${profiles.inquiryEmails} from ${profiles} where ${profiles.id} = ${inquiries.buyerId}), true)`.mapWith(Boolean),
      isSeller: sql<boolean>`${asSeller(reader)}`.mapWith(Boolean),
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
    if (message && author === "seller") await tx.update(inquiries).set({ status: "replied" }).where(eq(inquiries.id, inquiryId));
    return message !== undefined;
  });
  if (!stored) return true;
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
