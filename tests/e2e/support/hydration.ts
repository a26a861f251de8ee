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
