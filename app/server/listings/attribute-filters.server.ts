/**
 * The attribute filters as the database applies them (app/domain/catalog/aircraft-attributes.ts):
 * each flag's rule over a listing, and the hours left to TBO of its engine with the fewest,
 * read from the columns drizzle/0053 keeps beside the sections (the rule of meetsAviationFilter
 * and engineHoursRemaining). One rule for the catalogue's conditions, the attribute counts
 * and the matching of saved searches.
 */
import { Column, is, type SQL, sql } from "drizzle-orm";
import type { AttributeFlag } from "~/domain/catalog/aircraft-attributes";
import { listings, sellerVerifications } from "../db/schema";

/** What each flag asks of a listing; a seller who did not say does not meet it (meetsAviationFilter). */
export const FLAG_RULES: Record<AttributeFlag, SQL> = {
  adsbOut: sql`${listings.adsbOut}`,
  noDamage: sql`${listings.noDamageHistory}`,
  completeLogbooks: sql`${listings.completeLogbooks}`,
  // One set of the verified sellers per statement (a hashed subplan), not a lookup per listing.
  verifiedSeller: sql`${listings.sellerId} in (select ${sellerVerifications.sellerId} from ${sellerVerifications} where ${sellerVerifications.status} = 'approved')`,
  hasPhotos: sql`${listings.hasPhotos}`,
};

export const engineHoursRemaining = sql<number | null>`${listings.engineHoursRemaining}`;

type Operand<T> = T | null | Column;
export type AttributeOperands = { minEngineHours: Operand<number>; adsbOut: Operand<true>; noDamage: Operand<true>; completeLogbooks: Operand<true>; verifiedSeller: Operand<true>; hasPhotos: Operand<true> };

/**
 * The conditions of the attribute filters in force: values (null: not set), or a saved
 * search's columns (a null or false in it: not set), as filterConditions takes them.
 */
export function attributeConditions(filter: AttributeOperands): SQL[] {
  const conditions: SQL[] = [];
  const hours = filter.minEngineHours;
  if (is(hours, Column)) conditions.push(sql`(${hours} is null or ${engineHoursRemaining} >= ${hours})`);
  else if (hours !== null) conditions.push(sql`${engineHoursRemaining} >= ${hours}`);
  for (const [key, rule] of Object.entries(FLAG_RULES) as [AttributeFlag, SQL][]) {
    const operand = filter[key];
    if (is(operand, Column)) conditions.push(sql`(${operand} is not true or ${rule})`);
    else if (operand !== null) conditions.push(rule);
  }
  return conditions;
}
