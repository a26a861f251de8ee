/**
 * An empty database with every migration applied, written by `npm run build`
 * (scripts/database-template.ts): a first start on a fresh DATA_DIR unpacks it rather than
 * running PGlite's initdb, which takes seconds of CPU (longer than Docker gives a
 * container to stop). It depends on the migrations and the database packages alone, and
 * this module imports nothing of the app, so the image's build makes it in a stage of its
 * own that a change to the app's sources does not run again (Dockerfile).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

export const DATABASE_TEMPLATE = path.resolve("build/database-template.tar.gz");
/**
 * The last template made, and the hash of what it was made from, kept where the app's
 * build (which empties build/) does not reach; the image's template stage hands it on.
 */
export const TEMPLATE_CACHE = path.resolve("node_modules/.cache/aeromarket");
const CACHED_TEMPLATE = path.join(TEMPLATE_CACHE, "database-template.tar.gz");
const CACHED_INPUTS = path.join(TEMPLATE_CACHE, "database-template.inputs");
export const MIGRATIONS_FOLDER = path.resolve("drizzle");

// pg_trgm corrects a buyer's typos against the listings' words (drizzle/0020_search.sql).
export const PGLITE_EXTENSIONS = { pg_trgm };

/** What the template is made of: the migrations, this module and its script, and the versions of the packages that write it. */
const SOURCE_FILES = ["app/server/db/database-template.server.ts", "scripts/database-template.ts"];
const PACKAGES = ["@electric-sql/pglite", "drizzle-orm"];

export async function templateInputsHash(): Promise<string> {
  const hash = createHash("sha256");
  const migrations = (await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of [...SOURCE_FILES, ...migrations]) hash.update(`${file}\0`).update(await readFile(file)).update("\0");
  for (const name of PACKAGES) {
    const { version } = JSON.parse(await readFile(path.resolve("node_modules", name, "package.json"), "utf8")) as { version: string };
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest("hex");
}

/**
 * Puts the template in build/: the cached one when it was made from these inputs (true),
 * else a new one, made and cached (false).
 */
export async function writeDatabaseTemplate(inputsHash: string): Promise<boolean> {
  const cached = (await readFile(CACHED_INPUTS, "utf8").catch(() => "")).trim() === inputsHash && existsSync(CACHED_TEMPLATE);
  if (!cached) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      const dump = await client.dumpDataDir("gzip");
      await mkdir(TEMPLATE_CACHE, { recursive: true });
      await writeFile(CACHED_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
      await writeFile(CACHED_INPUTS, `${inputsHash}\n`);
    } finally {
      await client.close();
    }
  }
  await mkdir(path.dirname(DATABASE_TEMPLATE), { recursive: true });
  await copyFile(CACHED_TEMPLATE, DATABASE_TEMPLATE);
  return cached;
}
