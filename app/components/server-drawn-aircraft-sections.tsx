import { serverDrawn } from "./server-drawn";

/**
 * The aircraft page's sections that only show what the listing says, as the server drew
 * them: the page loads their code only to draw another aircraft after a client-side
 * navigation (decision 053).
 */
export const ServerDrawnSpecSheet = serverDrawn(
  import.meta.env.SSR ? (await import("./listing-sections/aviation-facts")).SpecSheetSections : null,
  () => import("./listing-sections/aviation-facts").then((module) => module.SpecSheetSections),
);

export const ServerDrawnPriceHistory = serverDrawn(
  import.meta.env.SSR ? (await import("./price-history")).PriceHistory : null,
  () => import("./price-history").then((module) => module.PriceHistory),
);

export const ServerDrawnValueEstimate = serverDrawn(
  import.meta.env.SSR ? (await import("./valuation/value-estimate")).ValueEstimatePanel : null,
  () => import("./valuation/value-estimate").then((module) => module.ValueEstimatePanel),
);

export const ServerDrawnListingDocuments = serverDrawn(
  import.meta.env.SSR ? (await import("./documents/listing-documents")).ListingDocuments : null,
  () => import("./documents/listing-documents").then((module) => module.ListingDocuments),
);
