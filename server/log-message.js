import { format } from "node:util";

/**
 * console's arguments as one line of text, a failed query told by its statement and error
 * code only: Drizzle's error (and its driver's cause) carries the query's parameters and
 * the database's message, which hold what people typed (emails, messages, names).
 *
 * @param {unknown[]} args
 */
export function logMessage(args) {
  return format(...args.map((arg) => (isFailedQuery(arg) ? failedQueryLine(arg) : arg)));
}

/** @param {unknown} value @returns {value is Error & { query: string }} */
function isFailedQuery(value) {
  return value instanceof Error && typeof (/** @type {{ query?: unknown }} */ (value).query) === "string" && "params" in value;
}

/** @param {Error & { query: string }} error */
function failedQueryLine(error) {
  const code = errorCode(error.cause);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return [`Failed query (${code ?? "no error code"}): ${error.query}`, ...frames].join("\n");
}

/** The SQLSTATE (23505) or system code (ECONNREFUSED) of an error or of the errors it wraps. */
function errorCode(error) {
  for (let cause = error, depth = 0; cause && depth < 5; cause = cause.cause, depth++) {
    if (typeof cause.code === "string") return cause.code;
    if (cause instanceof AggregateError) return cause.errors.map(errorCode).filter(Boolean).join(", ") || undefined;
  }
  return undefined;
}
