import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { OWN_LISTING_REPORT, REPORT_ALREADY_OPEN, REPORT_RECEIVED, reportRateLimitMessage } from "~/domain/reports/reports";
import { redirectWithToast } from "../platform/toast.server";
import type { FilingResult } from "./report-filing.server";

/** What both report pages answer once a valid report was filed, or why it was not: back where the member came from, with a toast. */
export async function filingReply(submission: Submission<unknown>, result: FilingResult, returnTo: string) {
  switch (result.status) {
    case "filed":
      return redirectWithToast(returnTo, { type: "success", message: REPORT_RECEIVED });
    case "already-open":
      return redirectWithToast(returnTo, { type: "info", message: REPORT_ALREADY_OPEN });
    case "own-listing":
      return data(submission.reply({ formErrors: [OWN_LISTING_REPORT] }), { status: 400 });
    case "rate-limited":
      return data(submission.reply({ formErrors: [reportRateLimitMessage(result.retryAfterSeconds)] }), {
        status: 429,
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    case "not-found":
      throw data("Not Found", { status: 404 });
  }
}
