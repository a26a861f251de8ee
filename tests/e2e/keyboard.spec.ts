import { expect, type Locator, type Page } from "@playwright/test";
import { DIRECT_MESSAGE_SENT, SAMPLE_MESSAGE_SENT } from "~/domain/inquiries/inquiry";
import { accountDetails, createConfirmedAccount, expectToast, test } from "./support/accounts";
import { hydrated } from "./support/hydration";

/** The most Tab presses a step may take: the header and a page's controls before the one wanted. */
const MAX_TABS = 150;

/**
 * What has the keyboard's focus is drawn so a reader sees it: an outline (the site's
 * :focus-visible) or a ring (the text boxes' box-shadow), on an element in view.
 */
async function expectVisibleFocus(page: Page, step: string) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    // Past a modal dialog's last control, Tab goes to the browser's own controls before coming back: no page's to draw.
    if (!element || element === document.body) return { drawn: true, what: "the browser's controls" };
    // A visually hidden radio button is drawn by what stands for it: the next element, in its label.
    const ownBox = element.getBoundingClientRect();
    const drawnBy = ownBox.width <= 1 && element.nextElementSibling ? element.nextElementSibling : element;
    const style = getComputedStyle(drawnBy);
    const box = drawnBy.getBoundingClientRect();
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    const inView = box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < window.innerHeight;
    const what = `${element.tagName.toLowerCase()} “${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}”`;
    return { drawn: (outline || ring) && inView, what };
  });
  expect(focus.drawn, `a visible focus on ${focus.what} (${step})`).toBe(true);
}

/** Presses Tab until `target` has the focus, checking at each stop that the focus can be seen. */
async function tabTo(page: Page, target: Locator, step: string) {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, step);
    if (await target.evaluate((element) => element === document.activeElement)) return presses + 1;
  }
  throw new Error(`${step}: not reached in ${MAX_TABS} presses of Tab`);
}

test("a buyer searches, opens an aircraft, sends an inquiry and saves a search with the keyboard alone, the focus visible at every step", async ({ page }) => {
  test.slow();
  const buyer = accountDetails("buyer");
  await createConfirmedAccount(page.request, buyer);
  // The viewport of a phone held sideways would hide less: a laptop's, where the header shows all its links.
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/");
  await hydrated(page);
  await tabTo(page, page.getByRole("searchbox", { name: "Search aircraft" }), "the home page's search");
  await page.keyboard.type("Citation");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/catalog\?q=Citation/);
  await hydrated(page);

  const firstAircraft = page.locator(".card-title a").first();
  const name = (await firstAircraft.textContent())!.trim();
  await tabTo(page, firstAircraft, "the first aircraft found");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  // Other journeys publish Citations of real sellers, which may come first: the toast follows what this one is.
  const sample = await page.getByText("Sample listing", { exact: true }).first().isVisible();
  await hydrated(page);

  await tabTo(page, page.getByRole("link", { name: "Email Seller" }), "the aircraft's Email Seller");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Professional Aircraft Inquiry - ${name}` })).toBeVisible();
  await tabTo(page, dialog.getByRole("link", { name: "Contact Seller Directly" }), "the dialog's Contact Seller Directly");
  await page.keyboard.press("Enter");
  const message = dialog.getByRole("textbox", { name: "Message" });
  await expect(message).toBeVisible();
  await tabTo(page, message, "the message box");
  await page.keyboard.type("Is the aircraft available for a pre-buy inspection next month?");
  await tabTo(page, dialog.getByRole("button", { name: "Send Message" }), "Send Message");
  await page.keyboard.press("Enter");
  await expectToast(page, sample ? SAMPLE_MESSAGE_SENT : DIRECT_MESSAGE_SENT);

  // Back to the search, as typed in the address bar.
  await page.goto("/catalog?q=Citation");
  await hydrated(page);
  await tabTo(page, page.locator("summary", { hasText: "Save this search" }), "Save this search");
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByLabel("Name"), "the saved search's name");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Citations");
  await tabTo(page, page.getByRole("button", { name: "Save search" }), "Save search");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "“Citations” is saved to your searches." })).toBeVisible();
});
