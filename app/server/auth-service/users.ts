import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { authIdentities, authUsers, type AuthIdentity, type AuthUser } from "../db/auth-schema";
import { pendingEmailChange } from "./one-time-tokens";

const PROVIDER = "email";

export type UserJson = Record<string, unknown> & { id: string; identities: unknown[] };

export function appMetadata(user: Pick<AuthUser, "rawAppMetaData">): Record<string, unknown> {
  return { provider: PROVIDER, providers: [PROVIDER], ...user.rawAppMetaData };
}

/** The user as GoTrue renders it; unset timestamps are left out as GoTrue's omitempty does. */
export function userJson(user: AuthUser, identities: AuthIdentity[]): UserJson {
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    ...optionalTime("email_confirmed_at", user.emailConfirmedAt),
    phone: user.phone ?? "",
    ...optionalTime("confirmation_sent_at", user.confirmationSentAt),
    ...optionalTime("confirmed_at", user.emailConfirmedAt),
    ...optionalTime("recovery_sent_at", user.recoverySentAt),
    ...optionalTime("last_sign_in_at", user.lastSignInAt),
    app_metadata: appMetadata(user),
    user_metadata: user.rawUserMetaData,
    identities: identities.map(identityJson),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

/**
 * What sign-up answers for an address that already has a confirmed account: a made-up
 * user with no identities, so the response does not reveal that the account exists.
 */
export function obfuscatedUserJson(email: string, data: Record<string, unknown>, now: Date): UserJson {
  const time = now.toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    phone: "",
    confirmation_sent_at: time,
    app_metadata: { provider: PROVIDER, providers: [PROVIDER] },
    user_metadata: data,
    identities: [],
    created_at: time,
    updated_at: time,
    is_anonymous: false,
  };
}

function identityJson(identity: AuthIdentity) {
  return {
    identity_id: identity.id,
    id: identity.providerId,
    user_id: identity.userId,
    identity_data: identity.identityData,
    provider: identity.provider,
    ...optionalTime("last_sign_in_at", identity.lastSignInAt),
    created_at: identity.createdAt.toISOString(),
    updated_at: identity.updatedAt.toISOString(),
    email: typeof identity.identityData.email === "string" ? identity.identityData.email : undefined,
  };
}

function optionalTime(key: string, value: Date | null) {
  return value ? { [key]: value.toISOString() } : {};
}

export async function findUserByEmail(db: Database, email: string): Promise<AuthUser | undefined> {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
  return user;
}

export async function findUserById(db: Database, id: string): Promise<AuthUser | undefined> {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return user;
}

export function findIdentities(db: Database, userId: string): Promise<AuthIdentity[]> {
  return db.select().from(authIdentities).where(eq(authIdentities.userId, userId)).orderBy(asc(authIdentities.createdAt));
}

/** The user as GoTrue renders it; a pending email change adds `new_email` and `email_change_sent_at`. */
export async function loadUserJson(db: Database, user: AuthUser): Promise<UserJson> {
  const [identities, change] = await Promise.all([findIdentities(db, user.id), pendingEmailChange(db, user.id)]);
  const json = userJson(user, identities);
  return change ? { ...json, new_email: change.newEmail, email_change_sent_at: change.sentAt.toISOString() } : json;
}

type NewUser = { email: string; passwordHash: string; data: Record<string, unknown>; now: Date };

/** Creates the user and its email identity, or returns undefined when the address is taken. */
export async function createUser(db: Database, { email, passwordHash, data, now }: NewUser): Promise<AuthUser | undefined> {
  const id = randomUUID();
  const [user] = await db
    .insert(authUsers)
    .values({
      id,
      email,
      encryptedPassword: passwordHash,
      rawUserMetaData: data,
      rawAppMetaData: { provider: PROVIDER, providers: [PROVIDER] },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: authUsers.email })
    .returning();
  if (!user) return undefined;
  await db.insert(authIdentities).values({
    id: randomUUID(),
    providerId: id,
    userId: id,
    provider: PROVIDER,
    // GoTrue copies the sign-up metadata into the identity, under the claims it sets itself.
    identityData: { ...data, sub: id, email, email_verified: false, phone_verified: false },
    createdAt: now,
    updatedAt: now,
  });
  return user;
}

export async function updateUser(db: Database, id: string, changes: Partial<typeof authUsers.$inferInsert>): Promise<AuthUser> {
  const [user] = await db.update(authUsers).set(changes).where(eq(authUsers.id, id)).returning();
  if (!user) throw new Error(`User ${id} vanished while being updated`);
  return user;
}

/** Marks the address confirmed, on the user and on its email identity. */
export async function confirmEmail(db: Database, user: AuthUser, now: Date): Promise<AuthUser> {
  if (user.emailConfirmedAt) return user;
  const identities = await findIdentities(db, user.id);
  for (const identity of identities.filter((each) => each.provider === PROVIDER)) {
    await db
      .update(authIdentities)
      .set({ identityData: { ...identity.identityData, email_verified: true }, updatedAt: now })
      .where(eq(authIdentities.id, identity.id));
  }
  return updateUser(db, user.id, { emailConfirmedAt: now, updatedAt: now });
}

/**
 * Makes the confirmed new address the one the user signs in with, on the user and its
 * email identity. Undefined when another account took the address meanwhile.
 */
export async function changeEmail(db: Database, user: AuthUser, email: string, now: Date): Promise<AuthUser | undefined> {
  if (await findUserByEmail(db, email)) return undefined;
  for (const identity of await findIdentities(db, user.id)) {
    if (identity.provider !== PROVIDER) continue;
    await db
      .update(authIdentities)
      .set({ identityData: { ...identity.identityData, email, email_verified: true }, updatedAt: now })
      .where(eq(authIdentities.id, identity.id));
  }
  return updateUser(db, user.id, { email, emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now });
}

/** Records a sign-in on the user and its email identity. */
export async function recordSignIn(db: Database, user: AuthUser, now: Date): Promise<AuthUser> {
  await db.update(authIdentities).set({ lastSignInAt: now, updatedAt: now }).where(eq(authIdentities.userId, user.id));
  return updateUser(db, user.id, { lastSignInAt: now, updatedAt: now });
}

/** Merges `data` into the user metadata; a null value removes its key, as in GoTrue. */
export function mergeMetadata(current: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(data)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
