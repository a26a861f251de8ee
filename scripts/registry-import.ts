/**
 * Replaces AeroMarket's copy of the FAA aircraft registry on the configured database
 * (DATABASE_URL, or PGlite in DATA_DIR) from the FAA's "Releasable Aircraft" download,
 * unzipped: `npm run registry:import -- MASTER.txt ACFTREF.txt`, or the folder that holds
 * them. MASTER.txt lists the aircraft; ACFTREF.txt names the make and model of each of
 * its model codes. Rows that cannot be read are reported and skipped; the import is one
 * transaction, written to the operators' audit log.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { closeDatabase, database } from "~/server/db/client.server";
import { importFaaRegistry, type RegistrySource } from "~/server/sellers/faa-registry.server";

const USAGE = "Usage: npm run registry:import -- MASTER.txt ACFTREF.txt | FOLDER (the unzipped ReleasableAircraft download)";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h", default: false } } });
if (values.help || positionals.length < 1 || positionals.length > 2) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

async function filesOf(args: string[]): Promise<string[]> {
  if (args.length === 1 && (await stat(args[0]!).catch(() => null))?.isDirectory()) {
    return ["MASTER.txt", "ACFTREF.txt"].map((name) => path.join(args[0]!, name));
  }
  return args;
}

function source(file: string): RegistrySource {
  return {
    name: path.basename(file),
    lines: () => createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity }),
  };
}

let exitCode = 0;
try {
  const files = await filesOf(positionals);
  const missing = [];
  for (const file of files) if (!(await stat(file).catch(() => null))?.isFile()) missing.push(file);
  if (missing.length > 0) throw new Error(`No such file: ${missing.join(", ")}`);
  const result = await importFaaRegistry(await database(), files.map(source));
  for (const problem of result.ok ? result.problems : (result.problems ?? [])) console.warn(`Skipped: ${problem}`);
  if (!result.ok) {
    console.error(result.message);
    exitCode = 1;
  } else {
    const more = result.skipped - result.problems.length;
    if (more > 0) console.warn(`...and ${more} more skipped rows.`);
    console.log(`Imported ${result.aircraft} aircraft; ${result.skipped} rows skipped. Listings that match show "Registration matches the FAA registry" with today's date.`);
  }
} catch (error) {
  console.error("Could not import the registry:", error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await closeDatabase();
}
process.exit(exitCode);
