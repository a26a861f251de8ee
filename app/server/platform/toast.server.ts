import { createCookie, redirect } from "react-router";
import { type Toast, toastSchema } from "~/domain/toast";
import { env } from "./env.server";

const toastCookie = () =>
  createCookie("aeromarket_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secrets: env().sessionSecrets,
  });

/**
 * Redirects and carries a toast across it in a signed, one-minute cookie (server.js
 * makes it Secure when the site is served over HTTPS).
 */
export async function redirectWithToast(url: string, toast: Omit<Toast, "id">, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie().serialize({ ...toast, id: crypto.randomUUID() }));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast and the header that clears it, if there is one. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const value: unknown = await toastCookie().parse(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(value);
  if (value !== null && value !== undefined) {
    headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  }
  return { toast: parsed.success ? parsed.data : null, headers };
}
