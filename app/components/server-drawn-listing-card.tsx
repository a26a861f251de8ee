import { serverDrawn } from "./server-drawn";

/**
 * The catalogue's card (`ListingCard`) as the server drew it: its links and its save form
 * work from the markup, so a catalogue page loads its code only to draw other cards, after a
 * client-side navigation (decision 053).
 */
export const ServerDrawnListingCard = serverDrawn(
  import.meta.env.SSR ? (await import("./listing-card")).ListingCard : null,
  () => import("./listing-card").then((module) => module.ListingCard),
);
