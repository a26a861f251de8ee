/**
 * Who may see an inquiry and its conversation. One access rule for every read and write:
 * a thread belongs to its buyer (the account that sent it, or for a guest's inquiry,
 * the account the guest added it to by the link in their copy of it) and to the listing's seller (the owning
 * account, or for a listing no account owns, whoever confirmed its contact
 * email; a sample seller has no sign-in and counts as no account: the account
 * that confirms its email takes its listings over, see listing-ownership.server.ts).
 * Anyone else is told the thread does not exist.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { SignedInUser } from "~/domain/accounts/account";
import { inquiries, profiles } from "../db/schema";

export type Reader = Pick<SignedInUser, "id" | "email">;

function sameEmail(column: typeof inquiries.sellerEmail, email: string): SQL {
  return sql`lower(${column}) = ${email.trim().toLowerCase()}`;
}

// By account only: an address typed into the guest form is anyone's to type.
export function asBuyer(reader: Reader): SQL {
  return eq(inquiries.buyerId, reader.id);
}

/** No signed-up account owns the inquiry's listing: nobody, or a sample seller, who has no sign-in. */
const ownedByNoAccount = or(
  isNull(inquiries.sellerId),
  inArray(inquiries.sellerId, sql`(select ${profiles.id} from ${profiles} where ${profiles.isSample})`),
)!;

export function asSeller(reader: Reader): SQL {
  const byEmail = reader.email ? and(ownedByNoAccount, sameEmail(inquiries.sellerEmail, reader.email)) : undefined;
  return byEmail ? or(eq(inquiries.sellerId, reader.id), byEmail)! : eq(inquiries.sellerId, reader.id);
}
