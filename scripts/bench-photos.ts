/**
 * Photo benchmark: times processing a 12-megapixel JPEG (4000 x 3000, camera-like
 * texture) into the stored WebP renditions, RUNS times after a warm-up, and prints the
 * median; then the bytes a catalogue card's image costs: the category drawing (SVG,
 * raw and gzipped as served) against the srcset candidate a browser picks for the
 * card at 375 and 1280 px wide, at 1x and 2x pixel density.
 *
 *   npm run bench:photos
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { processPhoto } from "~/server/listings/photo-processing.server";

const RUNS = 5;

// No photo ships with the repository: noise at three scales, enlarged and blended, has
// detail at every size as a photo does (neither flat colour nor pure noise).
const noise = (width: number, height: number, sigma: number) =>
  sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } } })
    .resize(4000, 3000, { kernel: "cubic" })
    .png()
    .toBuffer();
const [coarse, middle, fine] = await Promise.all([noise(40, 30, 60), noise(400, 300, 40), noise(4000, 3000, 12)]);
const original = await sharp(coarse)
  .composite([
    { input: middle, blend: "soft-light" },
    { input: fine, blend: "soft-light" },
  ])
  .jpeg({ quality: 90 })
  .toBuffer();
console.log(`12-megapixel JPEG: 4000 x 3000, ${kilobytes(original.length)}`);

await processPhoto(original);
const timings: number[] = [];
let processed = await processPhoto(original);
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  processed = await processPhoto(original);
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
console.log(`processPhoto (rotate, strip metadata, WebP at ${processed.renditions.map((r) => r.width).join(", ")} px): median ${Math.round(timings[Math.floor(RUNS / 2)]!)} ms over ${RUNS} runs`);
for (const rendition of processed.renditions) console.log(`  ${rendition.width} px WebP: ${kilobytes(rendition.bytes.length)}`);

const drawing = readFileSync("public/aircraft/single-engine.svg");
console.log(`\nBefore: the drawn card image (single-engine.svg): ${kilobytes(drawing.length)} raw, ${kilobytes(gzipSync(drawing).length)} gzipped`);

// The catalogue card's sizes: "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw".
const slotWidth = (viewport: number) => (viewport >= 1024 ? 384 : viewport >= 640 ? viewport / 2 : viewport);
for (const viewport of [375, 1280]) {
  for (const density of [1, 2]) {
    const needed = slotWidth(viewport) * density;
    const chosen = processed.renditions.find((rendition) => rendition.width >= needed) ?? processed.renditions.at(-1)!;
    console.log(`After, ${viewport} px wide at ${density}x: the ${chosen.width} px rendition, ${kilobytes(chosen.bytes.length)}`);
  }
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
