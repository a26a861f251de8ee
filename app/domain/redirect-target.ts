/**
 * Where to send someone after signing in or confirming: only a path on this site.
 * Anything else (another origin, a protocol-relative `//host`, a backslash trick, a
 * `javascript:` URL) falls back, so a crafted link cannot send a user elsewhere.
 */
export function safeRedirectTarget(target: string | null | undefined, fallback = "/dashboard"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  const base = "http://aeromarket.invalid";
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  // Dot segments collapse after parsing: "/.//evil.example" becomes "//evil.example".
  if (url.origin !== base || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that comes back to `path` afterwards. */
export function signInHref(path: string): string {
  const target = safeRedirectTarget(path, "/");
  return target === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo: target })}`;
}

/** What a visitor's 404 on a private address carries: the sign-in page that comes back to it. */
export type SignInOffer = { signIn: string };
