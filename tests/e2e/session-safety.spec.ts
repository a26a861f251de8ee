import { type APIRequestContext, type BrowserContext, expect, request as playwrightRequest } from "@playwright/test";
import { SESSION_RECHECK_MS } from "../../app/server/auth/session-liveness.server";
import { accountDetails, createConfirmedAccount, emailLink, expectToast, signIn, signOut, test } from "./support/accounts";
import { decodeSessionCookie, SESSION_COOKIE as COOKIE, sessionCookieValue } from "./support/session-cookie";

const base64url = (value: string) => Buffer.from(value).toString("base64url");
const decodeSession = (value: string) => decodeSessionCookie<Record<string, unknown> & { access_token: string }>(value);

/** The real session cookie with its access token's header replaced; the payload and signature stay. */
function withHeader(cookie: string, header: (real: Record<string, unknown>) => Record<string, unknown>): string {
  const session = decodeSession(cookie);
  const [realHeader = "", payload, signature] = session.access_token.split(".");
  const forgedHeader = header(JSON.parse(Buffer.from(realHeader, "base64url").toString("utf8")) as Record<string, unknown>);
  const token = `${base64url(JSON.stringify(forgedHeader))}.${payload}.${signature}`;
  return `base64-${base64url(JSON.stringify({ ...session, access_token: token }))}`;
}

async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name === COOKIE || cookie.name.startsWith(`${COOKIE}.`));
}

test.describe("a bad session cookie", () => {
  /** A real session cookie, from an account confirmed through its emailed link (which signs it in). */
  let realCookie = "";
  test.beforeAll(async ({ playwright }) => {
    const octet = () => 1 + Math.floor(Math.random() * 254);
    const api = await playwright.request.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` } });
    await createConfirmedAccount(api, accountDetails("buyer"));
    realCookie = sessionCookieValue((await api.storageState()).cookies);
    expect(decodeSession(realCookie).access_token).toMatch(/^ey/);
    await api.dispose();
  });

  const badCookies: [string, () => Record<string, string>][] = [
    ["the real token with alg none", () => ({ [COOKIE]: withHeader(realCookie, (real) => ({ ...real, alg: "none" })) })],
    ["the real token with alg RS256", () => ({ [COOKIE]: withHeader(realCookie, (real) => ({ ...real, alg: "RS256" })) })],
    ["the real token with alg HS256 and no key id", () => ({ [COOKIE]: withHeader(realCookie, () => ({ alg: "HS256", typ: "JWT" })) })],
    ["an access token that is not a JWT", () => ({ [COOKIE]: `base64-${base64url(JSON.stringify({ ...decodeSession(realCookie), access_token: "garbage" }))}` })],
    ["a truncated cookie", () => ({ [COOKIE]: realCookie.slice(0, 120) })],
    ["chunks that are not base64", () => ({ [`${COOKIE}.0`]: "base64-not*base64", [`${COOKIE}.1`]: "more*junk" })],
  ];

  for (const [label, cookies] of badCookies) {
    test(`reads as signed out and is cleared: ${label}`, async ({ page, context, baseURL }) => {
      await context.addCookies(Object.entries(cookies()).map(([name, value]) => ({ name, value, url: baseURL! })));

      const response = await page.goto("/catalog");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
      const cleared = (await response!.headerValues("set-cookie")).filter((cookie) => /Max-Age=0/i.test(cookie)).map((cookie) => cookie.split("=")[0]);
      expect([...new Set(cleared)].sort()).toEqual(Object.keys(cookies()).sort());
      expect(await sessionCookies(context)).toEqual([]);
      expect((await page.goto("/"))?.status()).toBe(200);
    });
  }
});

test.describe("a copied session", () => {
  /** The signed-in browser's cookies, copied into a client of its own, as a thief would. */
  async function copySession(context: BrowserContext, baseURL: string): Promise<APIRequestContext> {
    const copy = await playwrightRequest.newContext({ baseURL, storageState: await context.storageState() });
    const dashboard = await copy.get("/dashboard", { maxRedirects: 0 });
    expect(dashboard.status()).toBe(200);
    return copy;
  }

  /** Waits, never longer than one recheck interval and a margin, for the copy to be sent to sign in. */
  async function expectRefused(copy: APIRequestContext) {
    await expect
      .poll(
        async () => {
          const dashboard = await copy.get("/dashboard", { maxRedirects: 0 });
          return `${dashboard.status()} ${dashboard.headers().location ?? ""}`;
        },
        { timeout: SESSION_RECHECK_MS + 3_000, intervals: [250] },
      )
      .toMatch(/^302 \/login\b/);
  }

  test("stops working within seconds of sign-out everywhere", async ({ page, context, request, baseURL }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    const copy = await copySession(context, baseURL!);

    await signOut(page);
    await expectRefused(copy);
    await copy.dispose();
  });

  test("stops working within seconds of a password reset on another device", async ({ page, context, request, baseURL }) => {
    const buyer = accountDetails("buyer");
    await createConfirmedAccount(request, buyer);
    await signIn(page, buyer.email);
    const copy = await copySession(context, baseURL!);

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await page.goto(await emailLink(buyer.email, "recovery"));
    await expect(page.getByText("Other devices will be signed out.")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("Taxiway-Bravo-7");
    await page.getByLabel("Confirm new password", { exact: true }).fill("Taxiway-Bravo-7");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expectToast(page, "Your password has been updated.");

    await expectRefused(copy);
    await copy.dispose();
    // The device that reset the password stays signed in.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${buyer.firstName}`);
  });
});
