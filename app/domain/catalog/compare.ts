import { type Listing, parseListingId } from "../listings/listing";

/** A comparison shows two to four aircraft side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

// A hand-made URL may hold any number of ids; looking up more than this is never useful.
const MAX_REQUESTED = 20;

/** The well-formed, distinct ids of a `?ids=1,10,11` list, in the buyer's order, and what was dropped on the way. */
export type RequestedIds = { ids: number[]; malformed: number; repeated: number };

export function parseCompareIds(raw: string | null): RequestedIds {
  const ids: number[] = [];
  let malformed = 0;
  let repeated = 0;
  for (const part of (raw ?? "").split(",")) {
    const token = part.trim();
    if (token === "") continue;
    const id = parseListingId(token);
    if (id === null) malformed += 1;
    else if (ids.includes(id)) repeated += 1;
    else if (ids.length < MAX_REQUESTED) ids.push(id);
  }
  return { ids, malformed, repeated };
}

export type Comparison = {
  listings: Listing[];
  /** Sentences telling the buyer which ids were left out and why. */
  notes: string[];
};

/**
 * The aircraft compared: the requested ones buyers may see (`available`, in any order),
 * in the buyer's order, the first four of them.
 */
export function buildComparison(requested: RequestedIds, available: Listing[]): Comparison {
  const found = requested.ids.flatMap((id) => available.filter((listing) => listing.id === id));
  const unavailable = requested.ids.length - found.length;
  const notes: string[] = [];
  if (requested.malformed > 0) notes.push(`${plural(requested.malformed, "entry is", "entries are")} not an aircraft number and ${requested.malformed === 1 ? "was" : "were"} left out.`);
  if (requested.repeated > 0) notes.push(`${plural(requested.repeated, "aircraft was", "aircraft were")} listed twice and ${requested.repeated === 1 ? "is" : "are"} shown once.`);
  if (unavailable > 0) notes.push(`${plural(unavailable, "aircraft is", "aircraft are")} no longer for sale or not found, and ${unavailable === 1 ? "was" : "were"} left out.`);
  if (found.length > MAX_COMPARED) notes.push(`You can compare up to ${MAX_COMPARED} aircraft; the first ${MAX_COMPARED} are shown.`);
  return { listings: found.slice(0, MAX_COMPARED), notes };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** /compare for these ids; the URL a buyer shares. */
export function compareHref(ids: readonly number[]): string {
  return ids.length > 0 ? `/compare?ids=${ids.join(",")}` : "/compare";
}

/** The selection with one more aircraft (a full selection is not offered more; see `hasRoom`). */
export function withCompared(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function hasRoom(ids: readonly number[]): boolean {
  return ids.length < MAX_COMPARED;
}

/** The selection a catalogue, detail or dashboard URL carries in `?compare=`. */
export function carriedSelection(params: URLSearchParams): number[] {
  return parseCompareIds(params.get("compare")).ids.slice(0, MAX_COMPARED);
}

export function withoutCompared(ids: readonly number[], id: number): number[] {
  return ids.filter((kept) => kept !== id);
}

/** The catalogue, carrying the selection so that its cards add to it. */
export function pickMoreHref(ids: readonly number[]): string {
  return `/catalog?compare=${ids.join(",")}`;
}
