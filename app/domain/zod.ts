/**
 * zod for every schema the browser may load. Without `jitless`, zod probes whether it
 * may compile parsers with `new Function`, which the pages' Content-Security-Policy
 * (no 'unsafe-eval') refuses: the browser logs a violation on every page with a form.
 * Import `z` from here, not from "zod", in anything a route component reaches.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };

/** No line breaks or other control characters. */
const ONE_LINE = /^\P{Cc}*$/u;

/**
 * A single-line field: its value heads emails, subjects and pages, where a line break
 * would fake a line of its own. Every single-line text field of every form goes through
 * this, after its trim, so a break at either end is dropped and one inside is refused.
 */
export function singleLine(schema: z.ZodString, message = "Please write this on one line"): z.ZodString {
  return schema.regex(ONE_LINE, message);
}
