/**
 * The site's origin as its visitors see it, known in one place: SITE_URL's when it is
 * set (the operator said where the site lives); otherwise the request's own scheme and
 * host, where Express believes X-Forwarded-Proto and X-Forwarded-Host only from the
 * proxies TRUST_PROXY names. server.js serves plain HTTP, so without either the scheme
 * is http.
 *
 * @param {string | undefined} siteUrl
 * @returns {(req: import("express").Request) => string}
 */
export function publicOriginResolver(siteUrl) {
  const siteOrigin = siteUrl ? parseSiteOrigin(siteUrl) : undefined;
  return (req) => siteOrigin ?? `${req.protocol}://${req.host}`;
}

/** @param {string} origin */
export function isHttps(origin) {
  return origin.startsWith("https:");
}

/** @param {string} siteUrl */
function parseSiteOrigin(siteUrl) {
  try {
    return new URL(siteUrl).origin;
  } catch {
    throw new Error(`SITE_URL is not a URL: ${siteUrl}`);
  }
}
