import { useHydrated } from "./use-hydrated";

const FIELDS = { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" } as const;
// The server knows no reader's time zone: its page, and a page without scripts, say UTC.
const inUtc = new Intl.DateTimeFormat("en-US", { ...FIELDS, timeZone: "UTC" });
let inReadersZone: Intl.DateTimeFormat | undefined;

/**
 * When a message was written: "Mar 5, 2026, 2:05 PM UTC" as the server draws it, then, once
 * the scripts run, in the reader's own time zone ("Mar 5, 2026, 9:05 AM EST"). After
 * hydration, so the page the scripts take over reads as the server sent it.
 */
export function MessageTime({ at }: { at: Date }) {
  const hydrated = useHydrated();
  const format = hydrated ? (inReadersZone ??= new Intl.DateTimeFormat("en-US", FIELDS)) : inUtc;
  return <time dateTime={at.toISOString()}>{format.format(at)}</time>;
}
