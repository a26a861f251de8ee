import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data } from "react-router";
import { ReportForm } from "~/components/reports/report-form";
import { parseListingId } from "~/domain/listings/listing";
import { listingReportSchema, messageReportSchema } from "~/domain/reports/report-schemas";
import { MESSAGE_REPORT_REASONS, REPORT_REASONS, reportReasonOptions } from "~/domain/reports/reports";
import { requireUser } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { findThread } from "~/server/inquiries/inquiry-threads.server";
import { threadPath } from "~/server/inquiries/inquiry-mail.server";
import { findPublicListing } from "~/server/listings/listings.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { withRetryAfter } from "~/server/platform/rate-limit.server";
import { filingReply } from "~/server/reports/filing-replies.server";
import { reportListing, reportMessage } from "~/server/reports/report-filing.server";
import type { Route } from "./+types/inquiry-report";

/**
 * Reporting from an inquiry thread: a message the other side wrote (?message=ID), or,
 * for the buyer, the listing the thread is about. Back to the thread afterwards.
 */
export const meta: Route.MetaFunction = () => [{ title: "Report · AeroMarket" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => withRetryAfter(parentHeaders, actionHeaders);

const notFound = () => data("Not Found", { status: 404 });

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const inquiryId = parseListingId(params.id);
  const db = await database();
  const thread = inquiryId === null ? null : await findThread(db, user, inquiryId);
  if (!thread) throw notFound();
  const messageParam = url.searchParams.get("message");
  if (messageParam === null) {
    // The thread's listing: the buyer's to report while buyers can see it; the seller's own.
    if (thread.role !== "buyer" || !thread.listingPublic) throw notFound();
    // Hidden by operators, or its seller suspended, since the thread began: already out of buyers' sight.
    if (!(await findPublicListing(db, thread.listingId))) {
      return redirectWithToast(threadPath(thread.id), { type: "info", message: "This listing is no longer in the catalogue, so there is nothing to report." });
    }
    return { threadHref: threadPath(thread.id), aircraft: thread.aircraft, listingId: thread.listingId, message: null, replyTo: user.email };
  }
  const message = thread.messages.find((candidate) => String(candidate.id) === messageParam && candidate.author !== thread.role);
  if (!message) throw notFound();
  return { threadHref: threadPath(thread.id), aircraft: thread.aircraft, listingId: thread.listingId, message: { id: message.id, body: message.body }, replyTo: user.email };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const inquiryId = parseListingId(params.id);
  if (inquiryId === null) throw notFound();
  const db = await database();
  const formData = await request.formData();
  if (formData.has("messageId")) {
    const submission = parseWithZod(formData, { schema: messageReportSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const { messageId, ...report } = submission.value;
    return filingReply(submission, await reportMessage(db, user, inquiryId, messageId, report), threadPath(inquiryId));
  }
  const thread = await findThread(db, user, inquiryId);
  if (!thread || thread.role !== "buyer") throw notFound();
  const submission = parseWithZod(formData, { schema: listingReportSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return filingReply(submission, await reportListing(db, user, thread.listingId, submission.value), threadPath(inquiryId));
}

export default function InquiryReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { threadHref, aircraft, listingId, message, replyTo } = loaderData;
  if (!message) {
    return (
      <ReportForm
        heading="Report this listing"
        subject={<p>The {aircraft}, listing #{listingId}.</p>}
        reasons={reportReasonOptions(REPORT_REASONS)}
        replyTo={replyTo}
        cancelHref={threadHref}
        lastResult={actionData}
      />
    );
  }
  return (
    <ReportForm
      heading="Report a message"
      subject={
        <>
          <p>In your conversation about the {aircraft}:</p>
          <blockquote className="mt-2 border-l-4 border-line pl-4 text-sm whitespace-pre-line text-ink">{message.body}</blockquote>
        </>
      }
      reasons={reportReasonOptions(MESSAGE_REPORT_REASONS)}
      replyTo={replyTo}
      cancelHref={threadHref}
      lastResult={actionData}
      carried={{ messageId: String(message.id) }}
    />
  );
}
