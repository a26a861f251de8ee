import type { ServiceContext } from "../context";
import { normaliseEmail } from "../email-address";
import { badRequest, invalidCredentials, validationFailed } from "../errors";
import { stringField } from "../http";
import { passwordMatches } from "../passwords";
import { startSession, type SessionClient } from "../sessions";
import { findUserByEmail, recordSignIn } from "../users";

/** grant_type=password: `{email, password}` for a session. */
export async function passwordGrant(ctx: ServiceContext, body: Record<string, unknown>, client: SessionClient) {
  if (stringField(body, "email") === "") throw validationFailed("A valid email or phone number is required");
  const email = normaliseEmail(stringField(body, "email"));
  const user = await findUserByEmail(ctx.db, email);
  // Compared even for an unknown address, so both cases take the same time.
  const matches = await passwordMatches(stringField(body, "password"), user?.encryptedPassword);
  if (!user || !matches) throw invalidCredentials();
  if (!user.emailConfirmedAt) throw badRequest("email_not_confirmed", "Email not confirmed");
  return ctx.db.transaction(async (tx) => {
    const signedIn = await recordSignIn(tx, user, ctx.now());
    return startSession(ctx, tx, signedIn, "password", client);
  });
}
