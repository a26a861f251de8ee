import { eq, sql } from "drizzle-orm";
import type { UserType } from "~/domain/accounts/account";
import type { Database } from "../db/database";
import { operators, profiles } from "../db/schema";

/** What an account may do, read from the app's own tables: never from the token's metadata, which its owner can rewrite. */
export type AccountRoles = { userType: UserType; isOperator: boolean; suspended: boolean };

/**
 * An account with no profile yet (signed in elsewhere before this app first saw it) is a
 * buyer, the role that can do least.
 */
export async function accountRoles(db: Database, userId: string): Promise<AccountRoles> {
  const [row] = await db
    .select({
      userType: profiles.userType,
      suspended: sql<boolean>`${profiles.suspendedAt} is not null`,
      isOperator: sql<boolean>`exists (select 1 from ${operators} where ${operators.userId} = ${profiles.id})`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? { userType: "buyer", isOperator: false, suspended: false };
}
