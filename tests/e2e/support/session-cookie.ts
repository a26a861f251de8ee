/** The session cookie @supabase/ssr writes: one cookie, or chunks `.0`, `.1`... once the session passes 3,180 characters. */
export const SESSION_COOKIE = "aeromarket-auth";

/** The session cookie's whole value, its chunks joined in order; "" when there is none. */
export function sessionCookieValue(cookies: readonly { name: string; value: string }[]): string {
  const whole = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  if (whole) return whole.value;
  return cookies
    .flatMap((cookie) => {
      const chunk = cookie.name.match(/^aeromarket-auth\.(\d+)$/);
      return chunk ? [{ index: Number(chunk[1]), value: cookie.value }] : [];
    })
    .sort((a, b) => a.index - b.index)
    .map((chunk) => chunk.value)
    .join("");
}

/** The session JSON inside the cookie: `base64-` + base64url. */
export function decodeSessionCookie<Session>(value: string): Session {
  return JSON.parse(Buffer.from(value.replace(/^base64-/, ""), "base64url").toString("utf8")) as Session;
}
