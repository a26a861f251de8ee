/**
 * The listing editor's validation in the browser, loaded by useDeferredValidation when the
 * seller first moves into the form: it brings zod with it. As on the server, Save as draft
 * checks only what is typed, Publish every field.
 */
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { listingDraftSchema, listingFormSchema } from "~/domain/listings/listing-form";

export const validateListing = (formData: FormData) => parseWithZod(formData, { schema: listingFormSchema() });
export const validateListingDraft = (formData: FormData) => parseWithZod(formData, { schema: listingDraftSchema() });
