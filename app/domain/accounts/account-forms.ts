import { singleLine, z } from "../zod";
import { USER_TYPES } from "./account";

export const PASSWORDS_DONT_MATCH = "Passwords don't match";
export const AGREE_TO_TERMS = "Please agree to the terms and conditions";

export const email = z
  .string({ error: "Please enter your email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a shorter email address")
  .pipe(z.email({ error: "Please enter a valid email address" }));

export const requiredText = (message: string, max = 80) =>
  singleLine(z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`));

// bcrypt reads at most 72 bytes; longer passwords would be silently cut.
export const newPassword = z
  .string({ error: "Please enter a password" })
  .min(1, "Please enter a password")
  .max(72, "Please choose a password of at most 72 characters");

/** Equal passwords, checked even while other fields still have errors. */
export const passwordsMatch = {
  message: PASSWORDS_DONT_MATCH,
  path: ["confirmPassword"],
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof value?.password === "string" && typeof value.confirmPassword === "string";
  },
};

export const phoneNumber = requiredText("Please enter your phone number", 40).regex(/^\+?[\d\s().-]{6,}$/, "Please enter a valid phone number");

export const signInSchema = z.object({
  email,
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password"),
  redirectTo: z.string().optional(),
});

export const registrationSchema = z
  .object({
    userType: z.enum(USER_TYPES),
    firstName: requiredText("Please enter your first name"),
    lastName: requiredText("Please enter your last name"),
    email,
    phone: phoneNumber,
    company: singleLine(z.string().trim().max(120, "Please keep this under 120 characters")).optional(),
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
    agreeToTerms: z.boolean({ error: AGREE_TO_TERMS }).refine((agreed) => agreed, AGREE_TO_TERMS),
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch)
  .refine((form) => form.userType !== "seller" || Boolean(form.company), {
    message: "Please enter your company or organization",
    path: ["company"],
    when: (payload) => (payload.value as { userType?: unknown } | undefined)?.userType === "seller",
  });

export type Registration = z.infer<typeof registrationSchema>;

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);

/** The metadata stored with the account at sign-up, as the spec names it. */
export function accountMetadata(registration: Registration) {
  return {
    first_name: registration.firstName,
    last_name: registration.lastName,
    user_type: registration.userType,
    company: registration.userType === "seller" ? (registration.company ?? null) : null,
    phone: registration.phone,
  };
}
