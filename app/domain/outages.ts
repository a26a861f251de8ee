/**
 * What a 503 says went away, so the error page can tell the visitor: the database (the
 * whole site waits for it) or the file storage (photos and documents only).
 */
export const DATABASE_OUTAGE = "The site is briefly unavailable.";
export const FILE_STORAGE_OUTAGE = "Photos and documents are briefly unavailable.";
