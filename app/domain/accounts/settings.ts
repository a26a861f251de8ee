import { z } from "../zod";
import type { UserType } from "./account";
import { email, newPassword, passwordsMatch, phoneNumber, requiredText } from "./account-forms";

/** The forms of /settings; each posts its `intent` to the page's action. */
export const SETTINGS_INTENTS = ["profile", "email", "password", "notifications", "sign-out-others", "sign-out-everywhere"] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

export const settingsIntentSchema = z.object({ intent: z.enum(SETTINGS_INTENTS) });

const COMPANY_REQUIRED = "Please enter your company or organization";

/** A seller's company is required, as at sign-up; a buyer has none. */
export function profileSchema(userType: UserType) {
  return z.object({
    intent: z.literal("profile"),
    firstName: requiredText("Please enter your first name"),
    lastName: requiredText("Please enter your last name"),
    phone: phoneNumber,
    company:
      userType === "seller"
        ? requiredText(COMPANY_REQUIRED, 120)
        : z.string().trim().max(120).optional().transform(() => undefined),
  });
}

export type ProfileChanges = { firstName: string; lastName: string; phone: string; company?: string | undefined };

export const CURRENT_PASSWORD_WRONG = "Your current password is not correct";

const currentPassword = z.string({ error: "Please enter your current password" }).min(1, "Please enter your current password");

/** A new sign-in address is asked with the current password, so a copied session cannot move the account. */
export const emailChangeSchema = z.object({ intent: z.literal("email"), email, currentPassword });

/**
 * What the form says once a change is asked for, whether or not the new address already
 * has an account (the auth server mails neither address then): the page must not tell.
 */
export function emailChangeRequestedMessage(newEmail: string, currentEmail: string): string {
  return `If ${newEmail} can be used, we sent a link to it and one to ${currentEmail}. Your address changes once both are opened; until then, sign in with ${currentEmail}.`;
}

export const passwordChangeSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword,
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your new password" }).min(1, "Please confirm your new password"),
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);

/** Checkboxes arrive as "on" only when ticked. */
const ticked = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

export const notificationsSchema = z.object({
  intent: z.literal("notifications"),
  searchAlerts: ticked,
  aircraftAlerts: ticked,
  inquiryEmails: ticked,
});

export type NotificationChoices = Omit<z.infer<typeof notificationsSchema>, "intent">;

export const closeAccountSchema = z.object({ password: currentPassword });

/** How a closed account's side of a conversation is named to the other party. */
export const FORMER_MEMBER = "Former member";
/** A closed account's address on the conversations it leaves behind: matches no one, so nobody signing up with it later reads them. */
export const CLOSED_ACCOUNT_EMAIL = "";

export type ContactDetails = { name: string; phone: string; company: string };

/**
 * What a seller's listings show as their contact after a profile change: each detail
 * the listing took from the old profile follows the new one; one the seller typed
 * differently for that listing stays as it is.
 */
export function followProfile(listing: ContactDetails, before: ContactDetails, after: ContactDetails): ContactDetails {
  return {
    name: listing.name === before.name ? after.name : listing.name,
    phone: listing.phone === before.phone ? after.phone : listing.phone,
    company: listing.company === before.company ? after.company : listing.company,
  };
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
