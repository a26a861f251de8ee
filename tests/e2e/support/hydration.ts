import { expect, type Page, test } from "@playwright/test";

/**
 * With scripts, a page hydrates once it has painted (docs/decisions/033): until then a
 * changed dropdown waits for its button and a typed figure for its form, as without
 * scripts. The root layout marks `<html data-hydrated>` once the scripts have taken over.
 * Without scripts there is nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (test.info().project.name === "js") await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * Holds the page's client entry until `release` is called, so that what a reader does before
 * the scripts take over can be done every time, not only when the machine is slow. A request
 * whose page is gone by then (a form sent without scripts replaced it) is let go quietly.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return { release };
}

/**
 * The page's scripts that carry `words` (a component's text), as they are asked for: to see
 * when the code of a component loaded on demand comes (components/on-demand.tsx). With
 * `block`, they fail to load, as they would offline; with `heldUntil`, they come then.
 */
export async function scriptsCarrying(page: Page, words: string, { block = false, heldUntil }: { block?: boolean; heldUntil?: Promise<void> } = {}): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(words)) {
      asked.push(route.request().url());
      if (block) return route.abort("internetdisconnected");
      await heldUntil;
    }
    return route.fulfill({ response, body }).catch(() => {});
  });
  return asked;
}
