/**
 * The malformed-request corpus: `npm run build && npm run drill -- corpus [--verbose]`.
 *
 * Starts the built server (server.js) on a fresh PGlite DATA_DIR and sends it several
 * hundred malformed requests, over raw sockets (what no HTTP client would send) and
 * fetch: unsupported methods, bad Host headers, huge headers, long addresses, bad
 * percent-encoding, odd paths, wrong content types, broken multipart, truncated and
 * oversized bodies, and abuse of React Router's /__manifest and .data endpoints; then
 * every form of the site (tests/support/site-forms.ts: signed out, as a buyer, a seller
 * and an operator) sent a field named with a huge list index (`zz[4000000]=a`, and the
 * listing editor's lists) and a NUL in each of its fields in turn.
 *
 * Prints the answers by status class, every answer >= 500 and every request left
 * hanging, with the request, the slowest answers, the server's longest event-loop
 * stall and its peak memory (--verbose: every request and its answer). Exits 1 unless no answer was >= 500, none hung, none took
 * over 1 s, and the server still serves its home page at the end.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BuiltServer } from "../../tests/support/built-server";
import { rawRequest } from "../../tests/support/raw-http";
import { sendTo } from "../../tests/support/site-accounts";
import { formBody, postForm, type SiteWithForms, startSiteWithEveryForm } from "../../tests/support/site-forms";

type Outcome = { status: number; ms: number };
type Case = { group: string; label: string; send: (server: BuiltServer) => Promise<number> };

const HOST = "aeromarket.test";
const CONCURRENCY = 8;
const ACTION_ROUTES = ["/contact", "/login", "/register", "/forgot-password", "/reset-password", "/logout", "/aircraft/1/save", "/login?index"];
const PAGES = ["/", "/catalog", "/aircraft/1", "/ai-match", "/contact", "/dashboard"];
const FORM = "application/x-www-form-urlencoded";
/** Slower than this is a stall: a refused request is answered in milliseconds. */
const SLOW_MS = 1_000;
const NUL_TEXT = "Aircraft \u0000 text of some length, with a NUL";

/** A raw HTTP/1.1 request with a Host and `Connection: close` unless the case says otherwise. */
function raw(head: string, body = "", { host = HOST, halfClose = false } = {}) {
  const hostLine = host === "" ? "" : `Host: ${host}\r\n`;
  return async (server: BuiltServer) =>
    (await rawRequest(server.port, `${head}\r\n${hostLine}Connection: close\r\n\r\n${body}`, { halfClose, timeoutMs: 15_000 })).status;
}

/** Bytes exactly as given: nothing added. */
function bytes(text: string | Buffer, halfClose = false) {
  return async (server: BuiltServer) => (await rawRequest(server.port, text, { halfClose, timeoutMs: 15_000 })).status;
}

function viaFetch(pathAndQuery: string, init: RequestInit = {}) {
  return async (server: BuiltServer) => {
    try {
      const response = await fetch(`${server.baseUrl}${pathAndQuery}`, { redirect: "manual", ...init });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  };
}

function corpus(manifestVersion: string): Case[] {
  const cases: Case[] = [];
  const add = (group: string, label: string, send: Case["send"]) => cases.push({ group, label, send });

  const methods = ["TRACE", "TRACK", "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "PURGE", "SEARCH", "REPORT"];
  const moreMethods = ["LINK", "UNLINK", "ACL", "BIND", "REBIND", "UNBIND", "MKACTIVITY", "CHECKOUT", "MERGE", "M-SEARCH", "NOTIFY"];
  const oddMethods = ["SUBSCRIBE", "UNSUBSCRIBE", "QUERY", "SOURCE", "FOO", "get", "DESCRIBE", "MKCALENDAR", "BREW"];
  for (const method of [...methods, ...moreMethods, ...oddMethods]) {
    for (const target of ["/", "/contact", "/favicon.svg", "/__manifest?paths=/&version=1"]) {
      add("methods", `${method} ${target}`, raw(`${method} ${target} HTTP/1.1`));
    }
  }
  add("methods", "CONNECT host:443", raw(`CONNECT ${HOST}:443 HTTP/1.1`, "", { host: `${HOST}:443` }));
  add("methods", "CONNECT /", raw("CONNECT / HTTP/1.1"));
  add("methods", "OPTIONS *", raw("OPTIONS * HTTP/1.1"));
  add("methods", "OPTIONS /contact", raw("OPTIONS /contact HTTP/1.1"));
  add("methods", "HEAD /", raw("HEAD / HTTP/1.1"));
  add("methods", "DELETE / (form)", raw("DELETE / HTTP/1.1\r\nContent-Type: " + FORM + "\r\nContent-Length: 3", "a=1"));
  add("methods", "PUT /contact (form)", raw("PUT /contact HTTP/1.1\r\nContent-Type: " + FORM + "\r\nContent-Length: 3", "a=1"));
  add("methods", "PATCH /login (form)", raw("PATCH /login HTTP/1.1\r\nContent-Type: " + FORM + "\r\nContent-Length: 3", "a=1"));

  const hosts = [
    ["missing (HTTP/1.1)", ""],
    ["empty", " "],
    ["with a space", "aero market"],
    ["with a path", `${HOST}/evil`],
    ["with userinfo", `user@${HOST}`],
    ["with a query", `${HOST}?x`],
    ["broken IPv6", "[::::"],
    ["IPv6 with junk", "[::1]x"],
    ["port out of range", `${HOST}:99999`],
    ["negative port", `${HOST}:-1`],
    ["letters as port", `${HOST}:abc`],
    ["300 characters", "a".repeat(300)],
    ["Latin-1 bytes", "a\u00e9ro.test"],
    ["percent-encoded", "aero%2emarket"],
    ["a backslash", "aero\\market"],
    ["a comma list", `${HOST}, evil.example`],
  ];
  for (const [label, host] of hosts) add("host", `Host ${label}`, raw("GET / HTTP/1.1", "", { host: host === "" ? "" : host }));
  add("host", "missing (HTTP/1.0)", bytes("GET / HTTP/1.0\r\n\r\n"));
  add("host", "two Host headers", raw(`GET / HTTP/1.1\r\nHost: evil.example`));
  add("host", "X-Forwarded-Host junk (untrusted)", raw("GET / HTTP/1.1\r\nX-Forwarded-Host: [::::\r\nX-Forwarded-Proto: gopher"));

  add("headers", "one 20 KB header", raw(`GET / HTTP/1.1\r\nX-Big: ${"a".repeat(20_000)}`));
  add("headers", "a 15 KB cookie", raw(`GET / HTTP/1.1\r\nCookie: a=${"b".repeat(15_000)}`));
  add("headers", "300 cookies", raw(`GET / HTTP/1.1\r\nCookie: ${Array.from({ length: 300 }, (_, i) => `c${i}=v`).join("; ")}`));
  add("headers", "200 headers", raw(`GET / HTTP/1.1\r\n${Array.from({ length: 200 }, (_, i) => `X-H${i}: v`).join("\r\n")}`));
  add("headers", "3,000 headers", raw(`GET / HTTP/1.1\r\n${Array.from({ length: 3_000 }, (_, i) => `X${i}: v`).join("\r\n")}`));
  add("headers", "an 8 KB header name", raw(`GET / HTTP/1.1\r\n${"X".repeat(8_000)}: v`));
  add("headers", "a control character in a value", raw("GET / HTTP/1.1\r\nX-Bad: a\u0001b"));
  add("headers", "obsolete line folding", raw("GET / HTTP/1.1\r\nX-Fold: a\r\n  b"));
  add("headers", "no colon", raw("GET / HTTP/1.1\r\nNoColonHere"));
  add("headers", "Content-Length and Transfer-Encoding", raw(`POST /contact HTTP/1.1\r\nContent-Type: ${FORM}\r\nContent-Length: 3\r\nTransfer-Encoding: chunked`, "3\r\na=1\r\n0\r\n\r\n"));
  add("headers", "two different Content-Lengths", raw(`POST /contact HTTP/1.1\r\nContent-Type: ${FORM}\r\nContent-Length: 3\r\nContent-Length: 4`, "a=1"));
  add("headers", "negative Content-Length", raw(`POST /contact HTTP/1.1\r\nContent-Type: ${FORM}\r\nContent-Length: -1`, "a=1"));
  add("headers", "Content-Length with letters", raw(`POST /contact HTTP/1.1\r\nContent-Type: ${FORM}\r\nContent-Length: 3a`, "a=1"));
  add("headers", "Transfer-Encoding gzip", raw(`POST /contact HTTP/1.1\r\nContent-Type: ${FORM}\r\nTransfer-Encoding: gzip`, "a=1"));
  add("headers", "chunk size not hex", raw(`POST /contact HTTP/1.1\r\nContent-Type: ${FORM}\r\nTransfer-Encoding: chunked`, "zz\r\na=1\r\n0\r\n\r\n"));
  add("headers", "Expect: 100-continue", raw(`POST /contact HTTP/1.1\r\nContent-Type: ${FORM}\r\nExpect: 100-continue\r\nContent-Length: 3`, "a=1"));
  add("headers", "Expect: bogus", raw("GET / HTTP/1.1\r\nExpect: bogus"));
  for (const origin of ["null", "not a url", "https://evil.example", "http://", "javascript:alert(1)", `http://${HOST}:99999`]) {
    add("headers", `form with Origin: ${origin}`, viaFetch("/contact", { method: "POST", body: "name=a", headers: { "Content-Type": FORM, Origin: origin } }));
  }
  for (const cookie of ["aeromarket-auth=garbage", "aeromarket-auth=base64-!!!!", "aeromarket-auth=base64-e30", "aeromarket-auth.0=base64-eyJh", "aeromarket_toast=garbage", "aeromarket_toast=%E0%A4%A", "=;;=;"]) {
    add("headers", `Cookie: ${cookie}`, viaFetch("/", { headers: { Cookie: cookie } }));
  }
  add("headers", "Accept-Language junk", viaFetch("/", { headers: { "Accept-Language": "!!;q=abc,*;q=9" } }));
  add("headers", "User-Agent 8 KB", viaFetch("/", { headers: { "User-Agent": "b".repeat(8_000) } }));

  const longPaths: [string, string][] = [
    ["7,000 segments", "/a".repeat(7_000)],
    ["7,000 segments, .data", `${"/a".repeat(7_000)}.data`],
    ["65 segments", "/a".repeat(65)],
    ["64 segments", "/a".repeat(64)],
    ["100 backslashes", "/a" + "\\a".repeat(100)],
    ["100 double slashes", "//".repeat(100)],
    ["a 2,049-byte segment", `/${"a".repeat(2_048)}`],
    ["a 13 KB query", `/catalog?q=${"a".repeat(13_000)}`],
    ["a 10 KB query", `/catalog?q=${"a".repeat(10_000)}`],
    ["a 17 KB query (past Node's header limit)", `/?q=${"a".repeat(17_000)}`],
    ["5,000 query parameters", `/catalog?${"a=1&".repeat(2_500)}`],
    ["a long aircraft id", `/aircraft/${"9".repeat(1_500)}`],
    ["deep under /assets", `/assets${"/a".repeat(3_000)}`],
    ["2,000 ../", `/${"../".repeat(2_000)}etc/passwd`],
  ];
  for (const [label, target] of longPaths) add("long", label, raw(`GET ${target} HTTP/1.1`));

  const encodings = ["/%", "/%zz", "/%E0%A4%A", "/%C0%AF", "/%ED%A0%80", "/%FF", "/catalog?q=%", "/catalog?q=%E0%A4%A", "/aircraft/%ff", "/aircraft/%", "/login?redirectTo=%E0", "/ai-match?role=buyer&budget=%", "/assets/%E0%A4%A", "/favicon.svg%", "/%25", "/%2e%2e/%2e%2e/", "/catalog%3Fq=1", "/%u0041", "/aircraft/1%00", "/catalog.data?q=%ZZ"];
  for (const target of encodings) {
    add("encoding", target, raw(`GET ${target} HTTP/1.1`));
    add("encoding", `${target} (POST)`, raw(`POST ${target} HTTP/1.1\r\nContent-Type: ${FORM}\r\nContent-Length: 3`, "a=1"));
  }

  const oddPaths = ["/%00", "/..%2f", "/..%2f..%2fetc/passwd", "//", "///etc/passwd", "/./", "/aircraft/1/../../", "//evil.example", "/\\evil.example", "/%2e%2e/", "/assets/../server.js", "/assets/..%2f..%2fserver.js", "/build/server/index.js", "/.env", "/package.json", "/server.js", "/aircraft/-1", "/aircraft/99999999999999999999", "/aircraft/1e3", "/aircraft/%20", "/aircraft/0x10", "/aircraft/1/save", "/catalog?page=-1", "/catalog?page=1e308", "/catalog?sort=%00", "/catalog?category=../../etc", "/catalog?minPrice=NaN&maxPrice=-Infinity", "/ai-match?role=buyer&run=1&budget=1e400", "/ai-match?role=seller&run=1&price=-5", "/ai-match?show=99999999", "/login?redirectTo=//evil.example", "/login?redirectTo=javascript:alert(1)", "/auth/confirm?token_hash=x&type=nonsense", "/auth/confirm?token_hash=&type=", "/reset-password?code=%00", "/dashboard?tab=%00", "/?_data=root", "/?index", "/index", "/root", "/*", "/~", "/%C3%A9l%C3%A8ve", "/a b", "/\u00e9"];
  for (const target of oddPaths) add("paths", target, raw(`GET ${target} HTTP/1.1`));
  add("paths", "absolute-form URL", raw(`GET http://evil.example/ HTTP/1.1`));
  add("paths", "absolute-form URL, own host", raw(`GET http://${HOST}/catalog HTTP/1.1`));
  add("paths", "no leading slash", raw("GET catalog HTTP/1.1"));

  const contentTypes: [string, string | undefined, string][] = [
    ["JSON", "application/json", '{"name":"Amelia"}'],
    ["text", "text/plain", "name=Amelia"],
    ["XML", "application/xml", "<name>Amelia</name>"],
    ["octet-stream", "application/octet-stream", "\u0000\u0001"],
    ["no Content-Type", undefined, "name=Amelia"],
    ["multipart without boundary", "multipart/form-data", "name=Amelia"],
    ["multipart with an empty boundary", "multipart/form-data; boundary=", "--\r\n"],
    ["form with a bogus charset", `${FORM}; charset=ebcdic-cp-us`, "name=Amelia"],
    ["form in upper case", "APPLICATION/X-WWW-FORM-URLENCODED", "name=Amelia"],
    ["form with invalid UTF-8", FORM, "name=%FF%FE&email=%C0"],
  ];
  for (const route of ACTION_ROUTES) {
    for (const [label, contentType, body] of contentTypes) {
      add("content-type", `POST ${route} ${label}`, viaFetch(route, { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} }));
    }
  }
  for (const route of ["/contact.data", "/login.data", "/aircraft/1/save.data"]) {
    for (const [label, contentType, body] of contentTypes.slice(0, 6)) {
      add("content-type", `POST ${route} ${label}`, viaFetch(route, { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} }));
    }
  }
  add("content-type", "POST /contact no Content-Type, raw", raw("POST /contact HTTP/1.1\r\nContent-Length: 11", "name=Amelia"));
  add("content-type", "DELETE /contact, no body", raw("DELETE /contact HTTP/1.1"));

  const boundary = "xyz";
  const multiparts: [string, string][] = [
    ["no closing boundary", `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAmelia\r\n`],
    ["cut mid-boundary", `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAmelia\r\n--xy`],
    ["wrong boundary", `--other\r\nContent-Disposition: form-data; name="name"\r\n\r\nAmelia\r\n--other--\r\n`],
    ["part without a name", `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nAmelia\r\n--${boundary}--\r\n`],
    ["part without headers", `--${boundary}\r\n\r\nAmelia\r\n--${boundary}--\r\n`],
    ["garbage", "\u0000\u00ff garbage"],
    ["empty", ""],
    ["a 100 KB part header", `--${boundary}\r\nContent-Disposition: form-data; name="${"n".repeat(100_000)}"\r\n\r\nA\r\n--${boundary}--\r\n`],
    ["nested multipart", `--${boundary}\r\nContent-Disposition: form-data; name="n"\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n--inner\r\n\r\nx\r\n--${boundary}--\r\n`],
    ["a file part", `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="../../etc/passwd"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--${boundary}--\r\n`],
  ];
  for (const route of ["/contact", "/login", "/register", "/aircraft/1/save", "/contact.data", "/login.data"]) {
    for (const [label, body] of multiparts) {
      add("multipart", `POST ${route} ${label}`, viaFetch(route, { method: "POST", body, headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` } }));
    }
  }

  for (const route of ["/contact", "/login", "/register", "/contact.data"]) {
    add("truncated", `${route}: 10 of 100 bytes, then the client gives up`, raw(`POST ${route} HTTP/1.1\r\nContent-Type: ${FORM}\r\nContent-Length: 100`, "name=Ameli", { halfClose: true }));
    add("truncated", `${route}: multipart cut short`, raw(`POST ${route} HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=xyz\r\nContent-Length: 500`, `--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAm`, { halfClose: true }));
    add("truncated", `${route}: chunked without the last chunk`, raw(`POST ${route} HTTP/1.1\r\nContent-Type: ${FORM}\r\nTransfer-Encoding: chunked`, "5\r\nname=\r\n", { halfClose: true }));
    add("truncated", `${route}: headers only`, bytes(`POST ${route} HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: ${FORM}\r\n`, true));
  }

  for (const route of ["/contact", "/login", "/register"]) {
    add("oversized", `${route}: Content-Length 100 MB`, raw(`POST ${route} HTTP/1.1\r\nContent-Type: ${FORM}\r\nContent-Length: 104857600`, "name=Amelia"));
    add("oversized", `${route}: 2 MB form by fetch`, viaFetch(route, { method: "POST", body: `message=${"a".repeat(2 * 1024 * 1024)}`, headers: { "Content-Type": FORM } }));
    add("oversized", `${route}: 3 MB chunked`, oversizedChunked(route, 3 * 1024 * 1024));
    add("oversized", `${route}: 2 MB multipart file`, viaFetch(route, { method: "POST", body: multipartFile(2 * 1024 * 1024) }));
  }
  add("oversized", "GET with a 100 MB Content-Length", raw("GET / HTTP/1.1\r\nContent-Length: 104857600", "x"));

  const manifest = (query: string) => `/__manifest?${query}`;
  const manifests: [string, string][] = [
    ["no parameters", manifest("")],
    ["no version", manifest("paths=/catalog")],
    ["wrong version", manifest("paths=/catalog&version=nope")],
    ["right version", manifest(`paths=/catalog,/aircraft/1&version=${manifestVersion}`)],
    ["empty paths", manifest(`paths=,,,,&version=${manifestVersion}`)],
    ["1,000 short paths", manifest(`paths=${Array.from({ length: 1_000 }, (_, i) => `/${i}`).join(",")}&version=${manifestVersion}`)],
    ["every ancestor of a deep path", manifest(`paths=${Array.from({ length: 80 }, (_, i) => "/a".repeat(i + 1)).join(",")}&version=${manifestVersion}`)],
    ["a 3,000-segment path", manifest(`paths=${"/a".repeat(3_000)}&version=${manifestVersion}`)],
    ["a 100-segment path", manifest(`paths=${"/a".repeat(100)}&version=${manifestVersion}`)],
    ["past React Router's 7,680 limit", manifest(`paths=/${"a".repeat(8_000)}&version=${manifestVersion}`)],
    ["a NUL path", manifest(`paths=/%00&version=${manifestVersion}`)],
    ["bad percent-encoding", manifest(`paths=/%E0%A4%A&version=${manifestVersion}`)],
    ["paths without slashes", manifest(`paths=catalog,aircraft&version=${manifestVersion}`)],
    ["repeated paths parameter", manifest(`paths=/a&paths=/b&version=${manifestVersion}`)],
  ];
  for (const [label, target] of manifests) add("manifest", label, raw(`GET ${target} HTTP/1.1`));
  add("manifest", "POST to /__manifest", viaFetch(manifest("paths=/"), { method: "POST", body: "a=1", headers: { "Content-Type": FORM } }));
  add("manifest", "JSON POST to /__manifest", viaFetch(manifest("paths=/"), { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }));

  const dataRequests = ["/.data", "/_root.data", "/catalog.data", "/catalog.data?_routes=nonexistent", `/catalog.data?_routes=${",".repeat(5_000)}`, "/aircraft/1.data?_routes=root,routes/aircraft", "/aircraft/abc.data", "/aircraft/99999999.data", "/dashboard.data", "/..data", "/a.data.data", "/favicon.svg.data", "/assets/x.js.data", "/__manifest.data", "/catalog.data?index", "/ai-match.data?role=buyer&run=1&budget=-1"];
  for (const target of dataRequests) add("data", target, raw(`GET ${target} HTTP/1.1`));
  for (const route of ["/contact.data", "/login.data", "/logout.data", "/catalog.data", "/_root.data"]) {
    add("data", `POST ${route} empty form`, viaFetch(route, { method: "POST", body: "", headers: { "Content-Type": FORM } }));
    add("data", `POST ${route} from another origin`, viaFetch(route, { method: "POST", body: "a=1", headers: { "Content-Type": FORM, Origin: "https://evil.example" } }));
  }

  const requestLines = ["GET\r\n\r\n", "GET / HTTP/9.9\r\nHost: a\r\n\r\n", "GET / HTTP/1.1 extra\r\nHost: a\r\n\r\n", "GET  /  HTTP/1.1\r\nHost: a\r\n\r\n", "HTTP/1.1 200 OK\r\n\r\n", "GET / HTTP/1.1\nHost: a\n\n", "G\u0000T / HTTP/1.1\r\n\r\n", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "GET /\u0000 HTTP/1.1\r\nHost: a\r\n\r\n"];
  for (const line of requestLines) add("request line", JSON.stringify(line.slice(0, 40)), bytes(line));
  add("request line", "random bytes", bytes(Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 131 + 7) % 256))));
  add("request line", "two requests pipelined, the second broken", bytes(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n\r\nGET /%zz HTTP/1.1\r\nHost: [::::\r\nConnection: close\r\n\r\n`));
  // Incomplete: the client sends these and gives up, so nothing can be answered.
  for (const line of ["\r\n\r\n\r\n", "\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003", "GET / HTTP/1.1\r\nHost: a\r\n"]) {
    add("truncated", `request line ${JSON.stringify(line.slice(0, 40))}`, bytes(line, true));
  }

  for (const page of PAGES) add("baseline", `GET ${page}`, viaFetch(page));
  return cases;
}

/** Every form, as whom it is for: a huge list index, and a NUL in each field in turn. */
function formCases(site: SiteWithForms): Case[] {
  const cases: Case[] = [];
  const send = (form: SiteWithForms["forms"][number], body: () => BodyInit) => async () => {
    const response = await postForm(site, form, body());
    await response.arrayBuffer();
    return response.status;
  };
  const lists = ["zz[4000000]=a", "engines[4000000].make=a", "propellers[4000000].sinceOverhaulHours=1", "equipment.items[4000000]=gps", `${"a.".repeat(20)}b=1`];
  for (const form of site.forms) {
    for (const body of form.form.includes("listing") ? lists : lists.slice(0, 1)) add("list index", `${form.form} (${form.path}): ${body.slice(0, 40)}`, send(form, () => body));
    for (const field of Object.keys(form.fields)) add("NUL", `${form.form} (${form.path}): ${field}`, send(form, () => formBody(form, { [field]: NUL_TEXT })));
  }
  for (const target of ["/ai-match?role=buyer&run=1&zz[4000000]=a", "/catalog?q=cita%00tion&manufacturer=Cess%00na", "/ai-match?role=buyer&run=1&additionalNotes=a%00b"]) {
    add("list index", `GET ${target}`, async (server) => {
      const response = await sendTo(server, target);
      await response.arrayBuffer();
      return response.status;
    });
  }
  add("NUL", "GET /operator/accounts?email=a%00b", async (server) => {
    const response = await sendTo(server, "/operator/accounts?email=a%00b", { cookie: site.cookies.operator });
    await response.arrayBuffer();
    return response.status;
  });
  return cases;

  function add(group: string, label: string, sendCase: Case["send"]) {
    cases.push({ group, label, send: sendCase });
  }
}

/** A chunked POST of `size` bytes, written only as fast as the server reads it. */
function oversizedChunked(route: string, size: number) {
  return (server: BuiltServer) =>
    viaFetch(route, {
      method: "POST",
      headers: { "Content-Type": FORM },
      duplex: "half",
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
          for (let sent = 0; sent < size; sent += chunk.byteLength) controller.enqueue(chunk);
          controller.close();
        },
      }),
    } as RequestInit)(server);
}

function multipartFile(size: number): FormData {
  const form = new FormData();
  form.set("name", "Amelia");
  form.set("photo", new Blob([new Uint8Array(size)], { type: "image/png" }), "big.png");
  return form;
}

async function runAll(server: BuiltServer, cases: Case[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const started = performance.now();
      let status: number;
      try {
        status = await cases[index]!.send(server);
      } catch {
        status = -1;
      }
      outcomes[index] = { status, ms: performance.now() - started };
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

function statusClass(status: number): string {
  if (status === -1) return "no answer in 15 s";
  if (status === 0) return "closed unanswered";
  return `${Math.floor(status / 100)}xx`;
}

/** The server's peak resident memory, from Linux's /proc. */
function peakRssMb(pid: number | undefined): string {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? `${(Number(kb) / 1024).toFixed(0)} MB` : "unknown";
  } catch {
    return "unknown";
  }
}

function longestStall(log: string): number {
  return Math.max(0, ...[...log.matchAll(/\[event-loop\] max ([\d.]+) ms/g)].map((match) => Number(match[1])));
}

export default async function corpusDrill(args: string[]) {
  if (!existsSync("build/server/index.js")) throw new Error("Build the app first: npm run build");
  const probe = path.resolve("scripts/drills/event-loop-probe.js");
  const site = await startSiteWithEveryForm({ NODE_OPTIONS: `--import=${probe}` });
  const { server } = site;
  try {
    const home = await (await fetch(`${server.baseUrl}/`)).text();
    const manifestVersion = /"version":\s*"([0-9a-f]+)"/.exec(home)?.[1] ?? "unknown";
    const groups = [...new Set(corpus(manifestVersion).map((testCase) => testCase.group))];
    const cases = [...groups.flatMap((group) => corpus(manifestVersion).filter((testCase) => testCase.group === group)), ...formCases(site)];
    groups.push("list index", "NUL");
    const rssBefore = peakRssMb(server.child.pid);
    const started = performance.now();
    const outcomes: Outcome[] = [];
    const stalls = new Map<string, number>();
    // One group at a time, each followed by a quiet moment, to tell which kind of request stalls the server.
    for (const group of groups) {
      const logBefore = server.output().length;
      outcomes.push(...(await runAll(server, cases.filter((testCase) => testCase.group === group))));
      await new Promise((resolve) => setTimeout(resolve, 300));
      stalls.set(group, longestStall(server.output().slice(logBefore)));
    }
    const seconds = (performance.now() - started) / 1000;
    const formCount = cases.filter((testCase) => testCase.group === "list index" || testCase.group === "NUL").length;
    const stall = Math.max(...stalls.values());

    const byClass = new Map<string, number>();
    for (const { status } of outcomes) byClass.set(statusClass(status), (byClass.get(statusClass(status)) ?? 0) + 1);
    const byStatus = new Map<number, number>();
    for (const { status } of outcomes) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const failures = cases.flatMap((testCase, index) => {
      const { status } = outcomes[index]!;
      const unanswered = status === -1 || (status === 0 && testCase.group !== "truncated");
      return status >= 500 || unanswered ? [`  ${statusClass(status)} ${status > 0 ? status : ""} [${testCase.group}] ${testCase.label.slice(0, 120)}`] : [];
    });
    const slow = cases.flatMap((testCase, index) => (outcomes[index]!.ms > SLOW_MS ? [`  ${outcomes[index]!.ms.toFixed(0)} ms  ${outcomes[index]!.status}  [${testCase.group}] ${testCase.label.slice(0, 100)}`] : []));
    const slowest = cases
      .map((testCase, index) => ({ testCase, ...outcomes[index]! }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    const home2 = await fetch(`${server.baseUrl}/`).then((response) => response.status, () => 0);
    const alive = server.child.exitCode === null && home2 === 200;

    console.log(`Malformed-request corpus: ${cases.length} requests (${cases.length - formCount} malformed, ${formCount} to the site's ${site.forms.length} forms) in ${seconds.toFixed(1)} s, ${CONCURRENCY} at a time, group by group`);
    console.log(`By class: ${[...byClass].sort().map(([name, count]) => `${name} ${count}`).join(", ")}`);
    console.log(`By status: ${[...byStatus].sort((a, b) => a[0] - b[0]).map(([status, count]) => `${status === -1 ? "none" : status}×${count}`).join(" ")}`);
    console.log(`Answers >= 500 or unexpectedly unanswered: ${failures.length}`);
    for (const line of failures) console.log(line);
    console.log(`Requests over ${SLOW_MS / 1000} s: ${slow.length}`);
    for (const line of slow) console.log(line);
    console.log("Slowest answers:");
    for (const { testCase, ms, status } of slowest) console.log(`  ${ms.toFixed(0)} ms  ${status}  [${testCase.group}] ${testCase.label.slice(0, 80)}`);
    console.log(`Server's longest event-loop stall during the corpus: ${stall.toFixed(1)} ms`);
    console.log(`  by group: ${[...stalls].map(([group, ms]) => `${group} ${ms.toFixed(0)} ms`).join(", ")}`);
    console.log(`Server's peak memory (RSS): ${rssBefore} before the corpus, ${peakRssMb(server.child.pid)} after`);
    console.log(`Server alive at the end: ${alive ? "yes (GET / 200)" : `NO (exit code ${server.child.exitCode}, GET / ${home2})`}`);
    if (args.includes("--verbose")) {
      console.log("Every request:");
      cases.forEach((testCase, index) => console.log(`  ${outcomes[index]!.status}  [${testCase.group}] ${testCase.label.slice(0, 120)}`));
    }
    if (failures.length > 0 || slow.length > 0 || !alive) process.exitCode = 1;
  } finally {
    await site.remove();
  }
}
