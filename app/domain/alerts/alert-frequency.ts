/**
 * What the pages' scripts need of saved searches and their alerts: the frequencies and
 * their words, the default, the name's length and the dashboard's tab. Apart from
 * saved-search.ts, whose wording of a search reads the catalogue's and /ai-match's option
 * lists: a page showing a frequency loaded those with it.
 */

export const ALERT_FREQUENCIES = [
  { value: "instant", label: "Instant" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "off", label: "Off" },
] as const;

export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]["value"];

export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = "daily";

/** Where a buyer manages their saved searches. */
export const SAVED_SEARCHES_TAB = "/dashboard?tab=saved-searches";

export const SEARCH_NAME_MAX_LENGTH = 80;

/** How often alerts go out, as a dashboard row shows it. */
export function frequencyLabel(value: AlertFrequency): string {
  const labels: Record<AlertFrequency, string> = { instant: "Instant alerts", daily: "Daily digest", weekly: "Weekly digest", off: "Alerts off" };
  return labels[value];
}
