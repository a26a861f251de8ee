import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\bnonce="([^"]*)"[^>]*>/g;

/**
 * A page's HTML as React renders it, with the module preloads of its head (the entry, React
 * Router and the route's modules, which `<Scripts/>` writes and React hoists) asked for once
 * the page has painted, by a small script in their place, rather than while its HTML is
 * parsed. The page is whole and usable from its HTML; the scripts only hydrate it
 * (docs/decisions/028-cache-hits-and-first-paint.md). React Router's own module script at the
 * end of the body still imports the route's modules as before, and without a paint timing
 * (an old browser) the preloads are asked for at `load`.
 *
 * The head is held until it is whole (React sends it at once with the page's shell); the text
 * is handled as latin1, one character per byte, so a UTF-8 character cut between two chunks
 * passes unchanged. `whenEnded` is called once the whole page has passed.
 */
export function modulePreloadsAfterPaint(whenEnded: () => void): Transform {
  let head: string | null = "";
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (head === null) return callback(null, chunk);
      head += chunk.toString("latin1");
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      const page = preloadingAfterPaint(head.slice(0, end)) + head.slice(end);
      head = null;
      callback(null, Buffer.from(page, "latin1"));
    },
    flush(callback: TransformCallback) {
      whenEnded();
      callback(null, head ? Buffer.from(head, "latin1") : null);
    },
  });
}

function preloadingAfterPaint(head: string): string {
  const modules: string[] = [];
  let nonce = "";
  let at = -1;
  const rest = head.replace(MODULE_PRELOAD, (_tag: string, href: string, tagNonce: string, offset: number) => {
    modules.push(href);
    nonce = tagNonce;
    if (at === -1) at = offset;
    return "";
  });
  if (modules.length === 0) return head;
  const script = `<script nonce="${nonce}">${PRELOAD_AFTER_PAINT}(${JSON.stringify(modules)})</script>`;
  return rest.slice(0, at) + script + rest.slice(at);
}

// Asks for each module once the first contentful paint is recorded (or at load, whichever comes first).
const PRELOAD_AFTER_PAINT = `(function(m){var d=0;function p(){if(d)return;d=1;m.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})}try{new PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&p()}).observe({type:"paint",buffered:true})}catch(e){}addEventListener("load",p)})`;
