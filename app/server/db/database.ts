import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * The app's database, whichever driver opened it (PGlite or node-postgres): the one
 * type every repository takes, kept apart from the client so the seed can name it
 * without importing the module that runs it.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
