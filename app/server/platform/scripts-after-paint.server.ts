import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\bnonce="([^"]*)"[^>]*>/g;

/**
 * A page's HTML as React renders it, with its scripts asked for once the page has painted
 * rather than while its HTML is parsed. The page is whole and usable from its HTML; the
 * scripts only hydrate it (docs/decisions/028-cache-hits-and-first-paint.md, 032). Two things
 * move:
 * - the module preloads of the head (the entry, React Router and the route's modules, which
 *   `<Scripts/>` writes and React hoists) give way to one small script, which adds them once
 *   the first contentful paint is recorded (at `load` in a browser without paint timing);
 * - React Router's module script at the end of the body, whose imports the browser would
 *   fetch as soon as the parser reached it, is written with an inert type, and the same
 *   script starts it once the page has painted and its HTML is parsed.
 *
 * The head is held until it is whole (React sends it at once with the page's shell); after
 * it, each chunk passes on at once, but for any last bytes that begin the module script's tag
 * (it may be cut between two chunks). The text is handled as latin1, one character per byte, so a
 * UTF-8 character cut between two chunks passes unchanged. `whenEnded` is called once the
 * whole page has passed.
 */
export function scriptsAfterPaint(whenEnded: () => void): Transform {
  let head: string | null = "";
  // The body's last bytes that begin the module script's tag, held until the next chunk.
  let held = "";
  let moduleScriptFound = false;
  const body = (text: string): string => {
    if (moduleScriptFound) return text;
    const at = text.indexOf(MODULE_SCRIPT);
    if (at === -1) return text;
    moduleScriptFound = true;
    return text.slice(0, at) + SCRIPT_AFTER_PAINT + text.slice(at + MODULE_SCRIPT.length);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      let text = chunk.toString("latin1");
      if (head !== null) {
        head += text;
        const end = head.indexOf(HEAD_END);
        if (end === -1) return callback();
        const withRunner = preloadingAfterPaint(head.slice(0, end));
        // Without the runner (a page without scripts), nothing would start the module script.
        if (withRunner === null) moduleScriptFound = true;
        text = (withRunner ?? head.slice(0, end)) + head.slice(end);
        head = null;
      }
      const ready = body(held + text);
      const keep = moduleScriptFound ? 0 : partialTagAtEnd(ready);
      held = ready.slice(ready.length - keep);
      callback(null, Buffer.from(ready.slice(0, ready.length - keep), "latin1"));
    },
    flush(callback: TransformCallback) {
      whenEnded();
      const rest = (head ?? "") + held;
      callback(null, rest ? Buffer.from(rest, "latin1") : null);
    },
  });
}

/** How many of the text's last characters begin the module script's tag (and may end in the next chunk). */
function partialTagAtEnd(text: string): number {
  for (let length = Math.min(text.length, MODULE_SCRIPT.length - 1); length > 0; length--) {
    if (text.endsWith(MODULE_SCRIPT.slice(0, length))) return length;
  }
  return 0;
}

/** The head with the runner in place of its module preloads; null where it has none. */
function preloadingAfterPaint(head: string): string | null {
  const modules: string[] = [];
  let nonce = "";
  let at = -1;
  const rest = head.replace(MODULE_PRELOAD, (_tag: string, href: string, tagNonce: string, offset: number) => {
    modules.push(href);
    nonce = tagNonce;
    if (at === -1) at = offset;
    return "";
  });
  if (modules.length === 0) return null;
  const script = `<script nonce="${nonce}">${SCRIPTS_AFTER_PAINT}(${JSON.stringify(modules)})</script>`;
  return rest.slice(0, at) + script + rest.slice(at);
}

// React Router's module script, as `<Scripts/>` writes it (after its nonce), and the inert type it is given instead.
const MODULE_SCRIPT = ' type="module" async="">';
const SCRIPT_AFTER_PAINT = ' type="text/x-after-paint" async="">';

// Asks for each module once the first contentful paint is recorded, and then, once the HTML
// is parsed too, puts the module script back as a module. The modules are asked for a few
// in a task: each request costs the main thread 0.2 to 0.6 ms here (Chromium's
// ResourceFetcher::requestResource), and a page's 25 to 30 in one task made a task of 5 to
// 21 ms, which Lighthouse's phone estimate counts four times over (docs/performance.md,
// session 14). Only a browser without paint timing waits for `load` instead: `load` may come
// before the first paint (the page's fonts and pictures arrived, and no script holds it back
// any more).
const MODULES_PER_TASK = 6;
const SCRIPTS_AFTER_PAINT = `(function(m){var p=0,d=0,s=0,t;function g(){if(!d||document.readyState==="loading"||s)return;s=1;var o=document.querySelector('script[type="text/x-after-paint"]');if(o){var n=document.createElement("script");n.type="module";n.nonce=o.nonce;n.textContent=o.textContent;o.replaceWith(n)}}function f(){if(p)return;p=1;var i=0;(function b(){m.slice(i,i+=${MODULES_PER_TASK}).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});if(i<m.length)setTimeout(b);else{d=1;g()}})()}try{t=PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0}catch(e){}if(t)new PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&f()}).observe({type:"paint",buffered:true});else addEventListener("load",f);document.addEventListener("DOMContentLoaded",g)})`;
