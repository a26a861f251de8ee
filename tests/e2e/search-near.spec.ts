import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

const cards = (page: Page) => page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading") });

test.describe("near an airport, and suggestions", () => {
  test("searches within a radius of an airport code, nearest first with distances, then suggests or stays a plain form", async ({ page }) => {
    const scripted = test.info().project.name === "js";
    await page.goto("/catalog");
    await page.getByLabel("Near airport (ICAO, IATA or FAA code)").fill("TEB");
    await page.getByLabel("Within").selectOption("500");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("near")).toBe("TEB");
    expect(new URL(page.url()).searchParams.get("radius")).toBe("500");

    await hydrated(page);
    await page.getByLabel("Sort by").selectOption({ label: "Distance: Nearest first" });
    if (!scripted) await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("distance");
    await expect(cards(page).first()).toContainText("0 nm from KTEB");
    const distances = (await cards(page).allInnerTexts()).map((text) => Number(text.match(/([\d,]+) nm from KTEB/)?.[1]?.replace(/,/g, "")));
    expect(distances.length).toBeGreaterThan(2);
    expect(distances.every((nm) => nm <= 500)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const unknown = await page.goto("/catalog?near=ZZZZ");
    expect(unknown?.status()).toBe(200);
    await expect(page.getByText("No airport “ZZZZ” is known to AeroMarket")).toBeVisible();

    const box = page.getByLabel("Search aircraft", { exact: true });
    const airport = page.getByLabel("Near airport (ICAO, IATA or FAA code)");
    if (!scripted) {
      // Without JavaScript the fields are plain inputs of the GET form.
      await expect(box).not.toHaveAttribute("role", "combobox");
      await box.fill("gulfstream");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/q=gulfstream/);
      return;
    }
    await page.goto("/catalog");
    await hydrated(page);
    await box.pressSequentially("gulf");
    await expect(page.getByRole("option", { name: "Gulfstream", exact: true })).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    const chosen = await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option", { selected: true }).innerText();
    await box.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(chosen);
    await expect(cards(page).first()).toContainText("Gulfstream");

    await airport.pressSequentially("teterboro");
    await page.getByRole("option", { name: "KTEB (TEB), Teterboro Airport, Teterboro, NJ" }).click();
    await expect(airport).toHaveValue("KTEB");
  });
});
