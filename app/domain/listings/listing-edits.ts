/**
 * Two saves of one listing from pages opened at different times (two tabs, two devices):
 * the later one must not silently undo the earlier. The editor carries the version of
 * what it was opened with, a short hash of each field's value; a save whose version no
 * longer matches what is saved is refused, naming the fields saved meanwhile, and the
 * page keeps what was typed. Pure: the values are the editor's (listingFormValues).
 */
import type { FormValue } from "./aviation";
import { REQUIRED_FIELD_LABELS, type RequiredListingField } from "./required-fields";

const OTHER_LABELS: Record<string, string> = {
  name: "Title",
  features: "Features",
  baseAirport: "Base airport",
  airframe: "Airframe",
  engines: "Engines",
  propellers: "Propellers",
  equipment: "Equipment",
  inspection: "Inspection",
  history: "History",
};

/** FNV-1a, 32 bits: enough to tell one saved value from the next, and short in a hidden field. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/**
 * A field's value as a hash, the same however it was read: an absent field is an empty one,
 * a group's entries count in name order, and a browser's CRLF line ends are LF.
 */
function valueHash(value: unknown): string {
  return shortHash(canonical(value));
}

function canonical(value: unknown): string {
  if (value === undefined || value === null) return '""';
  if (typeof value === "string") return JSON.stringify(value.replace(/\r\n/g, "\n"));
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(",")}}`;
  }
  return JSON.stringify(String(value));
}

/** The version an editor is opened with: "field:hash" for each field, in name order. */
export function editorVersion(values: Record<string, FormValue>): string {
  return Object.keys(values)
    .sort()
    .map((name) => `${name}:${valueHash(values[name])}`)
    .join(",");
}

function readVersion(version: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  for (const entry of version.split(",")) {
    const match = /^([A-Za-z]+):([0-9a-f]{8})$/.exec(entry);
    if (!match) return null;
    fields.set(match[1]!, match[2]!);
  }
  return fields;
}

export type StaleSave = {
  /** Saved from elsewhere, untouched here: the form now shows the saved value. */
  takenFromSaved: string[];
  /** Saved from elsewhere and changed here too: the form keeps what was typed. */
  changedOnBothSides: string[];
  /** What the form shows next: what was typed, with the fields taken from the saved listing. */
  values: Record<string, unknown>;
};

/**
 * A save from an editor opened with `version`, against what is saved now. Null when nothing
 * was saved meanwhile (or the version cannot be read: a page from before versions), and the
 * save may go ahead. Otherwise the save is refused, and the fields saved meanwhile are
 * merged into what was typed: those the seller left alone show the saved value, those they
 * changed keep their typing.
 */
export function staleSave(version: string, saved: Record<string, FormValue>, typed: Record<string, unknown>): StaleSave | null {
  const opened = readVersion(version);
  if (!opened) return null;
  const names = [...new Set([...opened.keys(), ...Object.keys(saved)])].filter((name) => (opened.get(name) ?? valueHash("")) !== valueHash(saved[name]));
  if (names.length === 0) return null;
  const values: Record<string, unknown> = { ...typed };
  const takenFromSaved: string[] = [];
  const changedOnBothSides: string[] = [];
  for (const name of names) {
    if (valueHash(typed[name]) === (opened.get(name) ?? valueHash(""))) {
      values[name] = saved[name] ?? "";
      takenFromSaved.push(fieldLabel(name));
    } else {
      changedOnBothSides.push(fieldLabel(name));
    }
  }
  return { takenFromSaved, changedOnBothSides, values };
}

function fieldLabel(name: string): string {
  return REQUIRED_FIELD_LABELS[name as RequiredListingField] ?? OTHER_LABELS[name] ?? name;
}

/** What the seller is told when their save came after another one. */
export function staleSaveMessage({ takenFromSaved, changedOnBothSides }: StaleSave): string {
  const parts = ["This listing was saved from another page after you opened this one, so nothing was saved from here."];
  if (takenFromSaved.length > 0) parts.push(`Now showing the newer saved ${takenFromSaved.join(", ")}.`);
  if (changedOnBothSides.length > 0) parts.push(`Changed there and by you, kept as you typed: ${changedOnBothSides.join(", ")}.`);
  parts.push("Everything else you typed is still here: check it, then save again.");
  return parts.join(" ");
}
