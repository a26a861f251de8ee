import { singleLine, z } from "../zod";
import { DOCUMENT_ACCESS, DOCUMENT_NAME_MAX } from "./listing-documents";

// Apart from listing-documents.ts, whose helpers the public pages ship: these schemas would bring zod with them.

/** The upload form's fields beside its file. */
export const documentUploadSchema = z.object({
  name: singleLine(z.string().trim().max(DOCUMENT_NAME_MAX, `Please keep the name to ${DOCUMENT_NAME_MAX} characters`), "Please keep the name to one line").optional(),
  access: z.enum(DOCUMENT_ACCESS, { error: "Please choose who may open the document: everyone, or buyers you share it with" }),
});

/** A change to one stored document, each a small form on the documents page. */
export const documentChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("access"), documentId: z.coerce.number().int().positive(), access: z.enum(DOCUMENT_ACCESS) }),
  z.object({ intent: z.literal("delete"), documentId: z.coerce.number().int().positive() }),
]);
export type DocumentChange = z.infer<typeof documentChangeSchema>;

/** Sharing an on-request document with an inquiry's buyer, or taking it back, from the conversation. */
export const documentShareSchema = z.object({
  intent: z.enum(["share", "unshare"]),
  documentId: z.coerce.number().int().positive(),
});
