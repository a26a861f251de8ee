/**
 * A one-line text read from an address or a file's name rather than a form field (a
 * search, a facet, an uploaded file's name): its control characters are dropped rather
 * than refused. PostgreSQL refuses a NUL in text, and no search or name needs one. Apart
 * from zod (app/domain/zod.ts refuses them in form fields) so that pages may use it.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(/\p{Cc}+/gu, "");
}
