import { eq } from "drizzle-orm";
import { authFlowStates } from "../../db/auth-schema";
import type { ServiceContext } from "../context";
import { badRequest, notFound, unprocessable, validationFailed } from "../errors";
import { authCodeExpired, findFlowByAuthCode, verifierMatches } from "../flow-state";
import { stringField } from "../http";
import { startSession, type SessionClient } from "../sessions";
import { findUserById, recordSignIn } from "../users";

/** grant_type=pkce: `{auth_code, code_verifier}` for a session, once per auth code. */
export async function pkceGrant(ctx: ServiceContext, body: Record<string, unknown>, client: SessionClient) {
  const authCode = stringField(body, "auth_code");
  const verifier = stringField(body, "code_verifier");
  if (authCode === "" || verifier === "") {
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  }
  const flow = await findFlowByAuthCode(ctx.db, authCode);
  if (!flow) throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
  const now = ctx.now();
  if (authCodeExpired(flow.authCodeIssuedAt, now)) {
    throw unprocessable("flow_state_expired", "invalid flow state, flow state has expired");
  }
  if (!verifierMatches(verifier, flow.codeChallenge, flow.codeChallengeMethod)) {
    throw badRequest("bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx.delete(authFlowStates).where(eq(authFlowStates.id, flow.id)).returning();
    const user = await findUserById(tx, flow.userId);
    if (!used || !user) throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
    return startSession(ctx, tx, await recordSignIn(tx, user, now), "otp", client);
  });
}
