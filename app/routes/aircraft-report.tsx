import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data } from "react-router";
import { ReportForm } from "~/components/reports/report-form";
import { parseListingId } from "~/domain/listings/listing";
import { listingReportSchema } from "~/domain/reports/report-schemas";
import { REPORT_REASONS, reportReasonOptions } from "~/domain/reports/reports";
import { requireUser } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { findPublicListing } from "~/server/listings/listings.server";
import { withRetryAfter } from "~/server/platform/rate-limit.server";
import { filingReply } from "~/server/reports/filing-replies.server";
import { reportListing } from "~/server/reports/report-filing.server";
import type { Route } from "./+types/aircraft-report";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Report the ${loaderData.listing.name} listing · AeroMarket` : "Report a listing · AeroMarket" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => withRetryAfter(parentHeaders, actionHeaders);

async function reportableListing(idParam: string | undefined) {
  const id = parseListingId(idParam);
  const listing = id !== null ? await findPublicListing(await database(), id) : null;
  if (!listing) throw data("Aircraft Not Found", { status: 404 });
  return listing;
}

// Members only: the outcome is emailed to a confirmed address, and the daily allowance is per account.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const listing = await reportableListing(params.id);
  return { listing: { id: listing.id, name: listing.name }, replyTo: user.email };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const listing = await reportableListing(params.id);
  const submission = parseWithZod(await request.formData(), { schema: listingReportSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await reportListing(await database(), user, listing.id, submission.value);
  return filingReply(submission, result, `/aircraft/${listing.id}`);
}

export default function AircraftReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, replyTo } = loaderData;
  return (
    <ReportForm
      heading="Report this listing"
      subject={<p>The {listing.name}, listing #{listing.id}.</p>}
      reasons={reportReasonOptions(REPORT_REASONS)}
      replyTo={replyTo}
      cancelHref={`/aircraft/${listing.id}`}
      lastResult={actionData}
    />
  );
}
