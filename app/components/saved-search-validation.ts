/**
 * A saved search's editor validation in the browser, loaded by useDeferredValidation when
 * the buyer first moves into the form: it brings zod with it.
 */
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { editSavedSearchSchema } from "~/domain/alerts/saved-search-forms";

export const validateSavedSearchEdit = (formData: FormData) => parseWithZod(formData, { schema: editSavedSearchSchema });
