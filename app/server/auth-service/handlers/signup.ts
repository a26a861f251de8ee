import type { ServiceContext } from "../context";
import { sendEmailLink } from "../email-links";
import { normaliseEmail } from "../email-address";
import { validationFailed } from "../errors";
import { readCodeChallenge, startFlow } from "../flow-state";
import { json, objectField, readJsonBody, stringField } from "../http";
import { checkPasswordStrength, hashPassword } from "../passwords";
import { allowedRedirect } from "../redirects";
import { createUser, findUserByEmail, loadUserJson, obfuscatedUserJson } from "../users";

/**
 * POST /signup, with email confirmation on (GoTrue's default): the new user is returned
 * without a session and a confirmation link is mailed. An unconfirmed address gets the
 * link again; a confirmed one gets a made-up user with no identities.
 */
export async function signup(ctx: ServiceContext, request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  const password = stringField(body, "password");
  if (password === "") throw validationFailed("Signup requires a valid password");
  if (stringField(body, "email") === "") throw validationFailed("To signup, please provide your email");
  checkPasswordStrength(password);
  const email = normaliseEmail(stringField(body, "email"));
  const data = objectField(body, "data") ?? {};
  const codeChallenge = readCodeChallenge(body);
  const redirectTo = allowedRedirect(ctx, new URL(request.url).searchParams.get("redirect_to"));

  // Hashed whether or not the address has an account, so the answer takes as long either way.
  const passwordHash = await hashPassword(password);
  let user = await findUserByEmail(ctx.db, email);
  if (user?.emailConfirmedAt) return json(obfuscatedUserJson(email, data, ctx.now()));
  if (!user) {
    const now = ctx.now();
    const created = await ctx.db.transaction((tx) => createUser(tx, { email, passwordHash, data, now }));
    // Lost a race with another sign-up for the same address: answer as for an existing user.
    user = created ?? (await findUserByEmail(ctx.db, email));
    if (!user) throw new Error("The user was neither created nor found");
    if (user.emailConfirmedAt) return json(obfuscatedUserJson(email, data, ctx.now()));
  }
  if (codeChallenge) await startFlow(ctx.db, user.id, "email/signup", codeChallenge, ctx.now());
  await sendEmailLink(ctx, user, "signup", redirectTo);
  const sent = await findUserByEmail(ctx.db, email);
  return json(await loadUserJson(ctx.db, sent ?? user));
}
