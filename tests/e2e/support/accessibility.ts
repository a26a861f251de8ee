import { AxeBuilder } from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { hydrated } from "./hydration";

/** The WCAG 2.2 level AA success criteria, as axe-core tags its rules. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Without JavaScript, the browser runs no script at all, axe's neither: its checks wait on
 * timers that never fire. The page a visitor without scripts sees (the server's markup,
 * no script having touched it) is drawn again in a page with scripts, its own scripts
 * removed and blocked, where axe can run: a fresh page each time, in one context with
 * scripts per browser context.
 */
const scannerContexts = new WeakMap<BrowserContext, Promise<BrowserContext>>();

function scannerContextFor(context: BrowserContext): Promise<BrowserContext> {
  let scannerContext = scannerContexts.get(context);
  if (!scannerContext) {
    scannerContext = context.browser()!.newContext({ javaScriptEnabled: true });
    // Closed with the page's context; after the test, the browser may already be going.
    context.on("close", () => void scannerContext!.then((made) => made.close()).catch(() => {}));
    scannerContexts.set(context, scannerContext);
  }
  return scannerContext;
}

async function withoutScripts(page: Page): Promise<Page> {
  const markup = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const scanner = await (await scannerContextFor(page.context())).newPage();
  const viewport = page.viewportSize();
  if (viewport) await scanner.setViewportSize(viewport);
  const url = page.url();
  await scanner.route(/.*/, (route) => {
    if (route.request().url() === url) return route.fulfill({ contentType: "text/html", body: markup });
    return route.request().resourceType() === "script" ? route.abort() : route.fallback();
  });
  await scanner.goto(url);
  return scanner;
}

/**
 * Fails with every WCAG 2.2 AA rule the page as it stands breaks, each with the elements
 * that break it. With JavaScript, once the scripts have taken over the page.
 */
export async function expectAccessible(page: Page, label = new URL(page.url()).pathname) {
  const javaScript = test.info().project.name === "js";
  if (javaScript) await hydrated(page);
  const checked = javaScript ? page : await withoutScripts(page);
  const results = await new AxeBuilder({ page: checked }).withTags(WCAG_22_AA).analyze();
  if (checked !== page) await checked.close();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect.soft(violations, `WCAG 2.2 AA on ${label}`).toEqual([]);
}
