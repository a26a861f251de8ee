/**
 * How many rows the planner expects a statement to return: its estimate, from EXPLAIN, made
 * without reading a row. For choosing between two correct ways to read when one of them is
 * cheap only for few rows (docs/decisions/057); never for what a page shows.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "./database";

type Explained = [{ Plan: { "Plan Rows": number } }];

export async function expectedRows(db: Database, statement: SQL): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${statement}`);
  const [row] = (result as unknown as { rows: { "QUERY PLAN": string | Explained }[] }).rows;
  const plan = row?.["QUERY PLAN"];
  const [explained] = typeof plan === "string" ? (JSON.parse(plan) as Explained) : (plan ?? []);
  return explained?.Plan["Plan Rows"] ?? Number.POSITIVE_INFINITY;
}
