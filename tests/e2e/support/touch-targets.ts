import { expect, type Page } from "@playwright/test";

export const PHONE = { width: 375, height: 800 };
export const MIN_TARGET_PX = 44;

/**
 * Every control a phone shows can be hit: each visible link, button, field, dropdown,
 * disclosure and focusable element measures at least 44 by 44 CSS px at 375 px wide.
 *
 * The rule, as WCAG 2.5.8 words its exceptions:
 * - a link inside a sentence (drawn inline, with other words of its block around it) is
 *   exempt: its size is the line's, set by the text around it;
 * - a checkbox or radio button is measured with its label, which is part of what a
 *   finger hits (a click on the label ticks the box);
 * - what is not drawn (hidden, closed, behind aria-hidden or inert, or a 1 px
 *   screen-reader-only link until it is focused) is not a target.
 *
 * The page is measured as it stands, at the phone's width, then given its width back.
 */
export async function expectTouchTargets(page: Page, label = new URL(page.url()).pathname) {
  const viewport = page.viewportSize();
  await page.setViewportSize(PHONE);
  const tooSmall = await page.evaluate((minimum) => {
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const words = (element: Element | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
    const inSentence = (element: Element) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      return words(block).length > words(element).length;
    };
    const target = (element: Element) => {
      if (!element.matches('input[type="checkbox"], input[type="radio"]')) return element;
      const input = element as HTMLInputElement;
      return input.closest("label") ?? input.labels?.[0] ?? element;
    };
    return [...document.querySelectorAll(controls)]
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest('[aria-hidden="true"], [inert]'))
      .filter((element) => !inSentence(element))
      .map((element) => ({ element, box: target(element).getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && (box.width < minimum - 0.5 || box.height < minimum - 0.5))
      .map(({ element, box }) => {
        const name = element.getAttribute("aria-label") ?? (words(element) || element.getAttribute("name") || element.id);
        return `${element.tagName.toLowerCase()} “${name.slice(0, 50)}” ${Math.round(box.width)}x${Math.round(box.height)}`;
      });
  }, MIN_TARGET_PX);
  if (viewport) await page.setViewportSize(viewport);
  expect.soft(tooSmall, `controls under ${MIN_TARGET_PX}x${MIN_TARGET_PX} px on ${label} at ${PHONE.width} px`).toEqual([]);
}
