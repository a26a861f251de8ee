import { describe, expect, it } from "vitest";
import { sealedUserType, sealUserType } from "~/server/accounts/sign-up-seal.server";

const SECRETS = ["current-secret", "previous-secret"];

describe("the account type the app's sign-up sealed", () => {
  it("is read back for the address it was sealed for, whatever the address's case", () => {
    const metadata = { user_type: "seller", ...sealUserType("Pilot@Example.com", "seller", SECRETS) };
    expect(sealedUserType("pilot@example.com", metadata, SECRETS)).toBe("seller");
  });

  it("is a buyer without a seal, with another address's seal, or with a seal for another type", () => {
    expect(sealedUserType("pilot@example.com", { user_type: "seller" }, SECRETS)).toBe("buyer");
    expect(sealedUserType("other@example.com", { user_type: "seller", ...sealUserType("pilot@example.com", "seller", SECRETS) }, SECRETS)).toBe("buyer");
    expect(sealedUserType("pilot@example.com", { user_type: "seller", ...sealUserType("pilot@example.com", "buyer", SECRETS) }, SECRETS)).toBe("buyer");
    expect(sealedUserType("pilot@example.com", { user_type: "seller", user_type_seal: "forged" }, SECRETS)).toBe("buyer");
  });

  it("still reads a seal made with a secret since rotated out of first place", () => {
    const metadata = { user_type: "seller", ...sealUserType("pilot@example.com", "seller", ["previous-secret"]) };
    expect(sealedUserType("pilot@example.com", metadata, SECRETS)).toBe("seller");
    expect(sealedUserType("pilot@example.com", metadata, ["another-secret"])).toBe("buyer");
  });
});
