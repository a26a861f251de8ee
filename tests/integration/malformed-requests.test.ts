/**
 * The built server (server.js) answers malformed requests with a 4xx before any route
 * runs, carries its security headers everywhere, keeps idle connections for reuse, and
 * knows its scheme from SITE_URL or a trusted proxy: cookies are Secure and HSTS is sent
 * exactly when that is https.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { rawRequest } from "../support/raw-http";

const SITE = "aeromarket.test";
const CONTACT_FORM = new URLSearchParams({
  name: "Amelia Earhart",
  email: "amelia@example.com",
  topic: "buying",
  message: "Is the Citation still for sale?",
});
const TWO_MEGABYTES = 2 * 1024 * 1024;

let httpSite: BuiltServer;
let httpsSite: BuiltServer;
let behindProxy: BuiltServer;

beforeAll(async () => {
  [httpSite, httpsSite, behindProxy] = await Promise.all([
    startBuiltServer({ env: { SITE_URL: `http://${SITE}` } }),
    startBuiltServer({ env: { SITE_URL: `https://${SITE}` } }),
    startBuiltServer({ env: { TRUST_PROXY: "loopback" } }),
  ]);
  // Three servers migrate and seed their databases at once.
}, 180_000);

afterAll(async () => {
  await Promise.all([httpSite?.remove(), httpsSite?.remove(), behindProxy?.remove()]);
});

function post(server: BuiltServer, path: string, body: BodyInit | null, headers: Record<string, string>) {
  return fetch(`${server.baseUrl}${path}`, { method: "POST", body, headers, redirect: "manual" });
}

describe("long addresses", () => {
  it("refuses a path of thousands of segments with 414", async () => {
    const response = await fetch(`${httpSite.baseUrl}${"/a".repeat(7_000)}`);
    expect(response.status).toBe(414);
  });

  it("refuses route discovery asked about a path of thousands of segments with 414", async () => {
    const response = await fetch(`${httpSite.baseUrl}/__manifest?version=1&paths=/catalog,${"/a".repeat(3_000)}`);
    expect(response.status).toBe(414);
  });

  it("still serves the longest address the site makes: an AI match with 1,000 characters of notes in any script", async () => {
    const requirements = new URLSearchParams({
      role: "buyer",
      aircraftType: "turboprop",
      budget: "5000000",
      passengerCapacity: "5-8",
      range: "medium",
      usage: "charter",
      timeline: "short",
      additionalNotes: "航".repeat(1_000),
      run: "1",
    });
    const response = await fetch(`${httpSite.baseUrl}/ai-match?${requirements}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("航航航");
  });
});

describe("request bodies", () => {
  it("refuses a body whose Content-Length is over the limit with 413", async () => {
    const response = await post(httpSite, "/contact", "a".repeat(TWO_MEGABYTES), { "Content-Type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(413);
  });

  it("stops reading a chunked body once it passes the limit, with 413", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`message=${"a".repeat(64 * 1024)}&`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 50 * TWO_MEGABYTES) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${httpSite.baseUrl}/contact`, {
      method: "POST",
      body: endless,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(50 * TWO_MEGABYTES);
  });

  it("lets the upload routes alone take bodies over 1 MiB, and leaves one announced over their limit to their page", async () => {
    const photos = new FormData();
    photos.append("intent", "upload");
    photos.append("photos", new Blob([new Uint8Array(TWO_MEGABYTES)], { type: "image/jpeg" }), "large.jpg");
    // A visitor reaches the route and is sent to sign in, rather than refused for size.
    const upload = await fetch(`${httpSite.baseUrl}/dashboard/listings/1/photos`, { method: "POST", body: photos, redirect: "manual" });
    expect(upload.status).toBe(302);
    expect(upload.headers.get("location")).toMatch(/^\/login\?redirectTo=/);

    // The route reads as far as its limit and answers with its page (tests/integration/upload-limits.test.ts); a visitor is sent to sign in.
    for (const path of ["/dashboard/listings/1/photos", "/dashboard/listings/1/documents", "/dashboard/verification"]) {
      const overItsLimit = await rawRequest(
        httpSite.port,
        `POST ${path} HTTP/1.1\r\nHost: ${SITE}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${400 * 1024 * 1024}\r\nConnection: close\r\n\r\n`,
      );
      expect(overItsLimit.status).toBe(302);
    }
    const elsewhere = await post(httpSite, "/dashboard/listings/1/edit", photos, {});
    expect(elsewhere.status).toBe(413);
  });

  it.each([
    ["JSON", "application/json", '{"name":"Amelia"}'],
    ["text", "text/plain", "name=Amelia"],
    ["XML", "application/xml", "<contact><name>Amelia</name></contact>"],
  ])("refuses a %s body posted to a page with 415", async (_kind, contentType, body) => {
    expect((await post(httpSite, "/contact", body, { "Content-Type": contentType })).status).toBe(415);
  });

  it("refuses a body with no Content-Type with 415", async () => {
    const response = await rawRequest(
      httpSite.port,
      `POST /contact HTTP/1.1\r\nHost: ${SITE}\r\nContent-Length: 11\r\nConnection: close\r\n\r\nname=Amelia`,
    );
    expect(response.status).toBe(415);
  });

  it.each(["/contact", "/contact.data", "/login?index"])("answers a broken multipart form posted to %s with 400", async (path) => {
    const broken = "--xyz\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAmelia\r\n--xy";
    const response = await post(httpSite, path, broken, { "Content-Type": "multipart/form-data; boundary=xyz" });
    expect(response.status).toBe(400);
  });

  it("answers a multipart form without a boundary with 400 and a page that says so, logging nothing", async () => {
    const logged = httpSite.output().length;
    const response = await post(httpSite, "/contact", "name=Amelia", { "Content-Type": "multipart/form-data" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("That request could not be read");
    expect(httpSite.output().slice(logged)).not.toMatch(/Error/);
  });
});

describe("methods and hosts", () => {
  it.each(["TRACE", "PROPFIND"])("refuses %s with 405 and says which methods are allowed", async (method) => {
    const response = await rawRequest(httpSite.port, `${method} / HTTP/1.1\r\nHost: ${SITE}\r\nConnection: close\r\n\r\n`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")?.[0]).toContain("GET");
  });

  it("refuses CONNECT with 405", async () => {
    const response = await rawRequest(httpSite.port, `CONNECT ${SITE}:443 HTTP/1.1\r\nHost: ${SITE}:443\r\n\r\n`);
    expect(response.status).toBe(405);
  });

  it.each([
    ["a missing Host (HTTP/1.1)", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n"],
    ["a missing Host (HTTP/1.0)", "GET / HTTP/1.0\r\n\r\n"],
    ["a Host with a space", "GET / HTTP/1.1\r\nHost: aero market\r\nConnection: close\r\n\r\n"],
    ["a broken IPv6 Host", "GET / HTTP/1.1\r\nHost: [::::\r\nConnection: close\r\n\r\n"],
    ["a Host with a path", "GET / HTTP/1.1\r\nHost: aeromarket.test/evil\r\nConnection: close\r\n\r\n"],
  ])("refuses %s with 400", async (_case, bytes) => {
    expect((await rawRequest(httpSite.port, bytes)).status).toBe(400);
  });

  it.each([
    ["an absolute-form target", "GET http://evil.example/ HTTP/1.1"],
    ["a target without its leading slash", "GET catalog HTTP/1.1"],
  ])("refuses %s with 400, whatever port the Host names", async (_case, requestLine) => {
    const response = await rawRequest(behindProxy.port, `${requestLine}\r\nHost: 127.0.0.1:${behindProxy.port}\r\nConnection: close\r\n\r\n`);
    expect(response.status).toBe(400);
  });
});

describe("security headers", () => {
  it.each([
    ["a static file", "/favicon.svg", 200],
    ["the not-found page", "/no-such-page", 404],
    ["Express's own error for a malformed address", "/%E0%A4%A", 400],
    ["a refused request", "/a".repeat(100), 414],
  ])("come with %s", async (_case, path, status) => {
    const response = await fetch(`${httpSite.baseUrl}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toMatch(/default-src/);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("give a page its own nonce policy, not the static file one", async () => {
    const policy = (await fetch(`${httpSite.baseUrl}/`)).headers.get("content-security-policy");
    expect(policy).toMatch(/script-src 'self' 'nonce-/);
    expect(policy).not.toMatch(/default-src 'none'/);
  });
});

describe("connections", () => {
  it("keeps an idle connection open longer than a proxy's 60 s, so a reused one is not reset mid-request", async () => {
    const response = await rawRequest(httpSite.port, `GET /favicon.svg HTTP/1.1\r\nHost: ${SITE}\r\nConnection: keep-alive\r\n\r\n`);
    expect(response.headers.get("keep-alive")).toEqual(["timeout=65"]);
  });
});

describe("the site's scheme", () => {
  it("with SITE_URL on https: HSTS on pages and files, Secure cookies, and the site's own forms accepted over plain HTTP", async () => {
    for (const path of ["/", "/favicon.svg", "/no-such-page"]) {
      expect((await fetch(`${httpsSite.baseUrl}${path}`)).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    }
    const response = await post(httpsSite, "/contact", CONTACT_FORM, {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: `https://${SITE}`,
    });
    expect(response.status).toBe(302);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it("with SITE_URL on https: a form from another origin is still refused", async () => {
    const response = await post(httpsSite, "/contact", CONTACT_FORM, {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://evil.example",
    });
    expect(response.status).toBe(400);
  });

  it("with SITE_URL on http: no HSTS and no Secure cookies", async () => {
    expect((await fetch(`${httpSite.baseUrl}/`)).headers.get("strict-transport-security")).toBeNull();
    const response = await post(httpSite, "/contact", CONTACT_FORM, {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: `http://${SITE}`,
    });
    expect(response.status).toBe(302);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("behind a trusted proxy without SITE_URL: the forwarded scheme decides", async () => {
    const overHttps = await fetch(`${behindProxy.baseUrl}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const overHttp = await fetch(`${behindProxy.baseUrl}/`, { headers: { "X-Forwarded-Proto": "http" } });
    expect(overHttp.headers.get("strict-transport-security")).toBeNull();
  });

  it("behind a trusted proxy without SITE_URL: a form from the forwarded origin is accepted", async () => {
    const response = await post(behindProxy, "/contact", CONTACT_FORM, {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": SITE,
      Origin: `https://${SITE}`,
    });
    expect(response.status).toBe(302);
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/;\s*Secure/i);
  });
});
