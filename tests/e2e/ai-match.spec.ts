import { randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { ANALYSIS_DELAY_MS } from "../../app/components/matching/analysis";
import { budgetLadderIndex } from "../../app/domain/matching/match-requirements";
import { MATCH_RECORDING_LIMIT } from "../../app/domain/visitor-limits";
import { test } from "./support/accounts";

/**
 * The /ai-match journeys, with and without JavaScript. Everything is a URL:
 * the buyer's and seller's forms are GET forms, so a results page can be
 * opened directly. With JavaScript, Find My Matches waits for an aircraft type
 * and the results appear after the spec's analysis delay. Each test speaks
 * from its own client address, so each search it runs is recorded for demand
 * within that address's hourly allowance.
 */

type BuyerAnswers = {
  aircraftType: string;
  budget: string;
  passengerCapacity?: string;
  range?: string;
  usage?: string;
  notes?: string;
};

/** Without scripts the slider is the spec's linear one; with them it steps along the logarithmic ladder. */
async function setBudget(page: Page, budget: string, js: boolean) {
  await hydrated(page);
  await page.getByLabel("Budget").fill(js ? String(budgetLadderIndex(Number(budget))) : budget);
}

/** The value the form posts for the budget: the slider's own without scripts, a hidden field's with them. */
function postedBudget(page: Page, js: boolean) {
  return js ? page.locator("input[type=hidden][name=budget]") : page.getByLabel("Budget");
}

async function findMatches(page: Page, answers: BuyerAnswers, js: boolean) {
  await page.goto("/ai-match?role=buyer");
  const find = page.getByRole("button", { name: "Find My Matches" });
  if (js) await expect(find).toBeDisabled();
  await page.getByLabel("Aircraft Type").selectOption(answers.aircraftType);
  if (js) await expect(find).toBeEnabled();
  await setBudget(page, answers.budget, js);
  if (answers.passengerCapacity) await page.getByLabel("Passenger Capacity").selectOption(answers.passengerCapacity);
  if (answers.range) await page.getByLabel("Range Requirements").selectOption(answers.range);
  if (answers.usage) await page.getByLabel("Primary Usage").selectOption(answers.usage);
  if (answers.notes) await page.getByLabel("Additional Notes").fill(answers.notes);

  const submittedAt = Date.now();
  await find.click();
  const complete = page.getByText("Analysis Complete!");
  if (js) {
    await expect(page.getByRole("button", { name: "Analyzing your requirements..." })).toBeDisabled();
    await expect(complete).toBeHidden();
  }
  await expect(complete).toBeVisible({ timeout: ANALYSIS_DELAY_MS + 7_000 });
  if (js) expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(ANALYSIS_DELAY_MS);
  await expect(page).toHaveURL(/[?&]run=1/);
  // The cards: the list's own items, not the reasons listed inside each card.
  return page.getByRole("list", { name: "Matches" }).locator(":scope > li");
}

test.describe("AI match: step 1", () => {
  test("asks who you are and links to the buyer and seller forms", async ({ page }) => {
    await page.goto("/ai-match");
    await expect(page.getByRole("heading", { name: "I am a..." })).toBeVisible();
    await page.getByRole("link", { name: /Continue as buyer/ }).click();
    await expect(page).toHaveURL(/\/ai-match\?role=buyer$/);
    await expect(page.getByLabel("Aircraft Type")).toBeVisible();
    await page.getByRole("navigation", { name: "I am a buyer or a seller" }).getByRole("link", { name: "Seller" }).click();
    await expect(page).toHaveURL(/\/ai-match\?role=seller$/);
    await expect(page.getByRole("button", { name: "See Buyer Demand" })).toBeVisible();
  });
});

test.describe("AI match: buyer", () => {
  test("shows the budget slider with the spec's range, default and labels", async ({ page }, testInfo) => {
    await page.goto("/ai-match?role=buyer");
    const budget = page.getByLabel("Budget");
    await expect(budget).toHaveAttribute("type", "range");
    const output = page.locator("output");
    await expect(budget).toHaveAttribute("aria-valuetext", "$1.0M");
    if (testInfo.project.name === "js") {
      // Logarithmic steps on the screen; the form still posts the spec's dollars.
      await expect(page.locator("input[type=hidden][name=budget]")).toHaveValue("1000000");
    } else {
      await expect(budget).toHaveAttribute("min", "50000");
      await expect(budget).toHaveAttribute("max", "100000000");
      await expect(budget).toHaveAttribute("step", "50000");
      await expect(budget).toHaveValue("1000000");
    }
    await expect(output).toHaveText("$1.0M");
    await expect(page.getByText("$50K", { exact: true })).toBeVisible();
    await expect(page.getByText("$100M+", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Additional Notes")).toHaveAttribute("rows", "4");
    if (testInfo.project.name === "js") {
      await setBudget(page, "2500000", true);
      await expect(output).toHaveText("$2.5M");
      await expect(page.locator("input[type=hidden][name=budget]")).toHaveValue("2500000");
      await setBudget(page, "75000000", true);
      await expect(output).toHaveText("$75.0M");
    }
  });

  test("gives a training buyer with a $150K budget a single-engine trainer first", async ({ page }, testInfo) => {
    const results = await findMatches(
      page,
      { aircraftType: "single-engine", budget: "150000", passengerCapacity: "1-4", usage: "training" },
      testInfo.project.name === "js",
    );
    await expect(page).toHaveURL(/aircraftType=single-engine/);
    await expect(page).toHaveURL(/budget=150000/);
    await expect(page.getByRole("heading", { name: /^We found [1-9]\d* aircraft that match(es)? your requirements$/ })).toBeVisible();
    await expect(page.getByText("A match is the aircraft type you asked for within your budget", { exact: false })).toBeVisible();

    const first = results.first();
    await expect(first).toContainText("#1");
    await expect(first).toContainText("Single Engine");
    await expect(first).toContainText(/Piper|Cessna|Diamond|Cirrus|Beechcraft/);
    await expect(first).toContainText(/\d+%/);
    await expect(first).toContainText("Seller:");
    await expect(first).toContainText("Well suited to flight training");
    await expect(first).not.toContainText("Business Jet");
    await expect(first.getByRole("link", { name: /Contact Seller/ })).toHaveAttribute("href", /^\/aircraft\/\d+\/inquiry$/);
    await expect(first.getByRole("link", { name: /View Details/ })).toHaveAttribute("href", /^\/aircraft\/\d+$/);
    await expect(page.getByRole("link", { name: "Browse All Aircraft" })).toHaveAttribute("href", "/catalog");
  });

  test("a $5M turboprop search counts as matches only turboprops within budget, the rest as close alternatives", async ({ page }, testInfo) => {
    await findMatches(page, { aircraftType: "turboprop", budget: "5000000" }, testInfo.project.name === "js");
    const heading = page.getByRole("heading", { name: /^We found \d+ aircraft that match(es)? your requirements$/ });
    await expect(heading).toBeVisible();
    // Other journeys list and reprice aircraft meanwhile: the count and the list are read from one page.
    await page.goto(`${page.url()}&show=50`);
    const count = Number((await heading.innerText()).match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    const matches = page.getByRole("list", { name: "Matches" }).locator(":scope > li");
    await expect(matches).toHaveCount(count);
    // A card's first dollar figure is its asking price; its reasons come after.
    const priceOf = (text: string) => Number(text.match(/\$([\d,]+)/)?.[1]?.replace(/,/g, ""));
    for (const text of await matches.allInnerTexts()) {
      expect(text).toContain("Turboprop, as you asked");
      expect(priceOf(text)).toBeLessThanOrEqual(5_000_000);
    }
    const alternatives = page.getByRole("list", { name: "Close alternatives" }).locator(":scope > li");
    for (const text of await alternatives.allInnerTexts()) {
      expect(text.includes("Turboprop, as you asked") && priceOf(text) <= 5_000_000).toBe(false);
    }
  });

  test("gives a charter buyer with 9-15 passengers, long range and $40M large-cabin jets", async ({ page }, testInfo) => {
    const results = await findMatches(
      page,
      { aircraftType: "business-jet", budget: "40000000", passengerCapacity: "9-15", range: "long", usage: "charter" },
      testInfo.project.name === "js",
    );
    await expect(results).toHaveCount(3);
    for (const index of [0, 1, 2]) {
      const result = results.nth(index);
      await expect(result).toContainText(`#${index + 1}`);
      await expect(result).toContainText("Business Jet");
      await expect(result).toContainText(/Falcon 7X|Global|Gulfstream|Praetor|Challenger|Falcon/);
      await expect(result).toContainText(/covers long trips/);
      await expect(result).toContainText("Popular for charter operations");
    }
    await expect(page.getByRole("heading", { name: /^We found \d+ aircraft that match your requirements$/ })).toBeVisible();

    await page.getByRole("link", { name: "Show more matches" }).click();
    await expect(page).toHaveURL(/[?&]show=10/);
    await expect(results.nth(3)).toContainText("#4");
  });

  test("explains a missing aircraft type and keeps the typed answers", async ({ page }, testInfo) => {
    const response = await page.goto("/ai-match?role=buyer&budget=150000&usage=training&additionalNotes=Garmin&run=1");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Choose an aircraft type to find your matches.")).toBeVisible();
    await expect(postedBudget(page, testInfo.project.name === "js")).toHaveValue("150000");
    await expect(page.locator("output")).toHaveText("$150K");
    await expect(page.getByLabel("Primary Usage")).toHaveValue("training");
    await expect(page.getByLabel("Additional Notes")).toHaveValue("Garmin");
    await expect(page.getByText("Analysis Complete!")).toHaveCount(0);
    if (testInfo.project.name === "js") {
      await expect(page.getByRole("button", { name: "Find My Matches" })).toBeDisabled();
    } else {
      await expect(page.getByLabel("Aircraft Type")).toHaveAttribute("required", "");
    }
  });

  test("a visitor past the hourly allowance of recorded searches still gets results", async ({ page }) => {
    // Budgets no other run repeats within the ten minutes identical searches are kept once: each one is new.
    const first = randomInt(1, 1_900) * 50_000;
    for (let i = 0; i < MATCH_RECORDING_LIMIT.limit; i++) {
      const response = await page.request.get(`/ai-match?role=buyer&aircraftType=business-jet&budget=${first + i * 50_000}&run=1`);
      expect(response.status()).toBe(200);
    }
    await page.goto(`/ai-match?role=buyer&aircraftType=business-jet&budget=${first + MATCH_RECORDING_LIMIT.limit * 50_000}&run=1`);
    await expect(page.getByText("Analysis Complete!")).toBeVisible();
    // The random budget may reach a single match: "We found 1 aircraft that matches ...".
    await expect(page.getByRole("heading", { name: /^We found \d+ aircraft that match(es)? your requirements$/ })).toBeVisible();
  });

  test("Refine Search returns to the form with the answers kept", async ({ page }, testInfo) => {
    await page.goto("/ai-match?role=buyer&aircraftType=turboprop&budget=5000000&passengerCapacity=5-8&range=medium&timeline=short&additionalNotes=cargo+door&run=1");
    await expect(page.getByText("Analysis Complete!")).toBeVisible();
    await page.getByRole("link", { name: "Refine Search" }).first().click();
    await expect(page).not.toHaveURL(/run=1/);
    await expect(page.getByLabel("Aircraft Type")).toHaveValue("turboprop");
    await expect(postedBudget(page, testInfo.project.name === "js")).toHaveValue("5000000");
    await expect(page.locator("output")).toHaveText("$5.0M");
    await expect(page.getByLabel("Passenger Capacity")).toHaveValue("5-8");
    await expect(page.getByLabel("Range Requirements")).toHaveValue("medium");
    await expect(page.getByLabel("Purchase Timeline")).toHaveValue("short");
    await expect(page.getByLabel("Primary Usage")).toHaveValue("");
    await expect(page.getByLabel("Additional Notes")).toHaveValue("cargo door");
    await expect(page.getByRole("button", { name: "Find My Matches" })).toBeEnabled();
  });
});

test.describe("AI match: seller", () => {
  test("shows the demand from recent buyer searches, never who searched", async ({ page }) => {
    // A buyer looking for a charter helicopter, as the buyer form would submit it.
    await page.goto("/ai-match?role=buyer&aircraftType=helicopter&budget=3000000&passengerCapacity=5-8&usage=charter&run=1");
    await expect(page.getByText("Analysis Complete!")).toBeVisible();

    await page.goto("/ai-match?role=seller");
    await page.getByLabel("Category").selectOption("helicopter");
    await page.getByLabel("Asking price (USD)").fill("2750000");
    await page.getByLabel("Passenger seats").fill("6");
    await page.getByLabel("Year").fill("2017");
    await page.getByLabel("Range (nm)").fill("330");
    await page.getByLabel("Useful load (lbs)").fill("2200");
    await page.getByLabel("Available in (months)").fill("0");
    await page.getByRole("button", { name: "See Buyer Demand" }).click();

    await expect(page).toHaveURL(/role=seller.*category=helicopter.*run=1/);
    await expect(page.getByRole("heading", { name: "Your 2017 Helicopter at $2.8M" })).toBeVisible();
    await expect(page.getByText(/^[1-9][\d,]* of [\d,]+ recent buyer searche?s? would match$/)).toBeVisible();
    await expect(page.getByText("Where it fits what buyers want")).toBeVisible();
    await expect(page.getByText("Enough seats for 5-8 passengers")).toBeVisible();
    await expect(page.getByText("The aircraft type they asked for")).toBeVisible();
    await expect(page.getByText(/kept without names, accounts, contact details, IP addresses or notes/)).toBeVisible();
    // The form keeps the description for another try.
    await expect(page.getByLabel("Passenger seats")).toHaveValue("6");
  });

  test("explains what is missing from the description", async ({ page }) => {
    const response = await page.goto("/ai-match?role=seller&price=2750000&seats=6&year=2017&rangeNm=330&usefulLoadLbs=&run=1");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Choose the aircraft's category.")).toBeVisible();
    await expect(page.getByText("Enter the useful load in pounds.")).toBeVisible();
    await expect(page.getByLabel("Asking price (USD)")).toHaveValue("2750000");
  });
});
