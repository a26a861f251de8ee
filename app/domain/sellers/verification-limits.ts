/**
 * The proof document's limit, apart from the schema so that the form states it without
 * loading zod. The route holds uploads to it (server/request-guards.js sizes its body from it).
 */
export const MAX_DOCUMENT_MB = 10;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;
