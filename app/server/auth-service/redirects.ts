import type { ServiceContext } from "./context";

/**
 * A `redirect_to` the service may use: only URLs on the site's own origin, as GoTrue's
 * default allow list (the site URL alone) permits. Anything else is ignored.
 */
export function allowedRedirect(ctx: ServiceContext, value: string | null | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.origin === new URL(ctx.siteUrl).origin ? url : undefined;
  } catch {
    return undefined;
  }
}
