/**
 * GET /catalog/suggestions?kind=words|airports&q=pil: what the catalogue's search box and
 * airport field suggest, as JSON, for the combobox (app/components/catalog/suggest-combobox.tsx).
 * The form works without it. Counted per client address; public and cached for a few minutes.
 */
import { suggestionRule } from "~/domain/visitor-limits";
import { database } from "~/server/db/client.server";
import { catalogSuggestions } from "~/server/listings/catalog-suggestions.server";
import { consumeRateLimit } from "~/server/platform/rate-limit.server";
import { clientAddressContext } from "~/server/platform/request-context.server";
import type { Route } from "./+types/catalog-suggestions";

const MAX_TYPED = 60;

export async function loader({ url, context }: Route.LoaderArgs) {
  const kind = url.searchParams.get("kind") === "airports" ? "airports" : "words";
  const typed = (url.searchParams.get("q") ?? "").slice(0, MAX_TYPED);
  const db = await database();
  const limit = await consumeRateLimit(db, suggestionRule(context.get(clientAddressContext)));
  if (!limit.allowed) {
    return Response.json({ suggestions: [] }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds), "Cache-Control": "no-store" } });
  }
  const suggestions = await catalogSuggestions(db, kind, typed);
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=300" } });
}
