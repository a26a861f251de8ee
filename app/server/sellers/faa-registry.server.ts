import { desc, eq } from "drizzle-orm";
import {
  type AircraftModel,
  faaNumberOf,
  type ListingIdentity,
  readMasterRow,
  readModelRow,
  readRegistryHeader,
  type RegistryHeader,
  registryMatches,
} from "~/domain/sellers/faa-registry";
import type { Database } from "../db/database";
import { faaRegistryAircraft, faaRegistryImports } from "../db/schema";
import { type Actor, recordOperatorAction } from "../operators/audit-log.server";

/** A file of the download: its name (for the report) and its lines, header first. */
export type RegistrySource = { name: string; lines: () => AsyncIterable<string> };

export type ImportReport = {
  ok: true;
  importedAt: Date;
  aircraft: number;
  skipped: number;
  /** What was wrong with each skipped row, the first MAX_PROBLEMS of them, as "FILE line N: ...". */
  problems: string[];
};
export type ImportResult = ImportReport | { ok: false; message: string; problems?: string[] };

class NothingImported extends Error {}

export const MAX_PROBLEMS = 200;
const BATCH = 1000;

/** The command line, as the audit log names it when it imports the registry. */
export const REGISTRY_COMMAND: Actor = { id: null, email: "npm run registry:import" };

async function headerOf(source: RegistrySource): Promise<RegistryHeader | null> {
  for await (const line of source.lines()) return readRegistryHeader(line);
  return null;
}

/** The lines after the header, numbered as a text editor numbers them; blank lines are not rows. */
async function* rowsOf(source: RegistrySource): AsyncGenerator<{ line: string; number: number }> {
  let number = 0;
  for await (const line of source.lines()) {
    number++;
    if (number > 1 && line.trim() !== "") yield { line, number };
  }
}

/**
 * Replaces the registry with the download's MASTER.txt, naming each aircraft's make and
 * model from its ACFTREF.txt (the files are told apart by their header rows, in either
 * order). A malformed row, a row whose model code ACFTREF does not know and a repeated
 * N-number are reported and skipped. One transaction: the registry is the new one
 * entirely, or the old one untouched, and the import is written to the audit log.
 */
export async function importFaaRegistry(db: Database, sources: RegistrySource[]): Promise<ImportResult> {
  const headers = await Promise.all(sources.map(async (source) => ({ source, header: await headerOf(source) })));
  const unknown = headers.find((entry) => entry.header === null);
  if (unknown) return { ok: false, message: `${unknown.source.name} is neither MASTER.txt nor ACFTREF.txt: its first line is not their header row.` };
  const master = headers.filter((entry) => entry.header?.kind === "master");
  const reference = headers.filter((entry) => entry.header?.kind === "models");
  if (master.length !== 1 || reference.length !== 1) return { ok: false, message: "Give one MASTER.txt and one ACFTREF.txt from the same download." };

  const problems: string[] = [];
  let skipped = 0;
  const skip = (source: RegistrySource, number: number, problem: string) => {
    skipped++;
    if (problems.length < MAX_PROBLEMS) problems.push(`${source.name} line ${number}: ${problem}`);
  };

  const models = new Map<string, AircraftModel>();
  const modelSource = reference[0]!;
  for await (const { line, number } of rowsOf(modelSource.source)) {
    const read = readModelRow(line, modelSource.header as Extract<RegistryHeader, { kind: "models" }>);
    if (read.ok) models.set(read.row.code, read.row);
    else skip(modelSource.source, number, read.problem);
  }

  const { source, header } = master[0]!;
  try {
    return await db.transaction(async (tx) => {
      await tx.delete(faaRegistryAircraft);
      const seen = new Set<string>();
      let batch: (typeof faaRegistryAircraft.$inferInsert)[] = [];
      let aircraft = 0;
      const flush = async () => {
        if (batch.length > 0) await tx.insert(faaRegistryAircraft).values(batch);
        aircraft += batch.length;
        batch = [];
      };
      for await (const { line, number } of rowsOf(source)) {
        const read = readMasterRow(line, header as Extract<RegistryHeader, { kind: "master" }>);
        if (!read.ok) {
          skip(source, number, read.problem);
          continue;
        }
        const model = models.get(read.row.modelCode);
        if (!model) skip(source, number, `MFR MDL CODE "${read.row.modelCode}" is not in ${modelSource.source.name}`);
        else if (seen.has(read.row.nNumber)) skip(source, number, `N${read.row.nNumber} is listed twice; the first row is kept`);
        else {
          seen.add(read.row.nNumber);
          batch.push({ nNumber: read.row.nNumber, serialNumber: read.row.serialNumber, modelCode: read.row.modelCode, make: model.make, model: model.model });
          if (batch.length === BATCH) await flush();
        }
      }
      await flush();
      if (aircraft === 0) throw new NothingImported();
      const files = `${source.name}, ${modelSource.source.name}`;
      const [recorded] = await tx.insert(faaRegistryImports).values({ files, aircraft, skipped }).returning({ importedAt: faaRegistryImports.importedAt });
      await recordOperatorAction(tx, REGISTRY_COMMAND, {
        action: "import-faa-registry",
        targetType: "faa-registry",
        targetId: files,
        reason: `${aircraft} aircraft imported, ${skipped} rows skipped`,
      });
      return { ok: true as const, importedAt: recorded!.importedAt, aircraft, skipped, problems };
    });
  } catch (error) {
    if (!(error instanceof NothingImported)) throw error;
    return { ok: false, message: `No row of ${source.name} could be imported; the registry is unchanged.`, problems };
  }
}

export type RegistryMatch = { importedAt: Date };

/** When the listing's N-number, serial, make and model were found together in the last import; null otherwise. */
export async function registryMatchOf(db: Database, listing: ListingIdentity & { registration: string }): Promise<RegistryMatch | null> {
  const nNumber = faaNumberOf(listing.registration);
  if (nNumber === null) return null;
  const [[entry], [latest]] = await Promise.all([
    db.select().from(faaRegistryAircraft).where(eq(faaRegistryAircraft.nNumber, nNumber)).limit(1),
    db.select({ importedAt: faaRegistryImports.importedAt }).from(faaRegistryImports).orderBy(desc(faaRegistryImports.id)).limit(1),
  ]);
  return entry && latest && registryMatches(listing, entry) ? { importedAt: latest.importedAt } : null;
}
