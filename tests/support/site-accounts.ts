/**
 * Accounts and listings on a built server (tests/support/built-server.ts), made as a
 * browser makes them: registration, the emailed confirmation link (read from the
 * server's outbox in DATA_DIR/mail), the listing editor. The server refuses a sixth
 * registration from one address within an hour.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BuiltServer } from "./built-server";
import { listingForm } from "./listing-form";

const PASSWORD = "Runway-09-Left";

/** A request as the site's own pages send it (Origin set, redirects not followed), with a Cookie header if given. */
export function sendTo(server: BuiltServer, pathAndQuery: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const { cookie, headers, ...rest } = init;
  return fetch(`${server.baseUrl}${pathAndQuery}`, {
    redirect: "manual",
    ...rest,
    headers: { Origin: server.baseUrl, ...(cookie ? { Cookie: cookie } : {}), ...(headers as Record<string, string> | undefined) },
  });
}

function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Registers an account (under `email`, or one made from the tag) and opens the emailed confirmation link, which signs it in: its Cookie header. */
export async function signUpOn(server: BuiltServer, userType: "buyer" | "seller", tag: string, email = `${userType}.${tag}.${Date.now()}@example.com`): Promise<string> {
  const registered = await sendTo(server, `/register?type=${userType}`, {
    method: "POST",
    body: new URLSearchParams({
      userType,
      firstName: "Amelia",
      lastName: "Hart",
      email,
      phone: "+1 555 010 2000",
      company: userType === "seller" ? "Hart Aviation" : "",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: "on",
    }),
  });
  await registered.arrayBuffer();
  if (registered.status !== 302) throw new Error(`Registering ${email} answered ${registered.status}`);
  const outbox = path.join(server.dataDir, "mail");
  const message = readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, "").replaceAll("=3D", "="))
    .find((text) => text.includes(`To: ${email}`));
  const link = new URL(message?.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)?.[0] ?? "");
  const confirmation = await sendTo(server, link.pathname + link.search);
  await confirmation.arrayBuffer();
  if (confirmation.status !== 302) throw new Error(`Confirming ${email} answered ${confirmation.status}`);
  return cookiesFrom(confirmation);
}

/** A listing made through the editor, a draft or published: its id. */
export async function createListingOn(server: BuiltServer, cookie: string, intent: "draft" | "publish"): Promise<number> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(listingForm({ intent }))) form.set(name, Array.isArray(value) ? value.join("\n") : String(value));
  const created = await sendTo(server, "/dashboard/listings/new", { method: "POST", body: form, cookie });
  await created.arrayBuffer();
  const id = Number(/\/dashboard\/listings\/(\d+)\/edit/.exec(created.headers.get("location") ?? "")?.[1]);
  if (created.status !== 302 || !Number.isSafeInteger(id)) throw new Error(`Creating a listing answered ${created.status}`);
  return id;
}
