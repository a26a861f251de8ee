export const USER_TYPES = ["buyer", "seller"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The signed-in person as every page sees them: from the verified access token. */
export type SignedInUser = {
  id: string;
  email: string;
  firstName: string | null;
  userType: UserType;
};

/** The header's welcome line uses the first name, or the email when there is none. */
export function welcomeName(user: Pick<SignedInUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email;
}

/** Accounts made before user types existed, or elsewhere, are buyers. */
export function userTypeOf(value: unknown): UserType {
  return value === "seller" ? "seller" : "buyer";
}
