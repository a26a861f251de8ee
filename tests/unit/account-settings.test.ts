/** The /settings forms as the server reads them (FormData through parseWithZod), and how listings follow a profile. */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { emailChangeRequestedMessage, emailChangeSchema, followProfile, notificationsSchema, passwordChangeSchema, profileSchema } from "~/domain/accounts/settings";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("profile form", () => {
  const filled = { intent: "profile", firstName: " Ada ", lastName: "Lovelace", phone: "+44 20 7946 0000" };

  it("asks a seller for a company, and keeps none for a buyer", () => {
    const seller = parseWithZod(form(filled), { schema: profileSchema("seller") });
    expect(seller.status).toBe("error");
    expect(seller.reply().error?.company).toEqual(["Please enter your company or organization"]);
    const buyer = parseWithZod(form({ ...filled, company: "Ignored Ltd" }), { schema: profileSchema("buyer") });
    expect(buyer.status === "success" && buyer.value).toEqual({ intent: "profile", firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0000", company: undefined });
  });

  it("refuses a phone number that is not one", () => {
    const result = parseWithZod(form({ ...filled, phone: "call me" }), { schema: profileSchema("buyer") });
    expect(result.reply().error?.phone).toEqual(["Please enter a valid phone number"]);
  });
});

describe("password change form", () => {
  it("needs the current password and two equal new ones", () => {
    const result = parseWithZod(form({ intent: "password", currentPassword: "", password: "Runway-09", confirmPassword: "Runway-27" }), { schema: passwordChangeSchema });
    expect(result.reply().error?.currentPassword).toEqual(["Please enter your current password"]);
    expect(result.reply().error?.confirmPassword).toEqual(["Passwords don't match"]);
  });
});

describe("email change form", () => {
  it("needs the current password with the new address", () => {
    const result = parseWithZod(form({ intent: "email", email: "new@example.com", currentPassword: "" }), { schema: emailChangeSchema });
    expect(result.reply().error?.currentPassword).toEqual(["Please enter your current password"]);
  });

  it("answers alike whether or not the new address has an account, naming both addresses", () => {
    const message = emailChangeRequestedMessage("new@example.com", "old@example.com");
    expect(message).toBe(
      "If new@example.com can be used, we sent a link to it and one to old@example.com. Your address changes once both are opened; until then, sign in with old@example.com.",
    );
  });
});

describe("notification choices", () => {
  it("reads an unticked box as off", () => {
    const result = parseWithZod(form({ intent: "notifications", inquiryEmails: "on" }), { schema: notificationsSchema });
    expect(result.status === "success" && result.value).toEqual({ intent: "notifications", searchAlerts: false, aircraftAlerts: false, inquiryEmails: true });
  });
});

describe("a listing's contact after a profile change", () => {
  const before = { name: "Ada Lovelace", phone: "+44 1", company: "Analytical Aviation" };
  const after = { name: "Ada King", phone: "+44 2", company: "Analytical Aviation" };

  it("follows the details it took from the profile", () => {
    expect(followProfile(before, before, after)).toEqual(after);
  });

  it("keeps a detail typed differently for that listing", () => {
    const listing = { name: "Hangar desk", phone: "+44 1", company: "Analytical Aviation" };
    expect(followProfile(listing, before, after)).toEqual({ name: "Hangar desk", phone: "+44 2", company: "Analytical Aviation" });
  });
});
