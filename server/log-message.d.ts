/** server/log-message.js, for the TypeScript that tests it. */
export function logMessage(args: unknown[]): string;
