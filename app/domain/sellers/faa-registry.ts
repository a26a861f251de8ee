/**
 * The FAA's "Releasable Aircraft" download, read line by line: MASTER.txt holds one
 * row per registered aircraft (N-number without its N, serial number, the maker-and-model
 * code); ACFTREF.txt names the make and model of each code. Both are comma-separated,
 * with a header row, fields padded with spaces and a comma at the end of each line.
 * And the rule a listing is held to: its N-number, serial, make and model match a row.
 */
import { familyOf, familyOfRegistryModel } from "../aircraft/model-families";

/** The fields of one line, trimmed; a field in double quotes may hold commas ("" is a quote). */
export function splitRegistryLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(field.trim());
      field = "";
    } else field += char;
  }
  fields.push(field.replace(/\r$/, "").trim());
  return fields;
}

export type RegistryFileKind = "master" | "models";

/** What a header row says the file is, and where its columns are; null for any other file. */
export type RegistryHeader =
  | { kind: "master"; width: number; nNumber: number; serialNumber: number; modelCode: number }
  | { kind: "models"; width: number; code: number; make: number; model: number };

export function readRegistryHeader(line: string): RegistryHeader | null {
  const names = splitRegistryLine(line.replace(/^\uFEFF/, "")).map((name) => name.toUpperCase());
  const at = (name: string) => names.indexOf(name);
  if (at("N-NUMBER") >= 0 && at("SERIAL NUMBER") >= 0 && at("MFR MDL CODE") >= 0) {
    return { kind: "master", width: names.length, nNumber: at("N-NUMBER"), serialNumber: at("SERIAL NUMBER"), modelCode: at("MFR MDL CODE") };
  }
  if (at("CODE") >= 0 && at("MFR") >= 0 && at("MODEL") >= 0) {
    return { kind: "models", width: names.length, code: at("CODE"), make: at("MFR"), model: at("MODEL") };
  }
  return null;
}

export type RegisteredAircraft = { nNumber: string; serialNumber: string; modelCode: string };
export type AircraftModel = { code: string; make: string; model: string };
export type RowResult<Row> = { ok: true; row: Row } | { ok: false; problem: string };

// The FAA's N-numbers: a digit 1-9, then up to four digits and letters (I and O are never used).
const N_NUMBER = /^[1-9][0-9A-HJ-NP-Z]{0,4}$/;

function widthProblem(fields: string[], width: number): string | null {
  return fields.length === width ? null : `has ${fields.length} fields where the header has ${width}`;
}

export function readMasterRow(line: string, header: Extract<RegistryHeader, { kind: "master" }>): RowResult<RegisteredAircraft> {
  const fields = splitRegistryLine(line);
  const width = widthProblem(fields, header.width);
  if (width) return { ok: false, problem: width };
  const nNumber = fields[header.nNumber]!.toUpperCase();
  const serialNumber = fields[header.serialNumber]!;
  const modelCode = fields[header.modelCode]!.toUpperCase();
  if (!N_NUMBER.test(nNumber)) return { ok: false, problem: `N-NUMBER "${nNumber}" is not an N-number` };
  if (serialNumber === "") return { ok: false, problem: "has no SERIAL NUMBER" };
  if (modelCode === "") return { ok: false, problem: "has no MFR MDL CODE" };
  return { ok: true, row: { nNumber, serialNumber, modelCode } };
}

export function readModelRow(line: string, header: Extract<RegistryHeader, { kind: "models" }>): RowResult<AircraftModel> {
  const fields = splitRegistryLine(line);
  const width = widthProblem(fields, header.width);
  if (width) return { ok: false, problem: width };
  const code = fields[header.code]!.toUpperCase();
  const make = fields[header.make]!;
  const model = fields[header.model]!;
  if (code === "" || make === "" || model === "") return { ok: false, problem: "lacks its CODE, MFR or MODEL" };
  return { ok: true, row: { code, make, model } };
}

/** Letters and digits only, in capitals: how the registry and a listing are compared. */
function bare(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** The N-number a listing's registration names, as MASTER.txt writes it (no N), or null when it is not a US registration. */
export function faaNumberOf(registration: string): string | null {
  const compact = registration.toUpperCase().replace(/[\s-]/g, "");
  if (!compact.startsWith("N")) return null;
  const number = compact.slice(1);
  return N_NUMBER.test(number) ? number : null;
}

export type ListingIdentity = { manufacturer: string; model: string; serialNumber: string };

/**
 * Whether the registry row is the listed aircraft: the same serial (letters and digits),
 * and either the same model family (the FAA's model code read through the family table:
 * a "Citation CJ4 Gen2" is the registry's CESSNA 525C, a "King Air 350i" its BEECH B300),
 * or, for a model the table does not know, a make that is the listing's maker or begins
 * with it ("CIRRUS DESIGN CORP" for Cirrus) and the same model as the listing's model or
 * its first word ("172S" for "172S Skyhawk SP").
 */
export function registryMatches(listing: ListingIdentity, entry: Omit<AircraftModel, "code"> & { serialNumber: string }): boolean {
  const serial = bare(listing.serialNumber);
  if (serial === "" || serial !== bare(entry.serialNumber)) return false;
  const family = familyOf(listing);
  if (family) return familyOfRegistryModel(entry.make, entry.model) === family;
  const maker = bare(listing.manufacturer);
  const make = bare(entry.make);
  if (maker.length < 3 || make.length < 3 || !(make.startsWith(maker) || maker.startsWith(make))) return false;
  const model = bare(entry.model);
  return model !== "" && (model === bare(listing.model) || model === bare(listing.model.trim().split(/\s+/)[0] ?? ""));
}
