/**
 * The inquiry forms' validation in the browser, loaded by useDeferredValidation when a
 * buyer or seller starts writing: it brings zod with it.
 */
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { directMessageSchema, replySchema } from "~/domain/inquiries/inquiry-schemas";

export const validateDirectMessage = (formData: FormData) => parseWithZod(formData, { schema: directMessageSchema });
export const validateReply = (formData: FormData) => parseWithZod(formData, { schema: replySchema });
