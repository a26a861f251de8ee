import { lazy } from "react";

/*
 * /ai-match holds three views (the choice, the buyer's form and results, the seller's
 * journey); each loads its own code when it is shown, so a visitor does not fetch the
 * other side's forms. No Suspense boundary around them: the server waits for the view
 * inside the page's shell (the page is whole without scripts), and the browser hydrates it
 * once its chunk has arrived.
 */
export const BuyerForm = lazy(() => import("./buyer-form").then((module) => ({ default: module.BuyerForm })));
export const BuyerResultsView = lazy(() => import("./buyer-results").then((module) => ({ default: module.BuyerResultsView })));
export const SellerJourney = lazy(() => import("./seller-journey").then((module) => ({ default: module.SellerJourney })));

/** Fetches the results' code while the form's search runs, so the results never wait for it. */
export function preloadBuyerResults() {
  void import("./buyer-results");
}
