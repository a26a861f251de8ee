/**
 * The sign-in, registration, password and contact forms' validation in the browser, loaded by
 * useDeferredValidation when it is first needed: it brings zod with it.
 */
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { forgotPasswordSchema, registrationSchema, resetPasswordSchema, signInSchema } from "~/domain/accounts/account-forms";
import { contactFormSchema } from "~/domain/contact-form-schema";

export const validateSignIn = (formData: FormData) => parseWithZod(formData, { schema: signInSchema });
export const validateRegistration = (formData: FormData) => parseWithZod(formData, { schema: registrationSchema });
export const validateForgotPassword = (formData: FormData) => parseWithZod(formData, { schema: forgotPasswordSchema });
export const validateResetPassword = (formData: FormData) => parseWithZod(formData, { schema: resetPasswordSchema });
export const validateContactMessage = (formData: FormData) => parseWithZod(formData, { schema: contactFormSchema });
