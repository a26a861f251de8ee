/**
 * Who may keep a copy of a page (server/http-caching.js), on the built server: a
 * visitor's public page can be revalidated with its ETag; a signed-in buyer's page, a
 * response that sets a cookie and the answer to a form are never stored. `npm run build` first.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";

const PASSWORD = "Runway-09-Left";
const NOT_STORED = "private, no-store";
const REVALIDATE = "public, max-age=0, must-revalidate";

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.remove();
});

function get(pathAndQuery: string, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${pathAndQuery}`, { headers, redirect: "manual" });
}

function postForm(pathAndQuery: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${pathAndQuery}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { Origin: server.baseUrl, ...headers },
    redirect: "manual",
  });
}

/** The Cookie header a browser would send back after these responses. */
function cookiesFrom(...responses: Response[]): string {
  return responses
    .flatMap((response) => response.headers.getSetCookie())
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Registers a buyer and opens the emailed confirmation link, which signs them in. */
async function signedInBuyer(): Promise<{ confirmation: Response; cookie: string }> {
  const email = `amelia.${Date.now()}@example.com`;
  const registered = await postForm("/register?type=buyer", {
    userType: "buyer",
    firstName: "Amelia",
    lastName: "Hart",
    email,
    phone: "+1 555 010 2000",
    company: "",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeToTerms: "on",
  });
  expect(registered.status).toBe(302);
  const outbox = path.join(server.dataDir, "mail");
  const message = readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, "").replaceAll("=3D", "="))
    .find((text) => text.includes(`To: ${email}`));
  const link = message?.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)?.[0] ?? "";
  const confirmation = await get(new URL(link).pathname + new URL(link).search);
  expect(confirmation.status).toBe(302);
  return { confirmation, cookie: cookiesFrom(confirmation) };
}

describe("a visitor's public pages", { timeout: 60_000 }, () => {
  it.each(["/", "/catalog", "/catalog?category=business-jet&sort=price-low", "/aircraft/1", "/ai-match", "/login", "/about"])(
    "%s may be kept and revalidated, and says it varies with cookies",
    async (page) => {
      const response = await get(page);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(REVALIDATE);
      expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
      expect(response.headers.get("etag")).toMatch(/^W\/".+"$/);
    },
  );

  it("answers 304 Not Modified to the catalogue's ETag, whatever nonce the page was made with", async () => {
    const first = await get("/catalog");
    const etag = first.headers.get("etag") ?? "";
    await first.text();
    const again = await get("/catalog");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("content-security-policy")).not.toBe(first.headers.get("content-security-policy"));

    // As a browser revalidates on reload. (Without a Cache-Control of its own, fetch adds no-cache, which asks for the whole page.)
    const revalidated = await get("/catalog", { "If-None-Match": etag, "Cache-Control": "max-age=0" });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    // The stored page's policy, whose nonce its scripts carry, must stand.
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });

  it("sends the whole page when the ETag is another page's", async () => {
    const other = (await get("/catalog?category=business-jet")).headers.get("etag") ?? "";
    const response = await get("/catalog", { "If-None-Match": other, "Cache-Control": "max-age=0" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("</html>");
  });
});

describe("the browser's files", { timeout: 60_000 }, () => {
  const ASSETS = "build/client/assets";
  const entry = readdirSync(ASSETS).find((file) => /^entry\.client-.*\.js$/.test(file)) ?? "";
  const asItIs = readFileSync(path.join(ASSETS, entry), "utf8");

  it.each([
    ["gzip, deflate, br, zstd", "br", `${entry}.br`],
    ["gzip, deflate", "gzip", `${entry}.gz`],
  ])("the entry, to a browser taking %s, is the build's %s copy, kept a year", async (accepted, encoding, copy) => {
    const response = await get(`/assets/${entry}`, { "Accept-Encoding": accepted });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("content-length")).toBe(String(readFileSync(path.join(ASSETS, copy)).byteLength));
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/i);
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // fetch decodes it: the script the browser runs is the build's.
    expect(await response.text()).toBe(asItIs);
  });

  it("is sent as it is to a client that takes no encoding", async () => {
    const response = await get(`/assets/${entry}`, { "Accept-Encoding": "identity" });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(asItIs);
  });

  it("a file the build did not copy (under 1 KB) is sent as it is", async () => {
    const favicon = await get("/favicon.svg", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-encoding")).toBeNull();
    expect(await favicon.text()).toBe(readFileSync("build/client/favicon.svg", "utf8"));
  });
});

describe("pages no one may keep", { timeout: 90_000 }, () => {
  it("a signed-in buyer's pages, the response that signed them in and the one that signs them out", async () => {
    const { confirmation, cookie } = await signedInBuyer();
    expect(confirmation.headers.get("cache-control")).toBe(NOT_STORED);
    expect(cookie).toContain("aeromarket-auth");

    for (const page of ["/dashboard", "/catalog", "/aircraft/1", "/"]) {
      const response = await get(page, { Cookie: cookie });
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toContain("Amelia");
      expect(response.headers.get("cache-control"), page).toBe(NOT_STORED);
      expect(response.headers.get("etag"), page).toBeNull();
    }

    const signedOut = await postForm("/logout", {}, { Cookie: cookie });
    expect(signedOut.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(signedOut.headers.get("cache-control")).toBe(NOT_STORED);
  });

  it("a public page that sets a cookie: an unreadable session cookie is cleared", async () => {
    const response = await get("/catalog", { Cookie: "aeromarket-auth=base64-bm90LWEtc2Vzc2lvbg" });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toContain("aeromarket-auth=;");
    expect(response.headers.get("cache-control")).toBe(NOT_STORED);
    expect(response.headers.get("etag")).toBeNull();
  });

  it("the answer to a form, even a refused one", async () => {
    const refused = await postForm("/login", { email: "nobody@example.com", password: "wrong" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe(NOT_STORED);
  });

  it("a page that is not there", async () => {
    const response = await get("/aircraft/999999");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe(NOT_STORED);
  });
});
