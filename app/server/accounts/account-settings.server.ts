import { and, eq } from "drizzle-orm";
import { type ContactDetails, followProfile, fullName, type NotificationChoices, type ProfileChanges } from "~/domain/accounts/settings";
import type { Database } from "../db/database";
import { listings, profiles } from "../db/schema";
import { reopenVerificationForRename } from "../sellers/seller-verification.server";

const contactOf = (profile: { firstName: string; lastName: string; phone: string; company: string | null }): ContactDetails => ({
  name: fullName(profile),
  phone: profile.phone,
  company: profile.company ?? "",
});

/**
 * Saves the person's own details. A seller's listings that showed the old name, phone
 * or company as their contact show the new ones, in the same transaction. A verified
 * seller's new company name that is not their verified legal name sends the request back
 * to the operators (`verificationReopened`): the badge waits for their decision.
 */
export async function updateProfile(db: Database, id: string, changes: ProfileChanges): Promise<{ verificationReopened: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.id, id)).for("update");
    if (!before) throw new Error(`No profile ${id} to update`);
    const [after] = await tx
      .update(profiles)
      .set({
        firstName: changes.firstName,
        lastName: changes.lastName,
        phone: changes.phone,
        company: before.userType === "seller" ? (changes.company ?? before.company) : null,
      })
      .where(eq(profiles.id, id))
      .returning();
    if (!after || before.userType !== "seller") return { verificationReopened: false };
    const verificationReopened = await reopenVerificationForRename(tx, id, before.company, after.company);
    const owned = await tx
      .select({ id: listings.id, name: listings.contactName, phone: listings.contactPhone, company: listings.contactCompany })
      .from(listings)
      .where(eq(listings.sellerId, id));
    for (const listing of owned) {
      const contact = followProfile(listing, contactOf(before), contactOf(after));
      if (contact.name === listing.name && contact.phone === listing.phone && contact.company === listing.company) continue;
      await tx
        .update(listings)
        .set({ contactName: contact.name, contactPhone: contact.phone, contactCompany: contact.company })
        .where(and(eq(listings.id, listing.id), eq(listings.sellerId, id)));
    }
    return { verificationReopened };
  });
}

export async function setNotificationChoices(db: Database, id: string, choices: NotificationChoices): Promise<void> {
  await db
    .update(profiles)
    .set({ searchAlerts: choices.searchAlerts, aircraftAlerts: choices.aircraftAlerts, inquiryEmails: choices.inquiryEmails })
    .where(eq(profiles.id, id));
}

/**
 * The address the person signs in with, once the auth server confirmed a change of it.
 * A seller's listings that showed the old address as their contact show the new one.
 */
export async function recordEmail(db: Database, id: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, id)).for("update");
    if (!before) return;
    await tx.update(profiles).set({ email }).where(eq(profiles.id, id));
    await tx
      .update(listings)
      .set({ contactEmail: email })
      .where(and(eq(listings.sellerId, id), eq(listings.contactEmail, before.email)));
  });
}
