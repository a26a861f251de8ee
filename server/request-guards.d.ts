/** server/request-guards.js, for the TypeScript that tests it. */
export const DEFAULT_BODY_LIMIT_BYTES: number;
export function bodyLimitFor(path: string): number;
