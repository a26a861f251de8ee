export const ACCOUNT_EXISTS = "An account with this email already exists. Please sign in instead.";
export const UNEXPECTED_ERROR = "An unexpected error occurred";
export const SIGN_UP_SUCCESS = "Account created successfully! Please check your email to confirm your account.";
export const SIGN_IN_SUCCESS = "Successfully signed in!";

type BackendError = { message: string } | null | undefined;

/**
 * The spec's sign-up outcomes. Supabase hides whether an address is taken while
 * confirmation is on: it answers with a user that has no identities. With
 * auto-confirm it says "User already registered". Both mean the same to a person.
 */
export function signUpFailure(error: BackendError, identities: readonly unknown[] | undefined): string | null {
  if (error) return error.message.includes("already registered") ? ACCOUNT_EXISTS : error.message;
  if (identities && identities.length === 0) return ACCOUNT_EXISTS;
  return null;
}

export const ACCOUNT_SUSPENDED = "This account is suspended. Write to us through the Contact page if you think this is a mistake.";
