import { expect } from "@playwright/test";
import { accountDetails, createConfirmedAccount, signIn, test } from "./support/accounts";
import { decodeSessionCookie, sessionCookieValue } from "./support/session-cookie";
import { SHORT_SESSION_SECONDS } from "./support/short-session";

type StoredSession = { access_token: string; refresh_token: string; expires_at: number };

/** The session the server keeps in the browser's cookie. */
function storedSession(cookies: { name: string; value: string }[]): StoredSession {
  const value = sessionCookieValue(cookies);
  if (!value) throw new Error("No session cookie");
  return decodeSessionCookie<StoredSession>(value);
}

// This server's access tokens live SHORT_SESSION_SECONDS (AUTH_JWT_EXPIRY).
test.use({ baseURL: process.env.E2E_SHORT_SESSION_BASE_URL });

test("a session outlives its access token because the server refreshes it", async ({ page, request, context }) => {
  const buyer = accountDetails("buyer");
  await createConfirmedAccount(request, buyer, process.env.E2E_SHORT_SESSION_DATA_DIR, process.env.E2E_SHORT_SESSION_BASE_URL);
  await signIn(page, buyer.email);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${buyer.firstName}`);
  const before = storedSession(await context.cookies());

  // Wait for the access token in the cookie to expire, then navigate.
  await expect
    .poll(() => Date.now() / 1000 > before.expires_at, { timeout: (SHORT_SESSION_SECONDS + 5) * 1000, intervals: [500] })
    .toBe(true);
  await page.getByRole("banner").getByRole("link", { name: "Browse Aircraft" }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole("banner")).toContainText(`Welcome, ${buyer.firstName}`);

  const after = storedSession(await context.cookies());
  expect(after.refresh_token).not.toBe(before.refresh_token);
  expect(after.expires_at).toBeGreaterThan(before.expires_at);
});
