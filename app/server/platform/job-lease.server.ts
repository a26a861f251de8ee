/**
 * Jobs that only one of several app processes on one database may run at a time, such
 * as sending alerts (job_leases). A process takes the lease, or renews its own, with one
 * conditional statement on the database's clock; another may take it once it has expired
 * or been let go.
 */
import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { jobLeases } from "../db/schema";

/** True when `holder` holds the job's lease for the next `leaseMs`, taken or renewed now. */
export async function holdJobLease(db: Database, job: string, holder: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .insert(jobLeases)
    .values({ job, holder, expiresAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: jobLeases.job,
      set: { holder: sql`excluded.holder`, expiresAt: sql`excluded.expires_at` },
      setWhere: or(eq(jobLeases.holder, holder), lte(jobLeases.expiresAt, sql`now()`)),
    })
    .returning({ holder: jobLeases.holder });
  return rows.length > 0;
}

/** Lets go of the lease if `holder` has it, so another process can take it at once. */
export async function releaseJobLease(db: Database, job: string, holder: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.job, job), eq(jobLeases.holder, holder)));
}
