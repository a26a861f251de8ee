import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { PERSONAL_DATA_TABLES } from "~/server/accounts/personal-data-tables.server";
import * as authSchema from "~/server/db/auth-schema";
import * as appSchema from "~/server/db/schema";

const schemaExports: unknown[] = [...Object.values(appSchema), ...Object.values(authSchema)];
const tables = schemaExports.filter((value): value is PgTable => is(value, PgTable));

function tableKey(table: PgTable): string {
  const { name, schema } = getTableConfig(table);
  return schema ? `${schema}.${name}` : name;
}

/** A column that names a person: their id (every uuid in this schema is an account's or a session's) or an email address. */
function namesAPerson(table: PgTable): boolean {
  return getTableConfig(table).columns.some((column) => column.columnType === "PgUUID" || column.name === "email" || column.name.endsWith("_email"));
}

/** Tables that name a person, and those that refer to one that does (a listing's photos, a conversation's messages...). */
function personalTables(): Set<string> {
  const personal = new Set(tables.filter(namesAPerson).map(tableKey));
  let grew = true;
  while (grew) {
    grew = false;
    for (const table of tables) {
      const key = tableKey(table);
      if (personal.has(key)) continue;
      if (getTableConfig(table).foreignKeys.some((foreignKey) => personal.has(tableKey(foreignKey.reference().foreignTable)))) {
        personal.add(key);
        grew = true;
      }
    }
  }
  return personal;
}

describe("the data download's list of tables", () => {
  it("says, for every table that holds something about a person, where the download has it or why not", () => {
    const undeclared = [...personalTables()].filter((key) => !(key in PERSONAL_DATA_TABLES));
    expect(undeclared, "tables about a person that the data download neither exports nor excludes with a reason").toEqual([]);
  });

  it("finds the tables it should: a person's id, an email address, and what refers to them", () => {
    const personal = personalTables();
    for (const key of ["profiles", "contact_messages", "listing_documents", "inquiry_messages", "aeromarket_auth.sessions"]) expect(personal).toContain(key);
    for (const key of ["match_requests", "rate_limit_hits", "faa_registry_aircraft", "search_vocabulary"]) expect(personal).not.toContain(key);
  });

  it("names only tables that exist, each with a place in the download or a reason", () => {
    const existing = new Set(tables.map(tableKey));
    for (const [key, place] of Object.entries(PERSONAL_DATA_TABLES)) {
      expect(existing, key).toContain(key);
      expect("exportedAs" in place ? place.exportedAs : place.excluded, key).not.toBe("");
    }
  });
});
