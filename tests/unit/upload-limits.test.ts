/**
 * The server's body limit for each upload route is what its form states: its files at
 * the size the domain allows, plus 1 MiB for the form's other fields, so a file the page
 * accepts always reaches the action, and one over it is the action's to refuse with its page.
 */
import { describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BYTES as MAX_LISTING_DOCUMENT_BYTES } from "~/domain/listings/listing-documents";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING } from "~/domain/listings/listing-photos";
import { MAX_DOCUMENT_BYTES as MAX_PROOF_BYTES } from "~/domain/sellers/verification";
import { bodyLimitFor, DEFAULT_BODY_LIMIT_BYTES } from "../../server/request-guards.js";

describe("the upload routes' body limits", () => {
  it.each([
    ["the photo manager", "/dashboard/listings/7/photos", MAX_PHOTOS_PER_LISTING * MAX_PHOTO_BYTES],
    ["the documents page", "/dashboard/listings/7/documents", MAX_LISTING_DOCUMENT_BYTES],
    ["seller verification", "/dashboard/verification", MAX_PROOF_BYTES],
    ["seller verification, as a data request", "/dashboard/verification.data", MAX_PROOF_BYTES],
  ])("%s takes its files as its form states them, plus 1 MiB", (_route, path, files) => {
    expect(bodyLimitFor(path)).toBe(files + DEFAULT_BODY_LIMIT_BYTES);
  });

  it("every other route takes 1 MiB", () => {
    for (const path of ["/contact", "/dashboard/listings/7/edit", "/dashboard/verification/x"]) expect(bodyLimitFor(path)).toBe(DEFAULT_BODY_LIMIT_BYTES);
  });
});
