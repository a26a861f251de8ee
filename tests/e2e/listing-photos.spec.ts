import { expect, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import sharp from "sharp";
import { accountDetails, createConfirmedAccount, expectToast, signIn, signOut, test } from "./support/accounts";
import { SAMPLE_SELLERS } from "./support/sample-sellers";

/**
 * A seller's photos, with and without JavaScript. Each project's seller signs up with
 * the contact email of a different seller of the sample inventory, and so owns that
 * seller's listings (app/server/accounts/profiles.server.ts).
 */
const SELLERS = SAMPLE_SELLERS.photos;

async function testPhoto(width: number, height: number, background: string, format: "jpeg" | "png"): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return format === "jpeg" ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

function coverBadge(row: Locator) {
  return row.getByText("Cover", { exact: true });
}

function photoRows(page: Page) {
  return page.getByRole("region", { name: "Your photos" }).getByRole("listitem");
}

async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel("Photos", { exact: true }).setInputFiles(files);
  await page.getByRole("button", { name: "Upload Photos" }).click();
}

test("the owning seller uploads photos, picks the cover, reorders and deletes; buyers see the gallery; others get a 404", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const target = SELLERS[testInfo.project.name as keyof typeof SELLERS];
  const seller = { ...accountDetails("seller"), email: target.email };
  const otherSeller = accountDetails("seller", "Nadia");
  const buyer = accountDetails("buyer");
  await Promise.all([createConfirmedAccount(request, seller), createConfirmedAccount(request, otherSeller), createConfirmedAccount(request, buyer)]);
  const photosPage = `/dashboard/listings/${target.listingId}/photos`;

  await signIn(page, seller.email);
  await page.goto(photosPage);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.replace(/^Photos of the /, "");
  await expect(page.getByText("No photos yet.")).toBeVisible();

  // A text file named .jpg and a file past the limit are refused with a clear message, and nothing is stored.
  await upload(page, [{ name: "not-a-photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("This is a text file, not a photo.") }]);
  await expect(page.getByRole("alert")).toHaveText('"not-a-photo.jpg" is not a JPEG, PNG or WebP image.');
  const oversized = Buffer.alloc(15 * 1024 * 1024 + 1, 0xff);
  await upload(page, [{ name: "huge.jpg", mimeType: "image/jpeg", buffer: oversized }]);
  await expect(page.getByRole("alert")).toHaveText("Each photo must be 15 MB or smaller.");
  await expect(page.getByText("No photos yet.")).toBeVisible();

  await hydrated(page);
  await page.getByLabel("Photos", { exact: true }).setInputFiles([
    { name: "exterior.jpg", mimeType: "image/jpeg", buffer: await testPhoto(1600, 1000, "#2f6690", "jpeg") },
    { name: "panel.png", mimeType: "image/png", buffer: await testPhoto(900, 600, "#d9a441", "png") },
  ]);
  if (testInfo.project.name === "js") {
    const chosen = page.getByRole("list", { name: "Chosen photos" });
    await expect(chosen.getByRole("img", { name: "Preview of exterior.jpg" })).toBeVisible();
    await expect(chosen.getByRole("img", { name: "Preview of panel.png" })).toBeVisible();
  }
  await page.getByRole("button", { name: "Upload Photos" }).click();
  await expectToast(page, "2 photos added.");
  await expect(photoRows(page)).toHaveCount(2);
  await expect(coverBadge(photoRows(page).nth(0))).toBeVisible();
  await expect(coverBadge(photoRows(page).nth(1))).toHaveCount(0);

  // Buyers' pages: the gallery with both photos, a thumbnail per photo, and the cover on the catalogue card.
  await page.goto(`/aircraft/${target.listingId}`);
  const gallery = page.getByRole("region", { name: `Photos of the ${name}` });
  await expect(gallery.getByRole("img", { name: `${name}, photo 1 of 2` })).toBeVisible();
  await gallery.getByRole("link", { name: `Show ${name}, photo 2 of 2` }).click();
  await expect(page).toHaveURL(/\?photo=2$/);
  const second = gallery.getByRole("img", { name: `${name}, photo 2 of 2` });
  await expect(second).toHaveAttribute("width", "900");
  await expect(second).toHaveAttribute("height", "600");
  const media = await request.get(new URL((await second.getAttribute("src"))!, page.url()).href);
  expect(media.status()).toBe(200);
  expect(media.headers()["content-type"]).toBe("image/webp");
  expect(media.headers()["cache-control"]).toBe("public, max-age=600");
  expect(media.headers()["etag"]).toMatch(/^"[0-9a-f]{32}-\d+"$/);
  expect(media.headers()["x-content-type-options"]).toBe("nosniff");

  await page.goto(`/catalog?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(card.getByRole("img").first()).toHaveAttribute("srcset", /\/media\/listings\/\d+\/[0-9a-f]{32}-480\.webp 480w/);
  // The other JavaScript mode may be adding photos to the same listing meanwhile: the count is at least this test's two.
  await expect(card.getByText(/^([2-9]|\d{2,}) photos$/)).toBeVisible();

  // The seller's own row on the dashboard shows the cover too.
  await page.goto("/dashboard");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row.locator("img")).toHaveAttribute("srcset", /\/media\/listings\/\d+\/[0-9a-f]{32}-480\.webp 480w/);

  // The seller makes the second photo the cover, moves it first, and deletes the other.
  await page.goto(photosPage);
  await page.getByRole("button", { name: "Make Cover, photo 2" }).click();
  await expectToast(page, "The cover photo is changed.");
  await expect(coverBadge(photoRows(page).nth(1))).toBeVisible();
  await expect(coverBadge(photoRows(page).nth(0))).toHaveCount(0);
  await page.getByRole("button", { name: "Move Up, photo 2" }).click();
  await expectToast(page, "The photo moved up.");
  await expect(coverBadge(photoRows(page).nth(0))).toBeVisible();
  await expect(photoRows(page).nth(0).getByRole("img")).toHaveAttribute("width", "900");
  await page.getByRole("button", { name: "Delete, photo 2" }).click();
  await expectToast(page, "The photo is deleted.");
  await expect(photoRows(page)).toHaveCount(1);
  await expect(photoRows(page).nth(0).getByRole("img")).toHaveAttribute("width", "900");

  await page.goto(`/aircraft/${target.listingId}`);
  await expect(page.getByRole("img", { name: `${name}, photo` })).toHaveAttribute("width", "900");

  // Only the owning seller has a photos page.
  await signOut(page);
  for (const stranger of [otherSeller, buyer]) {
    await signIn(page, stranger.email);
    const response = await page.goto(photosPage);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await signOut(page);
  }
});
