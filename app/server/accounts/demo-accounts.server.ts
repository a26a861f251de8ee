/**
 * The demo accounts `npm run db:seed -- --demo-accounts` creates: a confirmed seller
 * who owns a sample seller's share of the inventory, with an inquiry waiting, and a
 * confirmed buyer who sent it. Both are made through the embedded auth service's own
 * sign-up and email confirmation, as a person would, so nothing about them is special.
 */
import { randomBytes } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { and, count, eq } from "drizzle-orm";
import type { Registration } from "~/domain/accounts/account-forms";
import { ACCOUNT_EXISTS } from "~/domain/accounts/auth-messages";
import { createAuthService, loadSigningKey } from "../auth-service";
import { registerAccount, verifyEmailLink } from "../auth/accounts.server";
import type { Database } from "../db/database";
import { listings } from "../db/schema";
import { SEED_LISTINGS } from "../db/seed-listings";
import { sendInquiry } from "../inquiries/inquiries.server";
import type { MailMessage } from "../platform/mail.server";
import { ensureProfile } from "./profiles.server";

export type DemoAccount = {
  role: "seller" | "buyer";
  email: string;
  /** Null when the account was already there: its password is the one printed when it was made. */
  password: string | null;
};

export type DemoAccounts = { accounts: DemoAccount[]; sellerListings: number; inquiryId: number | null };

type Options = { dataDir: string; siteUrl: string; authSigningKey: string | undefined; jwtExpiry: number };

// The demo seller signs up with a sample seller's address and so takes over that seller's listings.
const SAMPLE_SELLER = SEED_LISTINGS[0]!.contact;

const DEMO_SELLER = {
  userType: "seller",
  firstName: SAMPLE_SELLER.name.split(" ")[0]!,
  lastName: SAMPLE_SELLER.name.split(" ").slice(1).join(" "),
  email: SAMPLE_SELLER.email,
  phone: SAMPLE_SELLER.phone,
  company: SAMPLE_SELLER.company,
} as const;

const DEMO_BUYER = {
  userType: "buyer",
  firstName: "Amelia",
  lastName: "Hart",
  email: "demo.buyer@aeromarket.example",
  phone: "+1 (415) 555-0112",
  company: undefined,
} as const;

const TOKEN_HASH = /[?&]token_hash=([^&\s]+)/;

export async function createDemoAccounts(db: Database, options: Options): Promise<DemoAccounts> {
  const mail: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void mail.push(message) };
  const service = createAuthService({
    db,
    jwtExpiry: options.jwtExpiry,
    siteUrl: options.siteUrl,
    signingKey: await loadSigningKey(options.dataDir, options.authSigningKey ?? null),
    mailer,
  });
  const supabase = createClient("http://embedded-auth.invalid", "embedded", {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: (input, init) => service(new Request(input, init)) },
  });

  const accounts: DemoAccount[] = [];
  const ids: Partial<Record<DemoAccount["role"], string>> = {};
  for (const details of [DEMO_SELLER, DEMO_BUYER]) {
    const password = randomBytes(12).toString("base64url");
    const registration: Registration = { ...details, password, confirmPassword: password, agreeToTerms: true };
    const registered = await registerAccount(supabase, registration);
    if (!registered.ok) {
      if (registered.message !== ACCOUNT_EXISTS) throw new Error(`Could not create ${details.email}: ${registered.message}`);
      accounts.push({ role: details.userType, email: details.email, password: null });
      continue;
    }
    const link = mail.filter((message) => message.to === details.email).at(-1)?.text.match(TOKEN_HASH)?.[1];
    if (!link) throw new Error(`No confirmation email reached ${details.email}`);
    const confirmed = await verifyEmailLink(supabase, { tokenHash: decodeURIComponent(link), type: "signup" });
    if (!confirmed.ok) throw new Error(`Could not confirm ${details.email}: ${confirmed.message}`);
    await ensureProfile(db, confirmed.value);
    ids[details.userType] = confirmed.value.id;
    accounts.push({ role: details.userType, email: details.email, password });
  }

  const sellerId = ids.seller;
  const sellerListings = sellerId
    ? ((await db.select({ total: count() }).from(listings).where(eq(listings.sellerId, sellerId)))[0]?.total ?? 0)
    : 0;
  let inquiryId: number | null = null;
  if (sellerId && ids.buyer) {
    const [listing] = await db
      .select({ id: listings.id, name: listings.name })
      .from(listings)
      .where(and(eq(listings.sellerId, sellerId), eq(listings.status, "active")))
      .limit(1);
    if (listing) {
      // From the demo buyer's account: no guest link to sign, so no secrets.
      const sent = await sendInquiry(db, { mailer, siteUrl: options.siteUrl, secrets: [] }, {
        listingId: listing.id,
        buyerId: ids.buyer,
        message: {
          name: `${DEMO_BUYER.firstName} ${DEMO_BUYER.lastName}`,
          email: DEMO_BUYER.email,
          phone: DEMO_BUYER.phone,
          message: `Hello, is the ${listing.name} still available? I would like the logbooks and a date for a pre-buy inspection.`,
          idempotencyKey: `demo-accounts:${sellerId}`,
        },
      });
      inquiryId = sent?.inquiryId ?? null;
    }
  }
  return { accounts, sellerListings, inquiryId };
}
