import { authenticate } from "../authenticate";
import type { ServiceContext } from "../context";
import { normaliseEmail } from "../email-address";
import { sendEmailChangeLinks } from "../email-links";
import { unprocessable } from "../errors";
import { json, objectField, readJsonBody } from "../http";
import { clearOneTimeTokens } from "../one-time-tokens";
import { checkPasswordStrength, hashPassword, passwordMatches } from "../passwords";
import { endSessions } from "../sessions";
import { allowedRedirect } from "../redirects";
import { findUserByEmail, loadUserJson, mergeMetadata, updateUser } from "../users";

/** GET /user: the signed-in user. */
export async function getUser(ctx: ServiceContext, request: Request): Promise<Response> {
  const { user } = await authenticate(ctx, request);
  return json(await loadUserJson(ctx.db, user));
}

/**
 * PUT /user `{email?, password?, data?}`. A new password ends the user's other sessions,
 * voids pending email links and clears `confirmation_sent_at` and `recovery_sent_at`, as
 * GoTrue's `User.UpdatePassword` does (so the per-minute email limit starts afresh);
 * `data` is merged into the user metadata. A new
 * email is only asked for: links go to it and to the current address (`type=email_change`),
 * the user answers with `new_email`, and the address changes once both links are verified.
 */
export async function updateUserHandler(ctx: ServiceContext, request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  const { user, session } = await authenticate(ctx, request);
  const newEmail = typeof body.email === "string" && body.email.trim() !== "" ? normaliseEmail(body.email) : undefined;
  const changesEmail = newEmail !== undefined && newEmail !== user.email;
  if (changesEmail && (await findUserByEmail(ctx.db, newEmail))) {
    throw unprocessable("email_exists", "A user with this email address has already been registered");
  }
  const data = objectField(body, "data");
  const password = typeof body.password === "string" ? body.password : undefined;
  let passwordHash: string | undefined;
  if (password !== undefined) {
    checkPasswordStrength(password);
    if (await passwordMatches(password, user.encryptedPassword)) {
      throw unprocessable("same_password", "New password should be different from the old password.");
    }
    passwordHash = await hashPassword(password);
  }
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    if (passwordHash) {
      await clearOneTimeTokens(tx, user.id);
      await endSessions(tx, user.id, session?.id, "others");
    }
    return updateUser(tx, user.id, {
      updatedAt: now,
      ...(passwordHash ? { encryptedPassword: passwordHash, confirmationSentAt: null, recoverySentAt: null } : {}),
      ...(data ? { rawUserMetaData: mergeMetadata(user.rawUserMetaData, data) } : {}),
    });
  });
  if (changesEmail) {
    const redirectTo = allowedRedirect(ctx, new URL(request.url).searchParams.get("redirect_to"));
    await sendEmailChangeLinks(ctx, updated, newEmail, redirectTo);
  }
  return json(await loadUserJson(ctx.db, updated));
}
