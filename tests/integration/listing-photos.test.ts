/**
 * Listing photos against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL) and the local storage backend in a scratch directory: what an
 * upload stores, the order and cover rules, and what the storage module keeps.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deflateSync, crc32 } from "node:zlib";
import {
  LISTING_DELETED_MESSAGE,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_LISTING,
  notAPhotoMessage,
  PHOTO_TOO_LARGE_MESSAGE,
  photoCountProblem,
  tooManyPixelsMessage,
} from "~/domain/listings/listing-photos";
import { photoStorageKey, renditionPath } from "~/domain/listings/storage-paths";
import { removePersonalData } from "~/server/accounts/account-closure.server";
import { buyerDashboard, sellerDashboard } from "~/server/accounts/dashboard.server";
import { saveAircraft } from "~/server/alerts/saved-aircraft.server";
import { listingPhotos, listings, profiles, sellerVerifications } from "~/server/db/schema";
import { SEED_LISTINGS } from "~/server/db/seed-listings";
import { seedDatabase } from "~/server/db/seed.server";
import {
  addListingPhotos,
  deletePhoto,
  listingPhotosOf,
  movePhoto,
  PhotoCountError,
  photoServing,
  setCoverPhoto,
  withCovers,
} from "~/server/listings/listing-photos.server";
import { type ProcessedPhoto, processPhoto } from "~/server/listings/photo-processing.server";
import { featuredListings } from "~/server/listings/listings.server";
import { checkLocalPhotoStorage } from "~/server/listings/photo-storage-check.server";
import { deleteListing, createListing } from "~/server/listings/seller-listings.server";
import { grantOperator, revokeOperator } from "~/server/operators/operator-grants.server";
import { accountRoles } from "~/server/operators/roles.server";
import { readPhotoForm } from "~/server/listings/photo-upload.server";
import { type FileStorage, localStorage, StoragePathError } from "~/server/platform/storage.server";
import { listingForm } from "../support/listing-form";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
let root: string;
let storage: FileStorage;
const [first, second] = SEED_LISTINGS.map((seed) => seed.id) as [number, number];

function photo(width: number, height: number, colour: string, format: "jpeg" | "png" = "jpeg") {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === "jpeg" ? image.jpeg() : image.png()).toBuffer();
}

/** A distinct small photo per index: its width is the index's own. */
async function tiny(index: number): Promise<ProcessedPhoto> {
  return processPhoto(await sharp({ create: { width: 20 + index, height: 30, channels: 3, background: "#4a7fb0" } }).png().toBuffer());
}

function pathsOf(listingId: number, photo: ProcessedPhoto): string[] {
  return photo.renditions.map((rendition) => renditionPath(photoStorageKey(listingId, photo.contentHash), rendition.width));
}

async function served(path: string): Promise<boolean> {
  const body = await storage.download(path);
  await body?.cancel();
  return body !== null;
}

/** Every file every photo row of the listing names can be downloaded. */
async function everyPhotoServed(listingId: number): Promise<boolean> {
  const rows = await listingPhotosOf(database.db, listingId);
  const paths = rows.flatMap((row) => row.widths.map((width) => renditionPath(row.storageKey, width)));
  return (await Promise.all(paths.map(served))).every(Boolean);
}

function gate(): { open: () => void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** A new account with a profile, as after its first sign-in. */
async function profile(userType: "buyer" | "seller"): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${userType}.${id.slice(0, 8)}@example.com`;
  await database.db.insert(profiles).values({ id, email, firstName: "Pat", lastName: "Lee", userType, company: null, phone: "+1 555 0100" });
  return { id, email };
}

async function storedFiles(listingId: number): Promise<string[]> {
  return readdir(path.join(root, "listings", String(listingId))).catch(() => []);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  root = await mkdtemp(path.join(tmpdir(), "aeromarket-storage-"));
  storage = localStorage(root);
});

afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

describe("processPhoto", () => {
  it("turns the photo upright, drops its metadata and renders WebP at each width", async () => {
    // 2000 x 1000 stored sideways, as phones do: EXIF orientation 6 means "rotate 90° clockwise".
    const sideways = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#3a6ea5" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 22/1 0/1" } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();

    const processed = await processPhoto(sideways);
    expect(processed.renditions.map((rendition) => rendition.width)).toEqual([480, 960, 1000]);
    expect({ width: processed.width, height: processed.height }).toEqual({ width: 1000, height: 2000 });
    for (const rendition of processed.renditions) {
      const metadata = await sharp(rendition.bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.width).toBe(rendition.width);
      expect(metadata.height).toBe(rendition.width * 2);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    expect(processed.contentHash).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("a listing's photos", () => {
  it("stores an upload's photos in order, the first as cover, with their renditions", async () => {
    const photos = await Promise.all([photo(1200, 800, "#ff0000"), photo(800, 600, "#00ff00", "png"), photo(640, 480, "#0000ff")].map(async (bytes) => processPhoto(await bytes)));
    await addListingPhotos(database.db, storage, first, photos);

    const stored = await listingPhotosOf(database.db, first);
    expect(stored.map((row) => [row.position, row.isCover, row.width, row.height])).toEqual([
      [0, true, 1200, 800],
      [1, false, 800, 600],
      [2, false, 640, 480],
    ]);
    const files = await storedFiles(first);
    for (const row of stored) for (const width of row.widths) expect(files).toContain(path.basename(renditionPath(row.storageKey, width)));

    // The same image again adds nothing; a new one goes last and leaves the cover alone.
    await addListingPhotos(database.db, storage, first, [photos[0]!, await processPhoto(await photo(500, 500, "#ffff00"))]);
    const after = await listingPhotosOf(database.db, first);
    expect(after).toHaveLength(4);
    expect(after.map((row) => row.isCover)).toEqual([true, false, false, false]);
  });

  it("moves photos among their neighbours and keeps one cover", async () => {
    const [a, b, c, d] = await listingPhotosOf(database.db, first);
    expect(await movePhoto(database.db, first, b!.id, "up")).toBe(true);
    expect(await movePhoto(database.db, first, b!.id, "up")).toBe(false);
    expect(await movePhoto(database.db, first, c!.id, "down")).toBe(true);
    expect(await movePhoto(database.db, first, c!.id, "down")).toBe(false);
    expect((await listingPhotosOf(database.db, first)).map((row) => row.id)).toEqual([b!.id, a!.id, d!.id, c!.id]);

    expect(await setCoverPhoto(database.db, first, c!.id)).toBe(true);
    const covers = (await database.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, first))).filter((row) => row.isCover);
    expect(covers.map((row) => row.id)).toEqual([c!.id]);
  });

  it("holds a listing to MAX_PHOTOS_PER_LISTING, also when two uploads arrive together", async () => {
    const third = SEED_LISTINGS[2]!.id;
    // Each a different colour, so each a different image.
    const tiny = async (index: number) => processPhoto(await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: index * 7, g: 80, b: 120 } } }).png().toBuffer());
    const batch = (from: number, count: number) => Promise.all(Array.from({ length: count }, (_, index) => tiny(from + index)));
    const [first11, second11] = await Promise.all([batch(0, 11), batch(11, 11)]);
    // Two uploads of 11 into an empty listing: whichever comes second would make 22.
    const results = await Promise.allSettled([addListingPhotos(database.db, storage, third, first11), addListingPhotos(database.db, storage, third, second11)]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await listingPhotosOf(database.db, third)).toHaveLength(11);

    await addListingPhotos(database.db, storage, third, await batch(22, 8));
    await expect(addListingPhotos(database.db, storage, third, await batch(30, 2))).rejects.toThrow(
      new PhotoCountError(`A listing holds up to ${MAX_PHOTOS_PER_LISTING} photos: you can add 1 more.`),
    );
    expect(await listingPhotosOf(database.db, third)).toHaveLength(MAX_PHOTOS_PER_LISTING - 1);
    await expect(addListingPhotos(database.db, storage, third, [])).rejects.toThrow(new PhotoCountError("Choose at least one photo to upload."));
  });

  it("will not touch a photo through another listing", async () => {
    const [photoOfFirst] = await listingPhotosOf(database.db, first);
    expect(await setCoverPhoto(database.db, second, photoOfFirst!.id)).toBe(false);
    expect(await movePhoto(database.db, second, photoOfFirst!.id, "down")).toBe(false);
    expect(await deletePhoto(database.db, storage, second, photoOfFirst!.id)).toBe(false);
    expect(await listingPhotosOf(database.db, first)).toHaveLength(4);
  });

  it("deleting the cover hands it to the first photo left, and removes the files", async () => {
    const before = await listingPhotosOf(database.db, first);
    const cover = before.find((row) => row.isCover)!;
    expect(await deletePhoto(database.db, storage, first, cover.id)).toBe(true);

    const after = await listingPhotosOf(database.db, first);
    expect(after.map((row) => row.id)).toEqual(before.filter((row) => row.id !== cover.id).map((row) => row.id));
    expect(after.map((row) => row.isCover)).toEqual([true, false, false]);
    const files = await storedFiles(first);
    expect(files.some((name) => name.startsWith(path.basename(cover.storageKey)))).toBe(false);
  });

  it("gives cards the cover and leaves listings without photos to their drawing", async () => {
    const [withPhotos, without] = await withCovers(database.db, [{ ...SEED_LISTINGS[0]!, id: first, image: "", createdAt: new Date(), views: 0 }, { ...SEED_LISTINGS[1]!, id: second, image: "", createdAt: new Date(), views: 0 }]);
    const cover = (await listingPhotosOf(database.db, first)).find((row) => row.isCover)!;
    expect(withPhotos!.cover?.src).toBe(`/media/${renditionPath(cover.storageKey, cover.widths.at(-1)!)}`);
    expect(without!.cover).toBeUndefined();
    expect((await featuredListings(database.db, 3)).every((listing) => listing.cover === undefined || listing.id === first)).toBe(true);
  });

  it("counts each card's own photos, not every listing's", async () => {
    const other = SEED_LISTINGS.find((seed) => seed.id !== first && seed.id !== second)!.id;
    await database.db.insert(listingPhotos).values({ listingId: other, storageKey: `listings/${other}/counted`, widths: [640], width: 640, height: 400, position: 1_000, isCover: false });
    try {
      const [card] = await withCovers(database.db, [{ ...SEED_LISTINGS[0]!, id: first, image: "", createdAt: new Date(), views: 0 }]);
      expect(card!.photoCount).toBe((await listingPhotosOf(database.db, first)).length);
    } finally {
      await database.db.delete(listingPhotos).where(eq(listingPhotos.storageKey, `listings/${other}/counted`));
    }
  });
});

describe("two uploads to one listing sharing a photo, one of them failing", () => {
  it("keeps the files of the acknowledged one when the failing one cleans up after it", async () => {
    const listingId = SEED_LISTINGS[3]!.id;
    await addListingPhotos(database.db, storage, listingId, await Promise.all(Array.from({ length: MAX_PHOTOS_PER_LISTING - 1 }, (_, index) => tiny(300 + index))));
    const [shared, extra] = await Promise.all([tiny(400), tiny(401)]);
    // The failing upload writes the shared photo's files, then waits while the other is acknowledged.
    const sharedWritten = gate();
    const release = gate();
    const slow: FileStorage = {
      ...storage,
      async upload(path, body, options) {
        if (path === pathsOf(listingId, extra)[0]) {
          sharedWritten.open();
          await release.opened;
        }
        return storage.upload(path, body, options);
      },
    };
    const failing = addListingPhotos(database.db, slow, listingId, [shared, extra]);
    await sharedWritten.opened;
    await addListingPhotos(database.db, storage, listingId, [shared]);
    release.open();
    await expect(failing).rejects.toThrow(PhotoCountError);

    expect(await listingPhotosOf(database.db, listingId)).toHaveLength(MAX_PHOTOS_PER_LISTING);
    expect(await everyPhotoServed(listingId)).toBe(true);
  });

  it("writes the files again when the failing one removed them before the other was stored", async () => {
    const listingId = SEED_LISTINGS[4]!.id;
    await addListingPhotos(database.db, storage, listingId, await Promise.all(Array.from({ length: MAX_PHOTOS_PER_LISTING - 1 }, (_, index) => tiny(500 + index))));
    const [shared, extra] = await Promise.all([tiny(600), tiny(601)]);
    const sharedWritten = gate();
    const releaseFailing = gate();
    const failing = addListingPhotos(
      database.db,
      {
        ...storage,
        async upload(path, body, options) {
          if (path === pathsOf(listingId, extra)[0]) {
            sharedWritten.open();
            await releaseFailing.opened;
          }
          return storage.upload(path, body, options);
        },
      },
      listingId,
      [shared, extra],
    );
    await sharedWritten.opened;
    // The other finds the shared files there, and waits before storing its row until the failing one has cleaned up.
    const checked = gate();
    const releaseSucceeding = gate();
    const lastShared = pathsOf(listingId, shared).at(-1);
    let held = false;
    const succeeding = addListingPhotos(
      database.db,
      {
        ...storage,
        async download(path) {
          const body = await storage.download(path);
          if (path === lastShared && !held) {
            held = true;
            checked.open();
            await releaseSucceeding.opened;
          }
          return body;
        },
      },
      listingId,
      [shared],
    );
    await checked.opened;
    releaseFailing.open();
    await expect(failing).rejects.toThrow(PhotoCountError);
    releaseSucceeding.open();
    await succeeding;

    expect(await listingPhotosOf(database.db, listingId)).toHaveLength(MAX_PHOTOS_PER_LISTING);
    expect(await everyPhotoServed(listingId)).toBe(true);
  });
});

describe("reading an upload", () => {
  const upload = (files: File[]) => {
    const form = new FormData();
    form.set("intent", "upload");
    for (const file of files) form.append("photos", file);
    return new Request("http://localhost/dashboard/listings/1/photos", { method: "POST", body: form });
  };

  it("takes photos by their content and refuses a text file named .jpg", async () => {
    const real = new File([await photo(300, 200, "#123456", "png")], "named-wrong.txt");
    const fake = new File(["This is a text file, not a photo."], "n123ab.jpg", { type: "image/jpeg" });
    const form = await readPhotoForm(upload([real, fake]));
    expect(form.fields.get("intent")).toBe("upload");
    expect(form.photos.map((processed) => [processed.width, processed.height])).toEqual([[300, 200]]);
    expect(form.errors).toEqual([notAPhotoMessage("n123ab.jpg")]);
  });

  it("stops reading a file past the size limit", async () => {
    const huge = new File([new Uint8Array(MAX_PHOTO_BYTES + 1).fill(0xff)], "huge.jpg", { type: "image/jpeg" });
    const form = await readPhotoForm(upload([huge]));
    expect(form.errors).toEqual([PHOTO_TOO_LARGE_MESSAGE]);
    expect(form.photos).toEqual([]);
  });

  it("refuses a 100-megapixel PNG from its header in under a second, without decoding it", async () => {
    const form = await readPhotoForm(upload([new File([hundredMegapixelPng()], "bomb.png", { type: "image/png" })]));
    const started = performance.now();
    const again = await readPhotoForm(upload([new File([hundredMegapixelPng()], "bomb.png", { type: "image/png" })]));
    expect(performance.now() - started).toBeLessThan(1000);
    for (const read of [form, again]) {
      expect(read.errors).toEqual([tooManyPixelsMessage("bomb.png")]);
      expect(read.photos).toEqual([]);
    }
  });

  it("decodes nothing past the listing's room and says how many more fit", async () => {
    const files = [new File([hundredMegapixelPng()], "a.png"), new File([await photo(30, 20, "#abcdef", "png")], "b.png")];
    const started = performance.now();
    const form = await readPhotoForm(upload(files), MAX_PHOTOS_PER_LISTING - 1);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(form.errors).toEqual([photoCountProblem(MAX_PHOTOS_PER_LISTING - 1, 2)]);
    expect(form.photos).toEqual([]);
  });

  it("answers a malformed form with a message, not an error: too many fields or parts, a part header over 8 KB", async () => {
    const manyFields = new FormData();
    for (let index = 0; index < 1001; index += 1) manyFields.append(`field${index}`, "x");
    const manyParts = new FormData();
    for (let index = 0; index < 990; index += 1) manyParts.append(`field${index}`, "x");
    for (let index = 0; index < 11; index += 1) manyParts.append("photos", new File([""], ""));
    const boundary = "----aeromarket-test";
    const longHeader = [`--${boundary}`, `Content-Disposition: form-data; name="intent"`, `X-Padding: ${"a".repeat(9 * 1024)}`, "", "upload", `--${boundary}--`, ""].join("\r\n");
    const requests = [
      new Request("http://localhost/dashboard/listings/1/photos", { method: "POST", body: manyFields }),
      new Request("http://localhost/dashboard/listings/1/photos", { method: "POST", body: manyParts }),
      new Request("http://localhost/dashboard/listings/1/photos", { method: "POST", body: longHeader, headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` } }),
      new Request("http://localhost/dashboard/listings/1/photos", { method: "POST", body: new URLSearchParams(Array.from({ length: 1001 }, (_, index) => [`f${index}`, "x"])) }),
    ];
    for (const request of requests) {
      expect((await readPhotoForm(request)).errors).toEqual(["The upload could not be read. Please choose the photos again."]);
    }
  });
});

/** A real, valid 10,000 x 10,000 PNG (1-bit grey, all black): about 12 KB that would decode to 100 megapixels. */
function hundredMegapixelPng(): Buffer<ArrayBuffer> {
  const side = 10_000;
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, "latin1"), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc(side * (1 + side / 8));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

describe("who is served a listing's photos", () => {
  it("everyone while the listing is public; its seller and operators alone once it is a draft or deleted; no one for an unknown listing", async () => {
    const listing = SEED_LISTINGS[5]!;
    const [row] = await database.db.select({ sellerId: listings.sellerId }).from(listings).where(eq(listings.id, listing.id));
    const seller = { id: row!.sellerId!, isOperator: false };
    const path = pathsOf(listing.id, await tiny(700))[0]!;
    const stranger = { id: "00000000-0000-4000-8000-000000000001", isOperator: false };
    // An operator as the session sees one: the role read from the app's own tables.
    const operator = await profile("seller");
    expect(await grantOperator(database.db, operator.email, "Reviews listings")).toEqual({ ok: true, changed: true });
    const operatorViewer = { id: operator.id, isOperator: (await accountRoles(database.db, operator.id)).isOperator };

    expect(await photoServing(database.db, path, null)).toBe("everyone");
    for (const status of ["draft", "deleted"] as const) {
      await database.db.update(listings).set({ status }).where(eq(listings.id, listing.id));
      expect(await photoServing(database.db, path, null)).toBeNull();
      expect(await photoServing(database.db, path, stranger)).toBeNull();
      expect(await photoServing(database.db, path, seller)).toBe("seller");
      expect(await photoServing(database.db, path, operatorViewer)).toBe("seller");
    }
    await revokeOperator(database.db, operator.email, "No longer reviews listings");
    expect(await photoServing(database.db, path, { id: operator.id, isOperator: (await accountRoles(database.db, operator.id)).isOperator })).toBeNull();
    await database.db.update(listings).set({ status: "active" }).where(eq(listings.id, listing.id));
    expect(await photoServing(database.db, path.replace(`listings/${listing.id}/`, "listings/999999/"), seller)).toBeNull();
  });
});

describe("a public listing buyers may not see", () => {
  it("shows its photos to its seller and operators alone while operators hide it or its seller is suspended", async () => {
    const listing = SEED_LISTINGS[6]!;
    const [row] = await database.db.select({ sellerId: listings.sellerId }).from(listings).where(eq(listings.id, listing.id));
    const seller = { id: row!.sellerId!, isOperator: false };
    const path = pathsOf(listing.id, await tiny(710))[0]!;
    const operatorViewer = { id: "00000000-0000-4000-8000-000000000002", isOperator: true };

    await database.db.update(listings).set({ hiddenAt: new Date(), hiddenReason: "Under review" }).where(eq(listings.id, listing.id));
    expect(await photoServing(database.db, path, null)).toBeNull();
    expect(await photoServing(database.db, path, seller)).toBe("seller");
    expect(await photoServing(database.db, path, operatorViewer)).toBe("seller");
    await database.db.update(listings).set({ hiddenAt: null, hiddenReason: null }).where(eq(listings.id, listing.id));

    await database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, seller.id));
    expect(await photoServing(database.db, path, null)).toBeNull();
    expect(await photoServing(database.db, path, operatorViewer)).toBe("seller");
    await database.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, seller.id));
    expect(await photoServing(database.db, path, null)).toBe("everyone");
  });
});

async function listingWithPhotos(sellerId: string, indexes: number[]) {
  const { id } = await createListing(database.db, sellerId, listingForm({ intent: "publish" }));
  const photos = await Promise.all(indexes.map(tiny));
  await addListingPhotos(database.db, storage, id, photos);
  return { id, photos };
}

describe("the dashboards' rows", () => {
  it("show each listing's cover, read with the rows, and the drawing for a listing without photos", async () => {
    const seller = await profile("seller");
    const buyer = await profile("buyer");
    const pictured = await listingWithPhotos(seller.id, [820, 821]);
    const { id: bare } = await createListing(database.db, seller.id, listingForm({ intent: "publish" }));
    const cover = (await listingPhotosOf(database.db, pictured.id)).find((row) => row.isCover)!;
    const coverSrc = `/media/${renditionPath(cover.storageKey, cover.widths.at(-1)!)}`;
    for (const id of [pictured.id, bare]) await saveAircraft(database.db, buyer.id, id);

    const sellerRows = (await sellerDashboard(database.db, seller)).listings;
    const buyerRows = (await buyerDashboard(database.db, buyer)).saved;
    for (const rows of [sellerRows, buyerRows]) {
      expect(rows.map((row) => row.id).sort()).toEqual([pictured.id, bare].sort());
      expect(rows.find((row) => row.id === pictured.id)?.cover?.src).toBe(coverSrc);
      expect(rows.find((row) => row.id === bare)?.cover).toBeUndefined();
    }
  });
});

describe("a deleted listing's photos", () => {

  it("are removed with it: their rows at once, their files once the deletion has committed; another listing's copy of the same image stays", async () => {
    const seller = await profile("seller");
    const doomed = await listingWithPhotos(seller.id, [800, 801]);
    // The same first image on another listing: stored under that listing's own path.
    const kept = await listingWithPhotos(seller.id, [800]);
    expect(await storedFiles(doomed.id)).toHaveLength(doomed.photos.flatMap((photo) => photo.renditions).length);

    expect(await deleteListing(database.db, storage, seller.id, doomed.id)).toBe(true);

    expect(await listingPhotosOf(database.db, doomed.id)).toEqual([]);
    expect(await storedFiles(doomed.id)).toEqual([]);
    for (const file of doomed.photos.flatMap((photo) => pathsOf(doomed.id, photo))) expect(await served(file)).toBe(false);
    expect(await everyPhotoServed(kept.id)).toBe(true);
    expect(await listingPhotosOf(database.db, kept.id)).toHaveLength(1);
  });

  it("are not brought back by an upload that ends after the deletion: it is refused and leaves no file", async () => {
    const seller = await profile("seller");
    const listing = await listingWithPhotos(seller.id, [810]);
    const late = await tiny(811);
    // The upload writes its files, then the listing is deleted before it stores its rows.
    const written = gate();
    const release = gate();
    const uploading = addListingPhotos(
      database.db,
      {
        ...storage,
        async upload(path, body, options) {
          await storage.upload(path, body, options);
          if (path === pathsOf(listing.id, late).at(-1)) {
            written.open();
            await release.opened;
          }
        },
      },
      listing.id,
      [late],
    );
    await written.opened;
    expect(await deleteListing(database.db, storage, seller.id, listing.id)).toBe(true);
    release.open();
    await expect(uploading).rejects.toThrow(new PhotoCountError(LISTING_DELETED_MESSAGE));

    expect(await listingPhotosOf(database.db, listing.id)).toEqual([]);
    expect(await storedFiles(listing.id)).toEqual([]);
  });

  it("still leaves the listing deleted when storage fails to remove the files, and says so in the log", async () => {
    const seller = await profile("seller");
    const listing = await listingWithPhotos(seller.id, [820]);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const broken: FileStorage = { ...storage, remove: () => Promise.reject(new Error("storage is down")) };
      expect(await deleteListing(database.db, broken, seller.id, listing.id)).toBe(true);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`deleted listing ${listing.id}`), expect.any(Error));
    } finally {
      logged.mockRestore();
    }
    const [row] = await database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id));
    expect(row?.status).toBe("deleted");
    expect(await listingPhotosOf(database.db, listing.id)).toEqual([]);
    // The files it left are orphans: no row names them (npm run storage:check lists them).
    expect(await storedFiles(listing.id)).not.toEqual([]);
  });

  it("go when their seller closes the account, which withdraws every listing", async () => {
    const seller = await profile("seller");
    const [one, two] = [await listingWithPhotos(seller.id, [830]), await listingWithPhotos(seller.id, [831, 832])];

    await removePersonalData(database.db, storage, seller);

    for (const listing of [one, two]) {
      expect(await listingPhotosOf(database.db, listing.id)).toEqual([]);
      expect(await storedFiles(listing.id)).toEqual([]);
    }
  });
});

describe("checking the local storage against the photo rows (npm run storage:check)", () => {
  it("reports the files no row names and the files a row names that are not there, and removes neither", async () => {
    const scratchRoot = await mkdtemp(path.join(tmpdir(), "aeromarket-storage-check-"));
    try {
      const scratch = localStorage(scratchRoot);
      const seller = await profile("seller");
      const { id } = await createListing(database.db, seller.id, listingForm({ intent: "publish" }));
      const [kept, damaged] = await Promise.all([tiny(900), tiny(901)]);
      await addListingPhotos(database.db, scratch, id, [kept, damaged]);
      const lost = pathsOf(id, damaged)[0]!;
      await scratch.remove([lost]);
      const stray = `listings/${id}/${"f".repeat(32)}-480.webp`;
      await scratch.upload(stray, new Uint8Array([1]), { contentType: "image/webp" });
      // A seller's verification proof is a stored file a row names, never an orphan.
      const proof = `verification/${seller.id}/${"a".repeat(32)}.pdf`;
      await scratch.upload(proof, new Uint8Array([37, 80, 68, 70]), { contentType: "application/pdf" });
      await database.db.insert(sellerVerifications).values({
        sellerId: seller.id,
        legalName: "Hart Aviation LLC",
        registrationNumber: "HA-1",
        country: "US",
        businessAddress: "1 Runway Rd, Denver, CO",
        phone: "+1 555 0100",
        documentKey: proof,
        documentName: "certificate.pdf",
        documentType: "application/pdf",
      });

      const report = await checkLocalPhotoStorage(database.db, scratchRoot);
      expect(report.orphans).toEqual([stray]);
      expect(report.verifications).toBeGreaterThanOrEqual(1);
      expect(report.missing).not.toContain(proof);
      // Other tests' photo rows name files in their own storage directory: only this listing's count here.
      expect(report.missing.filter((file) => file.startsWith(`listings/${id}/`))).toEqual([lost]);
      // Nothing was removed.
      expect(await new Response(await scratch.download(stray)).arrayBuffer()).toHaveProperty("byteLength", 1);
      expect(report.files).toBe(pathsOf(id, kept).length + pathsOf(id, damaged).length + 1);
    } finally {
      await rm(scratchRoot, { recursive: true, force: true });
    }
  });
});

describe("the local storage backend", () => {
  it("keeps Supabase Storage's defaults: no overwrite, lists by name from the start, 100 at most", async () => {
    await storage.upload("/scratch//b.txt/", new TextEncoder().encode("first"), { contentType: "text/plain" });
    await expect(storage.upload("scratch/b.txt", new TextEncoder().encode("second"), { contentType: "text/plain" })).rejects.toThrow();
    const stream = await storage.download("scratch/b.txt");
    expect(await new Response(stream).text()).toBe("first");

    for (let index = 0; index < 104; index += 1) await storage.upload(`scratch/${String(index).padStart(3, "0")}.txt`, new Uint8Array([index]), { contentType: "text/plain" });
    const listed = await storage.list("scratch");
    expect(listed).toHaveLength(100);
    expect(listed[0]).toBe("000.txt");
    expect(listed.at(-1)).toBe("099.txt");
    expect(await storage.list("/scratch/", { offset: 100 })).toEqual(["100.txt", "101.txt", "102.txt", "103.txt", "b.txt"]);
    expect(await storage.list("scratch", { limit: 2, sortBy: { column: "name", order: "desc" } })).toEqual(["b.txt", "103.txt"]);

    await storage.remove(["scratch/b.txt", "scratch/b.txt"]);
    expect(await storage.download("scratch/b.txt")).toBeNull();
  });

  it("refuses paths that would leave its directory", async () => {
    await expect(storage.upload("../outside.txt", new Uint8Array([1]), { contentType: "text/plain" })).rejects.toThrow(StoragePathError);
    await expect(storage.download("scratch/../../etc/passwd")).rejects.toThrow(StoragePathError);
  });
});
