/**
 * What a submission may describe, on the built server as a client meets it (`npm run
 * build` first), for every form of the site, signed out, as a buyer, a seller and an
 * operator:
 * - a field named with a huge list index (`zz[4000000]=a`, 60 bytes, which Conform read
 *   as four million entries and the refused form sent back: seconds of CPU, and a stack
 *   overflow on the listing editor's lists) is refused with a 4xx in under 100 ms, while
 *   another request is answered at once;
 * - a refused form's reply sends back the schema's fields, not a field it does not know;
 * - a NUL in any of its fields is never a 500 (PostgreSQL refuses U+0000 in text), and a
 *   multi-line text says what is wrong with it.
 * With TEST_DATABASE_URL the server runs on that PostgreSQL (two workers), else on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "~/domain/zod";
import { sendTo } from "../support/site-accounts";
import { formBody, postForm, type SiteForm, type SiteWithForms, startSiteWithEveryForm } from "../support/site-forms";
import { openScratchPostgres, type TestDatabase } from "./test-database";

const NUL_TEXT = "Aircraft \u0000 text of some length, with a NUL";
/** The 60-byte body of the report: one field, a list index of four million. */
const HUGE_INDEX = "zz[4000000]=a";

let postgres: (TestDatabase & { url: string }) | undefined;
let site: SiteWithForms;
let forms: SiteForm[];

beforeAll(async () => {
  postgres = process.env.TEST_DATABASE_URL ? await openScratchPostgres(process.env.TEST_DATABASE_URL) : undefined;
  site = await startSiteWithEveryForm(postgres ? { DATABASE_URL: postgres.url, WEB_CONCURRENCY: "2" } : {});
  forms = site.forms;
}, 240_000);

afterAll(async () => {
  await site?.remove();
  await postgres?.close();
});

const post = (form: SiteForm, body: BodyInit) => postForm(site, form, body);

/** The fastest of up to five tries, the refused form and another request meanwhile both counted (a busy machine delays any one; the stall this guards against was in every try). */
async function timed(send: () => Promise<Response>): Promise<{ status: number; ms: number; otherMs: number }> {
  let best = { status: 0, ms: Infinity, otherMs: Infinity };
  const slowest = (timing: { ms: number; otherMs: number }) => Math.max(timing.ms, timing.otherMs);
  for (let attempt = 0; attempt < 5 && slowest(best) >= 100; attempt += 1) {
    const started = performance.now();
    const other = fetch(`${site.server.baseUrl}/readyz`).then(async (response) => {
      await response.arrayBuffer();
      return performance.now() - started;
    });
    const response = await send();
    await response.arrayBuffer();
    const ms = performance.now() - started;
    const otherMs = await other;
    if (slowest({ ms, otherMs }) < slowest(best)) best = { status: response.status, ms, otherMs };
  }
  return best;
}

describe("a field named with a huge list index", { timeout: 120_000 }, () => {
  it("is 60 bytes or so", () => {
    expect(`POST /contact HTTP/1.1\r\n\r\n${HUGE_INDEX}`.length).toBeLessThanOrEqual(60);
  });

  it("is refused with a 4xx in under 100 ms on every form, while another request is answered at once", async () => {
    const answers: string[] = [];
    for (const form of forms) {
      const { status, ms, otherMs } = await timed(() => post(form, HUGE_INDEX));
      answers.push(`${form.form}: ${status} in ${ms.toFixed(0)} ms (another request ${otherMs.toFixed(0)} ms)`);
      expect.soft(status, form.form).toBeGreaterThanOrEqual(400);
      expect.soft(status, form.form).toBeLessThan(500);
      expect.soft(ms, form.form).toBeLessThan(100);
      expect.soft(otherMs, form.form).toBeLessThan(100);
    }
    console.log(answers.join("\n"));
  });

  it.each([
    ["the listing editor's engines", "engines[4000000].make=a"],
    ["the listing editor's propellers", "propellers[4000000].sinceOverhaulHours=1"],
    ["the listing editor's equipment", "equipment.items[4000000]=gps"],
    ["a name of many parts", `${"a.".repeat(20)}b=1`],
    ["a name of 300 characters", `${"n".repeat(300)}=1`],
    ["1,001 fields", Array.from({ length: 1001 }, (_, index) => `f${index}=1`).join("&")],
  ])("refuses %s with 400 and the site's page", async (_case, body) => {
    const form = forms.find((entry) => entry.form === "listing editor")!;
    const { status, ms } = await timed(() => post(form, body));
    expect(status).toBe(400);
    expect(ms).toBeLessThan(100);
    expect(await (await post(form, body)).text()).toContain("That request could not be read");
  });

  it("in an address is refused with 400 (the AI match reads its query as a form)", async () => {
    const { status, ms } = await timed(() => sendTo(site.server, `/ai-match?role=buyer&run=1&${HUGE_INDEX}`));
    expect(status).toBe(400);
    expect(ms).toBeLessThan(100);
  });

  it("as a Conform list intent is not acted on", async () => {
    const form = forms.find((entry) => entry.form === "listing editor")!;
    const intent = JSON.stringify({ type: "insert", payload: { name: "engines", index: 4_000_000 } });
    const { status, ms } = await timed(() => post(form, new URLSearchParams({ ...form.fields, name: "", __intent__: intent }).toString()));
    expect(status).toBe(400);
    expect(ms).toBeLessThan(100);
  });
});

describe("a refused form's reply", () => {
  it("sends back the fields its schema has, and no other", async () => {
    const response = await sendTo(site.server, "/contact.data", {
      method: "POST",
      body: new URLSearchParams({ name: "Amelia", email: "not an address", topic: "buying", message: "Hello there, still for sale?", unknownField: "echo-me-not" }),
    });
    expect(response.status).toBe(400);
    const reply = await response.text();
    expect(reply).toContain("Hello there, still for sale?");
    expect(reply).not.toContain("echo-me-not");
    expect(reply).not.toContain("unknownField");
  });
});

describe("a NUL in any field of any form", { timeout: 300_000 }, () => {
  it("is never a 500", async () => {
    const failures: string[] = [];
    for (const form of forms) {
      for (const field of Object.keys(form.fields)) {
        const response = await post(form, formBody(form, { [field]: NUL_TEXT }));
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${form.form} ${field}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ["contact", "message"],
    ["inquiry", "message"],
    ["reply", "message"],
    ["listing report", "note"],
    ["message report", "note"],
    ["listing editor", "description"],
    ["listing editor", "features"],
    ["listing editor", "equipment.other"],
    ["verification", "businessAddress"],
    ["support answer", "answer"],
  ])("the %s form's %s says what is wrong, on its page", async (name, field) => {
    const form = forms.find((entry) => entry.form === name)!;
    const response = await post(form, formBody(form, { [field]: NUL_TEXT }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(CONTROL_CHARACTER_MESSAGE.split(" (")[0]);
  });

  it("in the operators' account search is dropped: the search is answered", async () => {
    const response = await sendTo(site.server, `/operator/accounts?email=${encodeURIComponent("amelia\u0000@example.com")}`, { cookie: site.cookies.operator });
    expect(response.status).toBe(200);
  });

  it("in an uploaded file's name is dropped: the document is stored under the rest of its name", async () => {
    const form = forms.find((entry) => entry.form === "document upload")!;
    const upload = new FormData();
    upload.append("intent", "upload");
    upload.append("name", "");
    upload.append("access", "public");
    upload.append("file", new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "Weight\u0000 and balance.pdf", { type: "application/pdf" }));
    const response = await post(form, upload);
    expect(response.status).toBe(302);
    expect(await (await sendTo(site.server, form.path, { cookie: site.cookies.seller })).text()).toContain("Weight and balance");
  });
});
