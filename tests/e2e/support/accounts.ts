import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test as base } from "@playwright/test";
import { readOutbox } from "~/server/platform/mail.server";

export const PASSWORD = "Runway-09-Left";

/**
 * Tests that sign in, sign up or recover each speak from their own client address
 * (the e2e servers trust X-Forwarded-For from loopback), so the per-address limits
 * count one test's attempts, as they would one person's.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const octet = () => 1 + (randomBytes(1)[0]! % 254);
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
  },
});

export function uniqueEmail(name: string): string {
  return `${name}.${randomBytes(5).toString("hex")}@example.com`;
}

export type AccountDetails = {
  userType: "buyer" | "seller";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company?: string;
};

export function accountDetails(userType: "buyer" | "seller", firstName = userType === "seller" ? "Marcus" : "Amelia"): AccountDetails {
  return {
    userType,
    firstName,
    lastName: userType === "seller" ? "Reid" : "Hart",
    email: uniqueEmail(firstName.toLowerCase()),
    phone: "+1 555 010 2000",
    ...(userType === "seller" ? { company: "Reid Aviation Sales" } : {}),
  };
}

/** Fills the registration form the way a person does. */
export async function fillRegistration(page: Page, account: AccountDetails, passwords = { password: PASSWORD, confirm: PASSWORD }) {
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  if (account.company) await page.getByLabel("Company/Organization").fill(account.company);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Phone number").fill(account.phone);
  await page.getByLabel("Password", { exact: true }).fill(passwords.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(passwords.confirm);
}

/** Quoted-printable, as nodemailer writes long lines: soft breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest link of the given kind mailed to `email`, read from the outbox as the README describes. */
export async function emailLink(email: string, type: "signup" | "recovery" | "email_change", dataDir = process.env.E2E_DATA_DIR!): Promise<string> {
  const outbox = path.join(dataDir, "mail");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[];
        try {
          files = readdirSync(outbox).sort();
        } catch {
          return undefined;
        }
        const links = files
          .map((file) => decodeQuotedPrintable(readFileSync(path.join(outbox, file), "utf8")))
          .filter((message) => message.includes(`To: ${email}`))
          .flatMap((message) => message.match(/https?:\/\/\S+\/auth\/confirm\?\S+/g) ?? [])
          .filter((url) => new URL(url).searchParams.get("type") === type);
        link = links.at(-1);
        return link;
      },
      // Also called from the global setup, where the configured expect timeout does not apply.
      { message: `a ${type} email to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Registers and confirms an account over HTTP, as a fixture: the journeys under test start after it. */
export async function createConfirmedAccount(request: APIRequestContext, account: AccountDetails, dataDir?: string, baseURL?: string) {
  const origin = baseURL ?? process.env.E2E_BASE_URL!;
  const response = await request.post(`${origin}/register?type=${account.userType}`, {
    form: {
      userType: account.userType,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: account.phone,
      company: account.company ?? "",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: "on",
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  const confirmed = await request.get(await emailLink(account.email, "signup", dataDir), { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
}

/** With JavaScript, earlier toasts may still be on screen: look for this one among them. */
export async function expectToast(page: Page, message: string) {
  await expect(page.getByRole("status").filter({ hasText: message })).toHaveText(message);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in as Buyer" }).click();
  await expectToast(page, "Successfully signed in!");
}

/** Signs out through the Account menu, which opens without JavaScript too. */
export async function signOut(page: Page) {
  await page.getByText("Account", { exact: true }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expectToast(page, "You have signed out.");
}

/** The newest email to `to` in the server's outbox whose text contains `containing`. */
export async function mailTo(dataDir: string, to: string, containing: string) {
  let found: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(dataDir)).find((message) => message.to === to && message.text.includes(containing));
        return found !== undefined;
      },
      { message: `an email to ${to} containing “${containing}”` },
    )
    .toBe(true);
  return found!;
}
