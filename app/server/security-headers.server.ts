/**
 * Headers every response carries. The Content Security Policy allows inline
 * scripts only with this request's nonce, so an injected script cannot run.
 */
export function applySecurityHeaders(headers: Headers, nonce?: string) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.delete("X-Powered-By");
  if (nonce !== undefined) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
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
