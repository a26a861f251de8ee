/**
 * The account forms as the server reads them: a submitted FormData parsed with
 * conform's parseWithZod, so a ticked checkbox arrives as "on" and an empty
 * field as nothing at all.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  accountMetadata,
  AGREE_TO_TERMS,
  forgotPasswordSchema,
  PASSWORDS_DONT_MATCH,
  registrationSchema,
  resetPasswordSchema,
  signInSchema,
} from "~/domain/accounts/account-forms";

const COMPANY_REQUIRED = "Please enter your company or organization";
const MAX_PASSWORD_LENGTH = 72;

function formData(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  return form;
}

function submit<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string | undefined>) {
  return parseWithZod(formData(fields), { schema });
}

/** The errors a person would see next to each field, or none when the form went through. */
function fieldErrors(schema: z.ZodType, fields: Record<string, string | undefined>): Record<string, string[] | null> {
  const submission = submit(schema, fields);
  return submission.status === "success" ? {} : (submission.error ?? {});
}

const BUYER = {
  userType: "buyer",
  firstName: "Amelia",
  lastName: "Earhart",
  email: "  Amelia.Earhart@Example.COM ",
  phone: "+1 (316) 555-0134",
  company: "",
  password: "Electra-10E",
  confirmPassword: "Electra-10E",
  agreeToTerms: "on",
};

const SELLER = {
  ...BUYER,
  userType: "seller",
  firstName: "Marcus",
  lastName: "Hartley",
  email: "m.hartley@skylinejets.example",
  company: "Skyline Jet Sales",
};

describe("registration", () => {
  it("creates a buyer account with the email tidied up", () => {
    const submission = submit(registrationSchema, BUYER);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.email).toBe(BUYER.email.trim().toLowerCase());
    expect(submission.value.agreeToTerms).toBe(true);
    expect(submission.value.userType).toBe("buyer");
  });

  it("stores the spec's account details, with no company for a buyer", () => {
    const submission = submit(registrationSchema, { ...BUYER, company: "Earhart Flying Club" });
    if (submission.status !== "success") throw new Error("expected the buyer's registration to go through");
    const metadata = accountMetadata(submission.value);
    expect(Object.keys(metadata)).toEqual(["first_name", "last_name", "user_type", "company", "phone"]);
    expect(metadata).toEqual({
      first_name: BUYER.firstName,
      last_name: BUYER.lastName,
      user_type: "buyer",
      company: null,
      phone: BUYER.phone,
    });
  });

  it("keeps a seller's company with their account", () => {
    const submission = submit(registrationSchema, SELLER);
    if (submission.status !== "success") throw new Error("expected the seller's registration to go through");
    expect(accountMetadata(submission.value)).toEqual({
      first_name: SELLER.firstName,
      last_name: SELLER.lastName,
      user_type: "seller",
      company: SELLER.company,
      phone: SELLER.phone,
    });
  });

  it("asks a seller for their company, but not a buyer", () => {
    expect(fieldErrors(registrationSchema, { ...SELLER, company: "" }).company).toEqual([COMPANY_REQUIRED]);
    expect(fieldErrors(registrationSchema, { ...SELLER, company: "   " }).company).toEqual([COMPANY_REQUIRED]);
    expect(fieldErrors(registrationSchema, { ...SELLER, company: undefined }).company).toEqual([COMPANY_REQUIRED]);
    expect(submit(registrationSchema, { ...BUYER, company: undefined }).status).toBe("success");
  });

  it("says the passwords don't match", () => {
    const errors = fieldErrors(registrationSchema, { ...BUYER, confirmPassword: "Electra-10F" });
    expect(errors).toEqual({ confirmPassword: [PASSWORDS_DONT_MATCH] });
  });

  it("says the passwords don't match even while other fields still need fixing", () => {
    const errors = fieldErrors(registrationSchema, {
      ...BUYER,
      email: "not-an-email",
      firstName: "",
      agreeToTerms: undefined,
      confirmPassword: "Electra-10F",
    });
    expect(errors.confirmPassword).toEqual([PASSWORDS_DONT_MATCH]);
    expect(errors.email).toEqual(["Please enter a valid email address"]);
    expect(errors.firstName).toEqual(["Please enter your first name"]);
    expect(errors.agreeToTerms).toEqual([AGREE_TO_TERMS]);
  });

  it("asks the person to agree to the terms when the box is left unticked", () => {
    expect(fieldErrors(registrationSchema, { ...BUYER, agreeToTerms: undefined })).toEqual({ agreeToTerms: [AGREE_TO_TERMS] });
  });

  it.each(["call me", "12345", "555-CALL-NOW"])("turns away the phone number %j", (phone) => {
    expect(fieldErrors(registrationSchema, { ...BUYER, phone }).phone).toEqual(["Please enter a valid phone number"]);
  });

  it("accepts international phone numbers as people write them", () => {
    for (const phone of ["+44 20 7946 0321", "+41 22 555 01 87", "(602) 555.0148"]) {
      expect(submit(registrationSchema, { ...BUYER, phone }).status).toBe("success");
    }
  });

  it(`allows passwords of up to ${MAX_PASSWORD_LENGTH} characters and no more`, () => {
    const longest = "p".repeat(MAX_PASSWORD_LENGTH);
    expect(submit(registrationSchema, { ...BUYER, password: longest, confirmPassword: longest }).status).toBe("success");

    const tooLong = "p".repeat(MAX_PASSWORD_LENGTH + 1);
    expect(fieldErrors(registrationSchema, { ...BUYER, password: tooLong, confirmPassword: tooLong })).toEqual({
      password: [`Please choose a password of at most ${MAX_PASSWORD_LENGTH} characters`],
    });
  });
});

describe("sign in", () => {
  it("needs both an email address and a password", () => {
    expect(fieldErrors(signInSchema, {})).toEqual({
      email: ["Please enter your email address"],
      password: ["Please enter your password"],
    });
  });

  it("signs in with the email tidied up and remembers where to go next", () => {
    const submission = submit(signInSchema, { email: " Pilot@Example.com", password: "hunter2", redirectTo: "/aircraft/3" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({ email: "pilot@example.com", password: "hunter2", redirectTo: "/aircraft/3" });
  });
});

describe("reset password", () => {
  it("says the new passwords don't match", () => {
    expect(fieldErrors(resetPasswordSchema, { password: "Electra-10E", confirmPassword: "Electra-10F" })).toEqual({
      confirmPassword: [PASSWORDS_DONT_MATCH],
    });
  });

  it("accepts matching new passwords", () => {
    expect(submit(resetPasswordSchema, { password: "Electra-10E", confirmPassword: "Electra-10E" }).status).toBe("success");
  });
});

describe("forgot password", () => {
  it("asks for a valid email address", () => {
    expect(fieldErrors(forgotPasswordSchema, { email: "pilot-at-example.com" })).toEqual({ email: ["Please enter a valid email address"] });
    expect(fieldErrors(forgotPasswordSchema, {})).toEqual({ email: ["Please enter your email address"] });
  });

  it("sends the link to the tidied-up address", () => {
    const submission = submit(forgotPasswordSchema, { email: " Pilot@Example.com " });
    expect(submission.status === "success" && submission.value.email).toBe("pilot@example.com");
  });
});

describe("single-line fields", () => {
  it("refuse a line break in a name, a phone number or a company", () => {
    for (const field of ["firstName", "lastName", "phone", "company"] as const) {
      const value = field === "phone" ? "+1 555\n0100" : "Amelia\nEarhart";
      expect(fieldErrors(registrationSchema, { ...SELLER, [field]: value })[field], field).toContain("Please write this on one line");
    }
  });
});
