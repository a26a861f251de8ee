import { describe, expect, it } from "vitest";
import {
  MAX_PHOTOS_PER_LISTING,
  photoAlt,
  photoCountProblem,
  photoImage,
  renditionWidths,
  selectedPhotoIndex,
  sniffPhotoFormat,
} from "~/domain/listings/listing-photos";
import { photoChangeSchema } from "~/domain/listings/photo-changes";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("sniffPhotoFormat", () => {
  it("knows JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffPhotoFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(sniffPhotoFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniffPhotoFormat(new Uint8Array([...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WEBPVP8 ")]))).toBe("webp");
  });

  it("refuses anything else, whatever the file was called", () => {
    expect(sniffPhotoFormat(ascii("This is a text file, not a photo."))).toBeNull();
    expect(sniffPhotoFormat(new Uint8Array([...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WAVEfmt ")]))).toBeNull();
    expect(sniffPhotoFormat(new Uint8Array([0, 0, 0, 0x18, ...ascii("ftypheic")]))).toBeNull();
    expect(sniffPhotoFormat(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffPhotoFormat(new Uint8Array())).toBeNull();
  });
});

describe("renditionWidths", () => {
  it("renders at every width up to the original's, never wider", () => {
    expect(renditionWidths(4000)).toEqual([480, 960, 1600]);
    expect(renditionWidths(1200)).toEqual([480, 960, 1200]);
    expect(renditionWidths(960)).toEqual([480, 960]);
    expect(renditionWidths(300)).toEqual([300]);
  });
});

describe("photoImage", () => {
  it("lists every rendition in srcset and uses the largest as src", () => {
    const image = photoImage({ storageKey: "listings/3/abc", widths: [480, 960], width: 960, height: 640 });
    expect(image).toEqual({
      src: "/media/listings/3/abc-960.webp",
      srcSet: "/media/listings/3/abc-480.webp 480w, /media/listings/3/abc-960.webp 960w",
      width: 960,
      height: 640,
    });
  });
});

describe("the gallery", () => {
  it("shows the photo ?photo=N names, else the cover", () => {
    expect(selectedPhotoIndex("2", 3, 0)).toBe(1);
    expect(selectedPhotoIndex(null, 3, 2)).toBe(2);
    expect(selectedPhotoIndex("4", 3, 1)).toBe(1);
    expect(selectedPhotoIndex("0", 3, 0)).toBe(0);
    expect(selectedPhotoIndex("1e3", 3, 0)).toBe(0);
  });

  it("describes each photo by its aircraft and place", () => {
    expect(photoAlt("2019 Cirrus SR22T", 0, 3)).toBe("2019 Cirrus SR22T, photo 1 of 3");
    expect(photoAlt("2019 Cirrus SR22T", 0, 1)).toBe("2019 Cirrus SR22T, photo");
  });
});

describe("photoCountProblem", () => {
  it("allows up to the limit and says how many more fit", () => {
    expect(photoCountProblem(0, MAX_PHOTOS_PER_LISTING)).toBeNull();
    expect(photoCountProblem(18, 3)).toBe(`A listing holds up to ${MAX_PHOTOS_PER_LISTING} photos: you can add 2 more.`);
    expect(photoCountProblem(MAX_PHOTOS_PER_LISTING, 1)).toBe(`A listing holds up to ${MAX_PHOTOS_PER_LISTING} photos: delete one before adding another.`);
    expect(photoCountProblem(3, 0)).toBe("Choose at least one photo to upload.");
  });
});

describe("photoChangeSchema", () => {
  it("reads a button's intent and photo, and nothing else", () => {
    expect(photoChangeSchema.parse({ intent: "cover", photoId: "7" })).toEqual({ intent: "cover", photoId: 7 });
    expect(photoChangeSchema.safeParse({ intent: "rotate", photoId: "7" }).success).toBe(false);
    expect(photoChangeSchema.safeParse({ intent: "delete", photoId: "-1" }).success).toBe(false);
  });
});
