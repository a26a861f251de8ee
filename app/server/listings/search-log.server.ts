/**
 * The catalogue's searches, kept without any person's identity (no account, address or
 * browser): the words, the filters and how many aircraft the page showed, for the operators'
 * weekly figures (the top searches, those that found nothing, and their share). Kept
 * SEARCH_LOG_DAYS, pruned by the background round. docs/decisions/044.
 */
import { and, count, desc, gte, lt, sql } from "drizzle-orm";
import { type CatalogQuery, catalogHref, parseCatalogQuery } from "~/domain/catalog/catalog";
import type { Database } from "../db/database";
import { database } from "../db/client.server";
import { searchLog } from "../db/schema";
import { runInBackground } from "../platform/background-work.server";

export const SEARCH_LOG_DAYS = 90;
const DAY_MS = 86_400_000;
/** The operators' figures are of the last seven days. */
const WEEK_MS = 7 * DAY_MS;
const TOP_SHOWN = 10;

/** What is kept of a search: its words and its filters (the URL's parameters, but the page, order and layout). */
export type LoggedSearch = { q: string; filters: Record<string, string>; resultCount: number };

/** A search worth logging: words or a filter, on its first page (a further page is the same search). */
export function searchToLog(typedQ: string, query: CatalogQuery, resultCount: number): LoggedSearch | null {
  if (query.page !== 1) return null;
  const params = new URLSearchParams(catalogHref({ ...query, q: "", sort: "newest", view: "grid", page: 1 }).split("?")[1] ?? "");
  const filters = Object.fromEntries(params);
  if (!typedQ && Object.keys(filters).length === 0) return null;
  return { q: typedQ.toLowerCase(), filters, resultCount };
}

// The last searches this process logged, by their catalogue address: a page given again from
// the page cache (server/page-cache.js) is the same search, with the same result.
const recent = new Map<string, LoggedSearch>();
const RECENT_KEPT = 1_000;

/** Logs a search after the answer (it never delays or fails the page), and remembers it for the page cache. */
export function noteSearch(address: string, search: LoggedSearch | null): void {
  if (!search) return;
  recent.delete(address);
  if (recent.size >= RECENT_KEPT) recent.delete(recent.keys().next().value!);
  recent.set(address, search);
  runInBackground("Logging a search", async () => logSearch(await database(), search));
}

/** The catalogue's address of a request's path, as the loader names it: `/catalog.data?...&_routes=` is `/catalog?...`. */
export function catalogAddress(pathWithQuery: string): string | null {
  const queryAt = pathWithQuery.indexOf("?");
  const path = queryAt === -1 ? pathWithQuery : pathWithQuery.slice(0, queryAt);
  if (path !== "/catalog" && path !== "/catalog.data") return null;
  const params = new URLSearchParams(queryAt === -1 ? "" : pathWithQuery.slice(queryAt + 1));
  const routes = params.get("_routes");
  if (routes !== null && !routes.split(",").includes("routes/catalog")) return null;
  params.delete("_routes");
  return catalogHref(parseCatalogQuery(params));
}

/**
 * Whether a request asks again for the catalogue page its browser shows, rather than for a
 * search: React Router reloads a page's data after any form on it is sent (saving an
 * aircraft, saving the search, choosing aircraft to compare), and a form sent without
 * JavaScript comes back to its page. Either way the request's Referer is the same search
 * (the site's Referrer-Policy sends the path within the site). A search is counted once.
 */
export function reloadsShownSearch(address: string, referer: string | null | undefined): boolean {
  if (!referer) return false;
  const url = URL.parse(referer);
  return url !== null && catalogAddress(`${url.pathname}${url.search}`) === address;
}

/** A person given a catalogue page from the page cache searched all the same, unless their browser was reloading the page it shows. */
export function noteSearchOfReusedPage(pathWithQuery: string, referer: string | undefined): void {
  const address = catalogAddress(pathWithQuery);
  if (address === null || reloadsShownSearch(address, referer)) return;
  const search = recent.get(address);
  if (search) runInBackground("Logging a search", async () => logSearch(await database(), search));
}

export async function logSearch(db: Database, search: LoggedSearch, now = new Date()): Promise<void> {
  await db.insert(searchLog).values({ ...search, searchedAt: now });
}

/** Forgets the searches older than SEARCH_LOG_DAYS. */
export async function pruneSearchLog(db: Database, now = new Date()): Promise<void> {
  await db.delete(searchLog).where(lt(searchLog.searchedAt, new Date(now.getTime() - SEARCH_LOG_DAYS * DAY_MS)));
}

export type SearchCount = { q: string; searches: number };
export type SearchWeek = { searches: number; withoutResults: number; topQueries: SearchCount[]; zeroResultQueries: SearchCount[] };

/** The last seven days: how many searches, how many showed no aircraft, the commonest words, and the commonest that found nothing. */
export async function searchWeek(db: Database, now = new Date()): Promise<SearchWeek> {
  const since = gte(searchLog.searchedAt, new Date(now.getTime() - WEEK_MS));
  const searches = sql<number>`count(*)::int`;
  const words = (zeroOnly: boolean) =>
    db
      .select({ q: searchLog.q, searches })
      .from(searchLog)
      .where(and(since, sql`${searchLog.q} <> ''`, zeroOnly ? sql`${searchLog.resultCount} = 0` : undefined))
      .groupBy(searchLog.q)
      .orderBy(desc(searches), searchLog.q)
      .limit(TOP_SHOWN);
  const [[totals], topQueries, zeroResultQueries] = await Promise.all([
    db
      .select({ searches: count(), withoutResults: sql<number>`(count(*) filter (where ${searchLog.resultCount} = 0))::int` })
      .from(searchLog)
      .where(since),
    words(false),
    words(true),
  ]);
  return { searches: totals?.searches ?? 0, withoutResults: totals?.withoutResults ?? 0, topQueries, zeroResultQueries };
}
