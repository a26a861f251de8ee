/**
 * The page's scripts asked for after its first paint (app/server/platform/scripts-after-paint.server.ts),
 * however React's stream cuts the HTML into chunks.
 */
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "~/server/platform/scripts-after-paint.server";

const HEAD =
  '<html><head><title>Browse Aircraft · AeroMarket</title><link rel="preload" href="/hero.webp" as="image"/><link rel="modulepreload" href="/assets/entry.client.js" nonce="N0nce+/="/><link rel="modulepreload" href="/assets/root.js" nonce="N0nce+/="/><style>a{color:red}</style></head>';
const BODY = '<body><p>Cessna 172 · $85,000</p><link rel="modulepreload" href="/in-body.js" nonce="N0nce+/="/><script type="module" async="">import("/assets/entry.client.js")</script></body></html>';

async function passThrough(chunks: Buffer[]): Promise<{ html: string; ended: boolean }> {
  let ended = false;
  const stream = scriptsAfterPaint(() => (ended = true));
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const finished = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await finished;
  return { html: Buffer.concat(out).toString("utf8"), ended };
}

describe("scripts after the first paint", () => {
  it("puts one script with the page's nonce in place of the head's module preloads, makes the module script inert for it to start, wherever the chunks are cut, and leaves the rest as it was", async () => {
    const page = Buffer.from(HEAD + BODY);
    const { html: whole } = await passThrough([page]);
    const head = whole.slice(0, whole.indexOf("</head>"));
    expect(head).not.toContain('<link rel="modulepreload"');
    expect(head).toContain('<link rel="preload" href="/hero.webp" as="image"/>');
    expect(head).toMatch(/<script nonce="N0nce\+\/=">\(function\(m\)\{.*\}\)\(\["\/assets\/entry\.client\.js","\/assets\/root\.js"\]\)<\/script><style>/);
    expect(whole.slice(whole.indexOf("</head>"))).toBe(`</head>${BODY.replace('<script type="module" async="">', '<script type="text/x-after-paint" async="">')}`);
    expect(whole).toContain("Browse Aircraft · AeroMarket");

    for (let cut = 0; cut <= page.byteLength; cut += 7) {
      const { html, ended } = await passThrough([page.subarray(0, cut), page.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(whole);
      expect(ended).toBe(true);
    }
  });

  it("leaves a page without module preloads as it was, its module script included, since no script would start it", async () => {
    const page = '<html><head><title>Sign In · AeroMarket</title></head><body><script type="module" async="">import("/a.js")</script></body></html>';
    expect((await passThrough([Buffer.from(page)])).html).toBe(page);
  });

  it("cuts each chunk after the head only where it cannot begin the module script's tag, so every byte before it passes at once", async () => {
    const stream = scriptsAfterPaint(() => {});
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
    stream.write(Buffer.from(HEAD + "<body><p>Cessna 172</p>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join("")).toMatch(/<p>Cessna 172<\/p>$/);
    stream.write(Buffer.from('<script type="mod'));
    stream.end(Buffer.from('ule" async="">import("/a.js")</script></body></html>'));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(out.join("")).toContain('<p>Cessna 172</p><script type="text/x-after-paint" async="">import("/a.js")</script></body></html>');
  });
});
