/**
 * Which kind of account (buyer or seller) the app's own sign-up form chose, sealed into
 * the sign-up metadata with an HMAC of the address and the type under the first session
 * secret; any of the secrets verifies it. The metadata is the account holder's to write
 * (a sign-up made straight against the auth server, or `updateUser({ data })`), so the
 * first profile takes the type only when the seal is the app's: otherwise a buyer. Pure:
 * the secrets are passed in.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { type UserType, userTypeOf } from "~/domain/accounts/account";

export const USER_TYPE_SEAL = "user_type_seal";

function signature(email: string, userType: UserType, secret: string): string {
  return createHmac("sha256", secret).update(`sign-up-type:${email.trim().toLowerCase()}:${userType}`).digest("base64url");
}

/** The metadata entry the app's sign-up adds next to `user_type`. */
export function sealUserType(email: string, userType: UserType, secrets: readonly string[]): Record<typeof USER_TYPE_SEAL, string> {
  const [secret] = secrets;
  if (!secret) throw new Error("No secret to seal the account type with");
  return { [USER_TYPE_SEAL]: signature(email, userType, secret) };
}

/** The type the app's sign-up chose for this address, or buyer when the metadata carries no valid seal. */
export function sealedUserType(email: string, metadata: Record<string, unknown>, secrets: readonly string[]): UserType {
  const userType = userTypeOf(metadata.user_type);
  const seal = metadata[USER_TYPE_SEAL];
  if (typeof seal !== "string" || userType === "buyer") return "buyer";
  // Compared as text: decoding first would let other spellings of the same bytes pass.
  const given = Buffer.from(seal);
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(signature(email, userType, secret));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return valid ? userType : "buyer";
}
