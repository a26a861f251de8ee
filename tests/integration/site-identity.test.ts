/**
 * Who runs the site and how to reach them, set once by the operator (COMPANY_LEGAL_NAME,
 * COMPANY_ADDRESS, MAIL_FROM, REPLY_TO and the site's addresses): the footer of every
 * page, /about, /terms, /privacy, /careers and /press show them, and every email comes
 * from MAIL_FROM, answers to REPLY_TO and ends saying both. Without them, the pages say
 * they are not set and point to the contact form. `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "~/server/platform/mail.server";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { sendTo, signUpOn } from "../support/site-accounts";

const COMPANY = "Skyward Marketplace Ltd";
const ADDRESS = "1 Hangar Road, Bristol BS1 1AA, United Kingdom";
const CONFIGURED = {
  COMPANY_LEGAL_NAME: COMPANY,
  COMPANY_ADDRESS: ADDRESS,
  MAIL_FROM: "AeroMarket <mail@skyward.test>",
  REPLY_TO: "team@skyward.test",
  SUPPORT_EMAIL: "support@skyward.test",
  PRESS_EMAIL: "press@skyward.test",
  CAREERS_EMAIL: "jobs@skyward.test",
  LEGAL_EMAIL: "legal@skyward.test",
  PRIVACY_EMAIL: "privacy@skyward.test",
};

let configured: BuiltServer;
let bare: BuiltServer;

beforeAll(async () => {
  [configured, bare] = await Promise.all([
    startBuiltServer({ env: CONFIGURED }),
    startBuiltServer(),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([configured?.remove(), bare?.remove()]);
});

/** The page's text, tags removed, so that a sentence split by markup reads whole. */
async function pageText(server: BuiltServer, path: string): Promise<string> {
  const response = await sendTo(server, path);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<[^>]+>/g, "").replace(/\s+/g, " ").replaceAll("&#x27;", "'");
}

async function pageHtml(server: BuiltServer, path: string): Promise<string> {
  return (await sendTo(server, path)).text();
}

describe("a deployment whose operator set its company and addresses", { timeout: 60_000 }, () => {
  it("names the company and its address in the footer of every page, and on /about, /terms and /privacy", async () => {
    const operator = `AeroMarket is run by ${COMPANY}, ${ADDRESS}.`;
    for (const path of ["/", "/catalog", "/about", "/terms", "/privacy", "/help"]) {
      const text = await pageText(configured, path);
      expect(text, path).toContain(`© ${new Date().getFullYear()} ${COMPANY}. All rights reserved.`);
      expect(text, path).toContain(operator);
    }
    expect((await pageText(configured, "/about")).split(operator)).toHaveLength(3);
    expect((await pageText(configured, "/terms")).split(operator)).toHaveLength(3);
    expect((await pageText(configured, "/privacy")).split(operator)).toHaveLength(3);
  });

  it("gives each page the address of its kind, and no made-up one", async () => {
    expect(await pageHtml(configured, "/press")).toContain('href="mailto:press@skyward.test"');
    expect(await pageHtml(configured, "/careers")).toContain('href="mailto:jobs@skyward.test"');
    expect(await pageHtml(configured, "/terms")).toContain('href="mailto:legal@skyward.test"');
    expect(await pageHtml(configured, "/privacy")).toContain('href="mailto:privacy@skyward.test"');
    expect(await pageHtml(configured, "/about")).toContain('href="mailto:support@skyward.test"');
    for (const path of ["/press", "/careers", "/terms", "/privacy", "/about"]) expect(await pageHtml(configured, path), path).not.toContain(".example");
    // Who employs and whom the press writes about: the operator, as set.
    for (const path of ["/press", "/careers"]) expect(await pageText(configured, path), path).toContain(`AeroMarket is run by ${COMPANY}, ${ADDRESS}.`);
    expect(await pageText(configured, "/privacy")).toContain("which are also copied to our support mailbox");
  });

  it("sends every email from MAIL_FROM, with REPLY_TO, ending with the company and where replies go", async () => {
    await signUpOn(configured, "buyer", "identity");
    const [confirmation] = await readOutbox(configured.dataDir);
    expect(confirmation?.subject).toMatch(/Confirm your AeroMarket account/);
    expect(confirmation?.from).toBe("AeroMarket <mail@skyward.test>");
    expect(confirmation?.replyTo).toBe("team@skyward.test");
    expect(confirmation?.text).toContain(`AeroMarket is run by ${COMPANY}, ${ADDRESS}.`);
    expect(confirmation?.text).toContain("Replies to this email reach AeroMarket's team at team@skyward.test.");
  });
});

describe("a deployment whose operator set nothing", { timeout: 60_000 }, () => {
  it("says the company is not published and sends people to the contact form, never to an invented address", async () => {
    const notPublished = "The operator of this AeroMarket installation has not yet published its legal name and address.";
    for (const path of ["/", "/about", "/terms", "/privacy"]) expect(await pageText(bare, path), path).toContain(notPublished);
    for (const path of ["/press", "/careers", "/terms", "/privacy"]) {
      const html = await pageHtml(bare, path);
      expect(html, path).not.toContain("mailto:");
      expect(html, path).toContain('href="/contact"');
    }
    // No deployment knows of vacancies or a founding year it was never told: none is invented.
    const careers = await pageText(bare, "/careers");
    expect(careers).toContain(notPublished);
    expect(careers).toContain("This AeroMarket installation publishes no open roles.");
    expect(careers).not.toMatch(/Engineer|Specialist|Lead\b/);
    const press = await pageText(bare, "/press");
    expect(press).toContain(notPublished);
    // The footer's copyright year aside, the page gives no year.
    expect(press.slice(0, press.indexOf("©"))).not.toMatch(/Founded|\b(19|20)\d\d\b/);
    const privacy = await pageText(bare, "/privacy");
    expect(privacy).not.toContain("copied to our support mailbox");
    // Without SITE_URL, whether a visitor's connection is encrypted depends on how they reach the site.
    expect(privacy).toContain("it is marked to travel only over encrypted connections whenever you reach the site over HTTPS.");
  });

  it("says in every email that replies are not read, and where to write instead", async () => {
    await signUpOn(bare, "buyer", "identity");
    const [confirmation] = await readOutbox(bare.dataDir);
    expect(confirmation?.replyTo).toBeUndefined();
    expect(confirmation?.text).toMatch(/Replies to this email are not read\. To reach AeroMarket's team, write through http:\/\/localhost:\d+\/contact\./);
  });
});
