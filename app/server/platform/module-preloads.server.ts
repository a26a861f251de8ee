import { Transform, type TransformCallback } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/**
 * A page's HTML as React renders it, but with the module preloads in its head (the
 * entry, React Router and the route's modules, which `<Scripts/>` writes and React hoists)
 * fetched at low priority. The page is whole and usable from its HTML: the scripts only
 * hydrate it, so they should not take the first round trips from the document, its
 * images and font (docs/decisions/028-cache-hits-and-first-paint.md). React Router gives
 * no way to set the links' priority; everything after the head passes untouched.
 *
 * The text is handled as latin1, one character per byte, so a UTF-8 character cut between
 * two chunks passes unchanged; what follows the last `<` of a chunk waits for the next.
 * `whenEnded` is called once the whole page has passed.
 */
export function lowPriorityModulePreloads(whenEnded: () => void): Transform {
  let inHead = true;
  let carried = "";
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      const text = carried + chunk.toString("latin1");
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        carried = "";
        return callback(null, Buffer.from(text.slice(0, headEnd).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD) + text.slice(headEnd), "latin1"));
      }
      const lastTag = Math.max(0, text.lastIndexOf("<"));
      carried = text.slice(lastTag);
      callback(null, Buffer.from(text.slice(0, lastTag).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD), "latin1"));
    },
    flush(callback: TransformCallback) {
      whenEnded();
      callback(null, carried ? Buffer.from(carried.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD), "latin1") : null);
    },
  });
}
