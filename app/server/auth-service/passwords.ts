import bcrypt from "bcryptjs";
import { AuthError, validationFailed } from "./errors";

const BCRYPT_COST = 10;
const MIN_LENGTH = 6;
/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords. */
const MAX_BYTES = 72;
/**
 * Compared against when no user matches, so an unknown email costs the same time as a
 * wrong password: a cost-10 hash of random bytes nobody kept, written out rather than
 * computed, which held every process's start for a bcrypt round (0.2 s, 1 s when busy).
 */
const DUMMY_HASH = "$2b$10$LG4fJjl1Arlc4ZEc4Nvs2OKzRMfMAaq.SctAT1b/VwyfLp9f85Ccq";

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  if (password === "" || Buffer.byteLength(password) > MAX_BYTES) return Promise.resolve(false);
  return bcrypt.compare(password, hash ?? DUMMY_HASH);
}

/** GoTrue's strength check with its default settings: a minimum length of 6, no character rules. */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password) > MAX_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_BYTES} characters`);
  }
  if ([...password].length < MIN_LENGTH) {
    throw new AuthError(422, "weak_password", `Password should be at least ${MIN_LENGTH} characters.`, ["length"]);
  }
}
