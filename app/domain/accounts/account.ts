export const USER_TYPES = ["buyer", "seller"] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * The signed-in person as every page sees them: who they are from the verified access
 * token, what they may do (buyer or seller, operator) from the app's own tables.
 */
export type SignedInUser = {
  id: string;
  email: string;
  firstName: string | null;
  userType: UserType;
  isOperator: boolean;
};

/** The header's welcome line uses the first name, or the email when there is none. */
export function welcomeName(user: Pick<SignedInUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email;
}

/** Accounts made before user types existed, or elsewhere, are buyers. */
export function userTypeOf(value: unknown): UserType {
  return value === "seller" ? "seller" : "buyer";
}
