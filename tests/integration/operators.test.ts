/**
 * The operator role and the audit log against a real database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): the role comes from the app's tables alone, granting and
 * revoking are logged with who, what, on whom and why, and no one can rewrite the log.
 */
import { randomUUID } from "node:crypto";
import type { User } from "@supabase/supabase-js";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureProfile } from "~/server/accounts/profiles.server";
import { sealUserType } from "~/server/accounts/sign-up-seal.server";
import { operatorActions, profiles } from "~/server/db/schema";
import { auditLogPage, recordOperatorAction } from "~/server/operators/audit-log.server";
import { COMMAND_LINE, grantOperator, revokeOperator } from "~/server/operators/operator-grants.server";
import { accountRoles } from "~/server/operators/roles.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** The session secrets the app's sign-up would seal the account type with. */
const SECRETS = ["operators-test-secret"];

let counter = 0;
/** An account as the app's own sign-up makes it: its type sealed. */
function account(userType: "buyer" | "seller"): User {
  counter++;
  const email = `person${counter}@example.com`;
  return {
    id: randomUUID(),
    email,
    user_metadata: { user_type: userType, first_name: "Ada", last_name: "Hart", phone: "", ...sealUserType(email, userType, SECRETS) },
    app_metadata: { provider: "email", providers: ["email"] },
    aud: "authenticated",
    role: "authenticated",
    created_at: new Date().toISOString(),
  };
}

describe("an account's role", () => {
  it("is what the profile was made with, whatever the metadata says later", async () => {
    const buyer = account("buyer");
    expect(await ensureProfile(database.db, buyer, SECRETS)).toEqual({ userType: "buyer", isOperator: false, suspended: false });
    const rewritten = { ...buyer, user_metadata: { ...buyer.user_metadata, user_type: "seller" } };
    expect(await ensureProfile(database.db, rewritten, SECRETS)).toEqual({ userType: "buyer", isOperator: false, suspended: false });
    expect(await accountRoles(database.db, buyer.id)).toMatchObject({ userType: "buyer" });
  });

  it("is a buyer's, with no profile yet", async () => {
    expect(await accountRoles(database.db, randomUUID())).toEqual({ userType: "buyer", isOperator: false, suspended: false });
  });
});

describe("granting and revoking the operator role", () => {
  it("needs an account that has signed in", async () => {
    const result = await grantOperator(database.db, "nobody@example.com", "Runs support");
    expect(result).toMatchObject({ ok: false });
    expect(await revokeOperator(database.db, "nobody@example.com", "Left")).toMatchObject({ ok: false });
  });

  it("is logged once per change, with who, what, on whom and why", async () => {
    const person = account("seller");
    await ensureProfile(database.db, person, SECRETS);
    const before = (await auditLogPage(database.db, 1)).total;

    expect(await grantOperator(database.db, person.email?.toUpperCase() ?? "", "Runs support")).toEqual({ ok: true, changed: true });
    expect(await accountRoles(database.db, person.id)).toEqual({ userType: "seller", isOperator: true, suspended: false });
    expect(await grantOperator(database.db, person.email ?? "", "Again")).toEqual({ ok: true, changed: false });

    expect(await revokeOperator(database.db, person.email ?? "", "Left the team")).toEqual({ ok: true, changed: true });
    expect(await accountRoles(database.db, person.id)).toMatchObject({ isOperator: false });
    expect(await revokeOperator(database.db, person.email ?? "", "Again")).toEqual({ ok: true, changed: false });

    const log = await auditLogPage(database.db, 1);
    expect(log.total).toBe(before + 2);
    expect(log.entries.slice(0, 2).map(({ operatorEmail, action, targetType, targetId, reason }) => ({ operatorEmail, action, targetType, targetId, reason }))).toEqual([
      { operatorEmail: COMMAND_LINE.email, action: "revoke-operator", targetType: "account", targetId: person.id, reason: "Left the team" },
      { operatorEmail: COMMAND_LINE.email, action: "grant-operator", targetType: "account", targetId: person.id, reason: "Runs support" },
    ]);
  });

  it("reads suspension from the profile", async () => {
    const person = account("seller");
    await ensureProfile(database.db, person, SECRETS);
    await database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, person.id));
    expect(await accountRoles(database.db, person.id)).toMatchObject({ suspended: true });
  });
});

describe("the audit log", () => {
  it("cannot be changed or emptied, only added to", async () => {
    const actor = { id: randomUUID(), email: "operator@example.com" };
    await recordOperatorAction(database.db, actor, { action: "hide-listing", targetType: "listing", targetId: "12", reason: "Fraud" });
    const [entry] = await database.db.select().from(operatorActions).where(eq(operatorActions.operatorEmail, actor.email));
    if (!entry) throw new Error("The entry was not written");

    await expect(database.db.update(operatorActions).set({ reason: "Nothing happened" }).where(eq(operatorActions.id, entry.id))).rejects.toThrow();
    await expect(database.db.delete(operatorActions).where(eq(operatorActions.id, entry.id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate operator_actions`)).rejects.toThrow();

    const [still] = await database.db.select().from(operatorActions).where(eq(operatorActions.id, entry.id));
    expect(still).toMatchObject({ reason: "Fraud", action: "hide-listing", targetId: "12" });
  });

  it("pages newest first", async () => {
    const actor = { id: null, email: "pager@example.com" };
    for (let i = 0; i < 3; i++) await recordOperatorAction(database.db, actor, { action: "note", targetType: "listing", targetId: String(i), reason: "r" });
    const { entries, total } = await auditLogPage(database.db, 1);
    expect(entries.length).toBe(Math.min(total, 50));
    expect(entries[0]?.targetId).toBe("2");
  });
});
