import { describe, expect, it } from "vitest";
import { mediaPathFromUrl, normalizeStoragePath, photoStorageKey, renditionPath } from "~/domain/listings/storage-paths";

describe("normalizeStoragePath", () => {
  it("removes leading, trailing and duplicate slashes, as Supabase Storage does", () => {
    expect(normalizeStoragePath("/listings//12///a.webp/")).toBe("listings/12/a.webp");
    expect(normalizeStoragePath("listings/12/a.webp")).toBe("listings/12/a.webp");
  });

  it("refuses paths that name nothing or could leave the bucket", () => {
    expect(normalizeStoragePath("")).toBeNull();
    expect(normalizeStoragePath("///")).toBeNull();
    expect(normalizeStoragePath("listings/../../etc/passwd")).toBeNull();
    expect(normalizeStoragePath("./listings")).toBeNull();
    expect(normalizeStoragePath("listings\\..\\secret")).toBeNull();
    expect(normalizeStoragePath("listings/a\u0000b")).toBeNull();
  });
});

describe("photo addresses", () => {
  const hash = "0123456789abcdef0123456789abcdef";

  it("names each rendition by listing, content hash and width", () => {
    expect(renditionPath(photoStorageKey(12, hash), 960)).toBe(`listings/12/${hash}-960.webp`);
  });

  it("serves renditions only, whatever the slashes", () => {
    expect(mediaPathFromUrl(`listings/12/${hash}-960.webp`)).toBe(`listings/12/${hash}-960.webp`);
    expect(mediaPathFromUrl(`/listings//12/${hash}-960.webp`)).toBe(`listings/12/${hash}-960.webp`);
    expect(mediaPathFromUrl(`listings/12/../13/${hash}-960.webp`)).toBeNull();
    expect(mediaPathFromUrl(`listings/12/${hash}-960.png`)).toBeNull();
    expect(mediaPathFromUrl(`listings/12/${hash.slice(1)}-960.webp`)).toBeNull();
    expect(mediaPathFromUrl("listings/12")).toBeNull();
  });
});
