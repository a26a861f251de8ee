import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { authFlowStates, type FlowAuthenticationMethod } from "../db/auth-schema";
import { AUTH_CODE_TTL_MS, CONFIRMATION_LINK_TTL_MS } from "./context";
import { validationFailed } from "./errors";

export type CodeChallenge = { challenge: string; method: "s256" | "plain" };

/** The PKCE parameters of a sign-up or recovery request, validated as GoTrue does, or undefined. */
export function readCodeChallenge(body: Record<string, unknown>): CodeChallenge | undefined {
  const challenge = typeof body.code_challenge === "string" ? body.code_challenge : "";
  const method = typeof body.code_challenge_method === "string" ? body.code_challenge_method.toLowerCase() : "";
  if (challenge === "" && method === "") return undefined;
  if (challenge === "" || method === "") {
    throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  }
  if (method !== "s256" && method !== "plain") {
    throw validationFailed(`code challenge method not supported: ${method}`);
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed("code challenge has to be between 43 and 128 characters");
  }
  return { challenge, method };
}

/** Remembers a PKCE flow for the user; a newer flow of the same kind replaces older ones. */
export async function startFlow(
  db: Database,
  userId: string,
  method: FlowAuthenticationMethod,
  { challenge, method: challengeMethod }: CodeChallenge,
  now: Date,
) {
  await endFlows(db, userId, method);
  await db.insert(authFlowStates).values({
    id: randomUUID(),
    userId,
    authCode: randomUUID(),
    codeChallenge: challenge,
    codeChallengeMethod: challengeMethod,
    authenticationMethod: method,
    createdAt: now,
    updatedAt: now,
  });
}

export async function endFlows(db: Database, userId: string, method: FlowAuthenticationMethod) {
  await db
    .delete(authFlowStates)
    .where(and(eq(authFlowStates.userId, userId), eq(authFlowStates.authenticationMethod, method)));
}

/** Issues the auth code of the user's pending flow, if one was started and is still fresh. */
export async function issueAuthCode(
  db: Database,
  userId: string,
  method: FlowAuthenticationMethod,
  now: Date,
): Promise<string | undefined> {
  const [flow] = await db
    .select()
    .from(authFlowStates)
    .where(and(eq(authFlowStates.userId, userId), eq(authFlowStates.authenticationMethod, method)))
    .orderBy(desc(authFlowStates.createdAt))
    .limit(1);
  if (!flow || now.getTime() - flow.createdAt.getTime() > CONFIRMATION_LINK_TTL_MS) return undefined;
  await db.update(authFlowStates).set({ authCodeIssuedAt: now, updatedAt: now }).where(eq(authFlowStates.id, flow.id));
  return flow.authCode;
}

export async function findFlowByAuthCode(db: Database, authCode: string) {
  const [flow] = await db.select().from(authFlowStates).where(eq(authFlowStates.authCode, authCode));
  return flow;
}

export function authCodeExpired(issuedAt: Date | null, now: Date): boolean {
  return !issuedAt || now.getTime() - issuedAt.getTime() > AUTH_CODE_TTL_MS;
}

export function verifierMatches(verifier: string, challenge: string, method: "s256" | "plain"): boolean {
  const computed = method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  return computed === challenge;
}
