/**
 * The page's module preloads fetched at low priority (app/server/platform/module-preloads.server.ts),
 * however React's stream cuts the HTML into chunks.
 */
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/server/platform/module-preloads.server";

const HEAD = '<head><title>Browse Aircraft · AeroMarket</title><link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/><style>a{color:red}</style></head>';
const BODY = '<body><p>Cessna 172 · $85,000</p><code>&lt;link rel="modulepreload"</code><link rel="modulepreload" href="/in-body.js"/></body>';

async function passThrough(chunks: Buffer[]): Promise<{ html: string; ended: boolean }> {
  let ended = false;
  const stream = lowPriorityModulePreloads(() => (ended = true));
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const finished = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await finished;
  return { html: Buffer.concat(out).toString("utf8"), ended };
}

describe("low-priority module preloads", () => {
  it("marks every module preload of the head, wherever the chunks are cut, and leaves the rest as it was", async () => {
    const page = Buffer.from(HEAD + BODY);
    const expected = HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + BODY;
    for (let cut = 0; cut <= page.byteLength; cut++) {
      const { html, ended } = await passThrough([page.subarray(0, cut), page.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(expected);
      expect(ended).toBe(true);
    }
    const byteByByte = await passThrough([...page].map((byte) => Buffer.from([byte])));
    expect(byteByByte.html).toBe(expected);
  });
});
