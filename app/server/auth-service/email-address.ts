import { z } from "zod";
import { validationFailed } from "./errors";

const MAX_EMAIL_LENGTH = 255;
const emailFormat = z.email();

/** The address as stored: trimmed and in lower case. Throws GoTrue's validation errors. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email === "") throw validationFailed("An email address is required");
  if (email.length > MAX_EMAIL_LENGTH) throw validationFailed("An email address is too long");
  if (!emailFormat.safeParse(email).success) throw validationFailed("Unable to validate email address: invalid format");
  return email;
}
