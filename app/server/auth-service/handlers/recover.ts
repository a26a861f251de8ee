import type { ServiceContext } from "../context";
import { sendEmailLink } from "../email-links";
import { normaliseEmail } from "../email-address";
import { validationFailed } from "../errors";
import { readCodeChallenge, startFlow } from "../flow-state";
import { json, readJsonBody, stringField } from "../http";
import { allowedRedirect } from "../redirects";
import { findUserByEmail } from "../users";

/** POST /recover: mails a recovery link; answers `{}` whether or not the address has an account. */
export async function recover(ctx: ServiceContext, request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  if (stringField(body, "email") === "") throw validationFailed("Password recovery requires an email");
  const email = normaliseEmail(stringField(body, "email"));
  const codeChallenge = readCodeChallenge(body);
  const redirectTo = allowedRedirect(ctx, new URL(request.url).searchParams.get("redirect_to"));
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    if (codeChallenge) await startFlow(ctx.db, user.id, "recovery", codeChallenge, ctx.now());
    await sendEmailLink(ctx, user, "recovery", redirectTo);
  }
  return json({});
}
