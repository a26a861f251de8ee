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
/** Line breaks and tabs, but no other control character: NUL, which PostgreSQL refuses in text, among them. */
const LINES = /^[\t\n\r\P{Cc}]*$/u;

/** What a text with a control character other than a line break is told: the characters are invisible, and usually pasted. */
export const CONTROL_CHARACTER_MESSAGE = "Please remove the invisible control characters from this text (they can come with pasted text)";

/**
 * A single-line field: its value heads emails, subjects and pages, where a line break
 * would fake a line of its own. Every single-line text field of every form goes through
 * this, after its trim, so a break at either end is dropped and one inside is refused.
 */
export function singleLine(schema: z.ZodString, message = "Please write this on one line"): z.ZodString {
  return schema.regex(ONE_LINE, message);
}

/**
 * A text of several lines (a message, a description, a list one item a line): line
 * breaks and tabs are kept, any other control character is refused. Every multi-line
 * text field of every form goes through this, as every single-line one goes through
 * `singleLine`; tests/unit/form-text-fields.test.ts checks that no text field of any
 * form's schema takes a NUL.
 */
export function multiLine(schema: z.ZodString, message = CONTROL_CHARACTER_MESSAGE): z.ZodString {
  return schema.regex(LINES, message);
}
