import { expect, type Page, test } from "@playwright/test";

/**
 * With scripts, a page hydrates once it has painted (docs/decisions/033): until then a changed
 * dropdown waits for its button, as without scripts. On the catalogue, the search box turning
 * into a combobox says the page is hydrated. Without scripts there is nothing to wait for.
 */
export async function hydratedCatalog(page: Page) {
  if (test.info().project.name === "js") await expect(page.getByLabel("Search aircraft", { exact: true })).toHaveAttribute("role", "combobox");
}
