/** Reading inquiries: the lists on the buyer's and the seller's dashboards, and one conversation, for its buyer or its seller only. */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { CLOSED_ACCOUNT_EMAIL, FORMER_MEMBER } from "~/domain/accounts/settings";
import { type InquiryStatus, SAMPLE_TEAM_NAME } from "~/domain/inquiries/inquiry";
import { PUBLIC_STATUSES } from "~/domain/listings/listing";
import { buyerPhoneShown } from "~/domain/deals/phone-sharing";
import type { Database } from "../db/database";
import { deals, inquiries, inquiryMessages, listings } from "../db/schema";
import { asBuyer, asSeller, type Reader } from "./inquiry-access.server";
import { listingIsSample, visibleToBuyers } from "../listings/listings.server";
import { verifiedLegalNameOf } from "../sellers/seller-verification.server";
import { buyerWantsInquiryEmails, sellerWantsInquiryEmails } from "./inquiries.server";

export type InquiryRow = {
  id: number;
  listingId: number;
  aircraft: string;
  /** False once buyers can no longer open the listing (deleted, expired, hidden by an operator): the conversation stays, its page does not. */
  listingPublic: boolean;
  /** The seller deleted it (rather than it being expired or hidden). */
  listingDeleted: boolean;
  buyerName: string;
  message: string;
  status: InquiryStatus;
  createdAt: Date;
};

const listingPublic = sql<boolean>`(${inArray(listings.status, [...PUBLIC_STATUSES])} and ${visibleToBuyers})`.mapWith(Boolean);
const listingDeleted = sql<boolean>`${eq(listings.status, "deleted")}`.mapWith(Boolean);

const rowColumns = {
  id: inquiries.id,
  listingId: inquiries.listingId,
  aircraft: listings.name,
  listingPublic,
  listingDeleted,
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

/** byTeam: AeroMarket's team answered on the seller's side of a sample listing's conversation. */
export type ThreadMessage = { id: number; author: "buyer" | "seller"; byTeam: boolean; body: string; createdAt: Date };

export type Thread = {
  id: number;
  listingId: number;
  aircraft: string;
  listingPublic: boolean;
  listingDeleted: boolean;
  status: InquiryStatus;
  /** The phone only for its buyer, or once terms were agreed (phone-sharing.ts); `phoneWithheld` when there is one not shown yet. */
  buyer: { name: string; email: string; phone: string | null; phoneWithheld: boolean };
  /** "Seller", "Former member" once the seller closed their account, or the team who answer for a sample listing. */
  sellerName: string;
  /** The company the listing names as its seller's. */
  sellerCompany: string;
  /** The person the listing names as its seller (its contact card's name). */
  sellerContactName: string;
  /** The listing's asking price now, in whole US dollars (null only for a listing back in draft). */
  price: number | null;
  /** The legal name of the seller's approved verification request: the thread shows "Verified seller" beside it alone. */
  verifiedLegalName: string | null;
  /** A sample listing: its seller is made up, and AeroMarket's team answer in its place. */
  sample: boolean;
  /** The other side closed their account: the conversation is kept to read, with nobody to answer. */
  otherClosed: boolean;
  /** The other side takes inquiry emails, so a reply is emailed to them (else it waits on their dashboard). */
  otherTakesEmail: boolean;
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
      listingDeleted,
      status: inquiries.status,
      buyerName: inquiries.buyerName,
      buyerEmail: inquiries.buyerEmail,
      buyerPhone: inquiries.buyerPhone,
      termsAgreed: sql<boolean>`exists (select 1 from ${deals} where ${deals.inquiryId} = ${inquiries.id} and ${deals.termsVersion} > 0)`.mapWith(Boolean),
      sellerEmail: inquiries.sellerEmail,
      createdAt: inquiries.createdAt,
      isSeller: sql<boolean>`${asSeller(reader)}`.mapWith(Boolean),
      sellerCompany: listings.contactCompany,
      sellerContactName: listings.contactName,
      price: listings.price,
      verifiedLegalName: verifiedLegalNameOf(listings.sellerId),
      sample: listingIsSample,
      buyerWantsEmail: buyerWantsInquiryEmails(),
      sellerWantsEmail: sellerWantsInquiryEmails(),
    })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .where(and(eq(inquiries.id, inquiryId), or(asSeller(reader), asBuyer(reader))));
  if (!row) return null;
  const messages = await db
    .select({ id: inquiryMessages.id, author: inquiryMessages.author, byTeam: inquiryMessages.byTeam, body: inquiryMessages.body, createdAt: inquiryMessages.createdAt })
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiryId, inquiryId))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
  const phoneShown = buyerPhoneShown(row.isSeller ? "seller" : "buyer", row.termsAgreed);
  return {
    id: row.id,
    listingId: row.listingId,
    aircraft: row.aircraft,
    listingPublic: row.listingPublic,
    listingDeleted: row.listingDeleted,
    status: row.status,
    buyer: { name: row.buyerName, email: row.buyerEmail, phone: phoneShown ? row.buyerPhone : null, phoneWithheld: !phoneShown && row.buyerPhone !== null },
    sellerName: row.sample ? SAMPLE_TEAM_NAME : row.sellerEmail === CLOSED_ACCOUNT_EMAIL ? FORMER_MEMBER : "Seller",
    sellerCompany: row.sellerCompany,
    sellerContactName: row.sellerContactName,
    price: row.price,
    verifiedLegalName: row.verifiedLegalName,
    sample: row.sample,
    otherClosed: (row.isSeller ? row.buyerEmail : row.sellerEmail) === CLOSED_ACCOUNT_EMAIL,
    otherTakesEmail: row.isSeller ? row.buyerWantsEmail : row.sellerWantsEmail,
    createdAt: row.createdAt,
    role: row.isSeller ? "seller" : "buyer",
    messages,
  };
}
