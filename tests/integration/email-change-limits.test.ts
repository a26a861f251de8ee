/**
 * Email changes on the built server, as a browser posts /settings: the current password is
 * asked, and one address can be sent email-change links only so often, whichever accounts
 * ask (issue 38: one address got five from five accounts in a minute). `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHANGE_RATE_LIMITS } from "~/domain/accounts/auth-rate-limits";
import { readOutbox } from "~/server/platform/mail.server";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { sendTo, signUpOn } from "../support/site-accounts";

const PASSWORD = "Runway-09-Left";
const TARGET = "someone.else@example.com";

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.remove();
});

function askEmailChange(cookie: string, currentPassword: string) {
  return sendTo(server, "/settings", { method: "POST", body: new URLSearchParams({ intent: "email", email: TARGET, currentPassword }), cookie });
}

describe("asking to change the email address", { timeout: 120_000 }, () => {
  it("needs the current password, and mails one address at most the limit's links, whichever accounts ask", async () => {
    const limit = EMAIL_CHANGE_RATE_LIMITS.address.limit;
    const accounts: string[] = [];
    for (let index = 0; index <= limit; index++) accounts.push(await signUpOn(server, "buyer", `change${index}`));

    const wrong = await askEmailChange(accounts[0]!, "Not-my-password-1");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not correct");

    for (const cookie of accounts.slice(0, limit)) {
      const asked = await askEmailChange(cookie, PASSWORD);
      await asked.arrayBuffer();
      expect(asked.status).toBe(302);
    }
    const refused = await askEmailChange(accounts[limit]!, PASSWORD);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Too many attempts.");
    expect((await readOutbox(server.dataDir)).filter((message) => message.to === TARGET)).toHaveLength(limit);
  });
});
