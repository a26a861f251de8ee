import { describe, expect, it } from "vitest";
import { userTypeOf, welcomeName } from "~/domain/accounts/account";
import { ACCOUNT_EXISTS, signUpFailure } from "~/domain/accounts/auth-messages";

const IDENTITY = { id: "identity-1", provider: "email" };

describe("signUpFailure", () => {
  it("tells someone who already has an account to sign in instead", () => {
    expect(signUpFailure({ message: "User already registered" }, undefined)).toBe(ACCOUNT_EXISTS);
    expect(signUpFailure({ message: "This email is already registered with us" }, [IDENTITY])).toBe(ACCOUNT_EXISTS);
  });

  it("passes any other problem from the account service on as it was said", () => {
    const message = "Password should be at least 6 characters.";
    expect(signUpFailure({ message }, undefined)).toBe(message);
  });

  it("treats a new account without any sign-in identity as an address already in use", () => {
    expect(signUpFailure(null, [])).toBe(ACCOUNT_EXISTS);
  });

  it("reports nothing wrong for a freshly created account", () => {
    expect(signUpFailure(null, [IDENTITY])).toBeNull();
    expect(signUpFailure(undefined, undefined)).toBeNull();
  });
});

describe("welcomeName", () => {
  it("greets a person by their first name", () => {
    expect(welcomeName({ firstName: "Amelia", email: "amelia@example.com" })).toBe("Amelia");
    expect(welcomeName({ firstName: "  Amelia ", email: "amelia@example.com" })).toBe("Amelia");
  });

  it("greets them by email when they gave no first name", () => {
    expect(welcomeName({ firstName: null, email: "amelia@example.com" })).toBe("amelia@example.com");
    expect(welcomeName({ firstName: "", email: "amelia@example.com" })).toBe("amelia@example.com");
    expect(welcomeName({ firstName: "   ", email: "amelia@example.com" })).toBe("amelia@example.com");
  });
});

describe("userTypeOf", () => {
  it("recognises sellers and buyers", () => {
    expect(userTypeOf("seller")).toBe("seller");
    expect(userTypeOf("buyer")).toBe("buyer");
  });

  it.each([undefined, null, "", "admin", "Seller", 1])("treats an account of unknown type (%j) as a buyer", (value) => {
    expect(userTypeOf(value)).toBe("buyer");
  });
});
