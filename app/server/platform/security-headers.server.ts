/**
 * Headers every response carries, pages and static files alike (server.js puts
 * `staticFileSecurityHeaders` on everything it serves itself). The Content Security
 * Policy of a page allows inline scripts only with that request's nonce, so an
 * injected script cannot run.
 */
const COMMON_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

// Browsers remember it for a year; sent only over HTTPS, where it means something.
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

// A script, stylesheet, image or error text opened on its own runs nothing.
const STATIC_FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Whether the site answered this request over HTTPS: its URL carries the site's public origin. */
export function servedOverHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** Sets the security headers on a page (with its nonce) or a data response. */
export function applySecurityHeaders(headers: Headers, { https, nonce }: { https: boolean; nonce?: string }) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
  if (https) headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  headers.delete("X-Powered-By");
  if (nonce !== undefined) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
}

/** The headers for anything that is not a page: static files, refused requests, error texts. */
export function staticFileSecurityHeaders(https: boolean): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    ...(https ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
    "Content-Security-Policy": STATIC_FILE_POLICY,
  };
}

function contentSecurityPolicy(nonce: string): string {
  // Vite's dev server injects inline scripts and a websocket we cannot nonce.
  const development = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    development ? "script-src 'self' 'unsafe-inline'" : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
