import type { FileStorage } from "~/server/platform/storage.server";

/** Storage for tests whose listings have no photos: any use of it is a mistake and fails the test. */
export const unusedStorage: FileStorage = {
  upload: () => Promise.reject(new Error("This test's storage is not to be used")),
  download: () => Promise.reject(new Error("This test's storage is not to be used")),
  list: () => Promise.reject(new Error("This test's storage is not to be used")),
  remove: (paths) => (paths.length === 0 ? Promise.resolve() : Promise.reject(new Error("This test's storage is not to be used"))),
};
