/**
 * Takes full-page screenshots of the given paths at phone and desktop widths,
 * to look at what a visitor sees: `npm run screenshots -- http://localhost:3000 / /catalog`.
 * With SCREENSHOT_EMAIL and SCREENSHOT_PASSWORD set (a demo account from
 * `npm run db:seed -- --demo-accounts`), it signs in first, for the signed-in screens.
 * SCREENSHOT_JS=off takes them with JavaScript off, as a browser without it shows them.
 */
import { mkdirSync } from "node:fs";
import { chromium, type BrowserContext } from "@playwright/test";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? "screenshots";
const javaScript = process.env.SCREENSHOT_JS !== "off";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

/** Signs the context in through the login form, as a person would, when an account is given. */
async function signIn(context: BrowserContext) {
  const email = process.env.SCREENSHOT_EMAIL;
  const password = process.env.SCREENSHOT_PASSWORD;
  if (!email || !password) return;
  const page = await context.newPage();
  await page.goto(new URL("/login", baseUrl).href);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: /^Sign in/ }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.close();
}

for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript });
  await signIn(context);
  const page = await context.newPage();
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
  await context.close();
}
await browser.close();
