import { eq, sql } from "drizzle-orm";
import type { UserType } from "~/domain/accounts/account";
import type { Database } from "../db/database";
import { operators, profiles } from "../db/schema";

/** What an account may do, read from the app's own tables: never from the token's metadata, which its owner can rewrite. */
export type AccountRoles = { userType: UserType; isOperator: boolean; suspended: boolean };

/**
 * The read, prepared once per database: it runs on every signed-in request (the session
 * middleware), so its SQL is built once, and on PostgreSQL each connection plans it once.
 */
const preparedReads = new WeakMap<Database, ReturnType<typeof prepareRolesRead>>();

function prepareRolesRead(db: Database) {
  return db
    .select({
      userType: profiles.userType,
      suspended: sql<boolean>`${profiles.suspendedAt} is not null`,
      isOperator: sql<boolean>`exists (select 1 from ${operators} where ${operators.userId} = ${profiles.id})`,
    })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("account_roles");
}

/**
 * An account with no profile yet (signed in elsewhere before this app first saw it) is a
 * buyer, the role that can do least.
 */
export async function accountRoles(db: Database, userId: string): Promise<AccountRoles> {
  let read = preparedReads.get(db);
  if (!read) {
    read = prepareRolesRead(db);
    preparedReads.set(db, read);
  }
  const [row] = await read.execute({ userId });
  return row ?? { userType: "buyer", isOperator: false, suspended: false };
}
