/**
 * zod for every schema the browser may load. Without `jitless`, zod probes whether it
 * may compile parsers with `new Function`, which the pages' Content-Security-Policy
 * (no 'unsafe-eval') refuses: the browser logs a violation on every page with a form.
 * Import `z` from here, not from "zod", in anything a route component reaches.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
