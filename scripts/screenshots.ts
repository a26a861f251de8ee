/**
 * Takes full-page screenshots of the given paths at phone and desktop widths,
 * to look at what a visitor sees: `npm run screenshots -- http://localhost:3000 / /catalog`.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const target of paths.length ? paths : ["/"]) {
    await page.goto(new URL(target, baseUrl).href);
    // A full-page shot never scrolls, so lazy images below the fold would stay blank.
    await page.locator("img[loading=lazy]").evaluateAll((images) => {
      for (const image of images) (image as HTMLImageElement).loading = "eager";
    });
    await page.waitForLoadState("networkidle");
    const name = target.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    const file = `${outDir}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
