import { serverDrawn } from "~/components/server-drawn";

/**
 * A person's reviews (`ReviewsSummary`, a disclosure that opens without scripts) as the server
 * drew them: the aircraft page loads its code only to draw another seller's
 * after a client-side navigation (decision 053).
 */
export const ServerDrawnReviewsSummary = serverDrawn(
  import.meta.env.SSR ? (await import("./review-list")).ReviewsSummary : null,
  () => import("./review-list").then((module) => module.ReviewsSummary),
);
