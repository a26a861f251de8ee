import { randomUUID } from "node:crypto";
import { useForm } from "~/components/forms/use-form";
import { getFormProps, getTextareaProps } from "~/components/forms/field-props";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Form, Link, useLocation } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { InquiryStatusBadge } from "~/components/inquiry/inquiry-list";
import { MessageTime } from "~/components/message-time";
import { MessageSafety } from "~/components/reports/message-safety";
import { ReportListingLink } from "~/components/reports/report-listing-link";
import { OfferedBy } from "~/components/verification/offered-by";
import { Badge } from "~/components/ui/badge";
import { Button, LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { TextareaField } from "~/components/ui/form-fields";
import { useSubmitting } from "~/components/use-submitting";
import { inquiryRateLimitMessage, messageWriter, replyDeliveryNote, replyRateLimitRule, SAMPLE_REPLY_NOTE } from "~/domain/inquiries/inquiry";
import { replySchema } from "~/domain/inquiries/inquiry-schemas";
import { parseListingId } from "~/domain/listings/listing";
import { formatAskingPrice } from "~/domain/catalog/price";
import { requireUser } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { findThread } from "~/server/inquiries/inquiry-threads.server";
import { inquiryMail, threadPath } from "~/server/inquiries/inquiry-mail.server";
import { replyToInquiry } from "~/server/inquiries/inquiries.server";
import { consumeRateLimit } from "~/server/platform/rate-limit.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { useDeferredValidation } from "~/components/use-deferred-validation";
import { ThreadDocuments } from "~/components/documents/thread-documents";
import { threadDocuments } from "~/server/listings/listing-documents.server";
import { DealLink } from "~/components/deals/deal-link";
import { BuyerReviews } from "~/components/reviews/buyer-reviews";
import { buyerReviewsOfInquiry } from "~/server/deals/reviews.server";
import { currentDealState } from "~/server/deals/deal-room.server";
import { BUYER_PHONE_AT_TERMS } from "~/domain/deals/phone-sharing";
import { safetyWarningsFor, safetyWarningText } from "~/domain/inquiries/conversation-safety";
import type { Route } from "./+types/inquiry-thread";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Inquiry about the ${loaderData.thread.aircraft} · AeroMarket` : "Inquiry · AeroMarket" },
  { name: "robots", content: "noindex" },
];

// Inquiry ids are whole numbers like listing ids; anything else is a thread that does not exist.
function inquiryId(param: string | undefined): number {
  const id = parseListingId(param);
  if (id === null) throw data("Not Found", { status: 404 });
  return id;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const thread = await findThread(await database(), user, inquiryId(params.id));
  // Someone else's conversation reads exactly like one that does not exist.
  if (!thread) throw data("Not Found", { status: 404 });
  const documents = await threadDocuments(await database(), thread.id, thread.listingId, thread.role);
  const dealState = await currentDealState(await database(), thread.id);
  // The price as the aircraft's page shows it, while buyers may still open that page.
  const askingPrice = thread.listingPublic && thread.price !== null ? formatAskingPrice(thread.price) : null;
  // The words come from the loader: the page's JavaScript stays as it was.
  const phoneNote = thread.buyer.phoneWithheld ? BUYER_PHONE_AT_TERMS : null;
  // The buyer's reviews from their sellers, for the seller alone.
  const buyerReviews = thread.role === "seller" ? await buyerReviewsOfInquiry(await database(), thread.id) : null;
  // Read here, so that the patterns stay off the page's JavaScript: by message id, the other side's alone.
  const safetyWarnings = Object.fromEntries(
    thread.messages.filter((message) => message.author !== thread.role).map((message) => [message.id, safetyWarningsFor(message.body).map(safetyWarningText)]),
  );
  return { thread, askingPrice, documents, dealState, phoneNote, buyerReviews, safetyWarnings, replyKey: randomUUID(), constraint: getZodConstraint(replySchema) };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const id = inquiryId(params.id);
  const submission = parseWithZod(await request.formData(), { schema: replySchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const db = await database();
  const limit = await consumeRateLimit(db, replyRateLimitRule(user.id));
  if (!limit.allowed) return data(submission.reply({ formErrors: [inquiryRateLimitMessage(limit.retryAfterSeconds)] }), { status: 429 });
  const reply = { body: submission.value.message, idempotencyKey: submission.value.idempotencyKey };
  if (!(await replyToInquiry(db, inquiryMail(), user, id, reply))) throw data("Not Found", { status: 404 });
  return redirectWithToast(threadPath(id), { type: "success", message: "Your reply was sent." });
}

const loadValidation = () => import("~/components/inquiry/form-validation").then((forms) => forms.validateReply);

export default function InquiryThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { thread, replyKey } = loaderData;
  const location = useLocation();
  const validation = useDeferredValidation(loadValidation);
  const [form, fields] = useForm({
    lastResult: actionData,
    constraint: loaderData.constraint,
    validate: validation.validate,
  });
  const sending = useSubmitting(location.pathname);
  const other = thread.role === "seller" ? thread.buyer.name : thread.otherClosed || thread.sample ? thread.sellerName : "the seller";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-12">
      <LinkButton to={`/dashboard?tab=${thread.role === "seller" ? "inquiries" : "my-inquiries"}`} variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> {thread.role === "seller" ? "Inquiries" : "My Inquiries"}
      </LinkButton>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Inquiry about the{" "}
          {thread.listingPublic ? (
            <Link to={`/aircraft/${thread.listingId}`} className="text-brand-700 hover:underline">
              {thread.aircraft}
            </Link>
          ) : (
            <>
              {thread.aircraft} <span className="text-base font-normal text-muted">{thread.listingDeleted ? "(listing deleted)" : "(no longer listed)"}</span>
            </>
          )}
        </h1>
        <InquiryStatusBadge status={thread.status} reader={thread.role} />
        {thread.sample ? <Badge tone="neutral">Sample listing</Badge> : null}
      </div>
      {loaderData.askingPrice ? <p className="mt-2 text-lg font-bold text-brand-700">{loaderData.askingPrice}</p> : null}
      {thread.sample ? null : (
        <p className="card-seller">
          <span className="font-medium text-ink">{thread.sellerContactName}</span>
          <span aria-hidden="true">·</span>
          <OfferedBy company={thread.sellerCompany} verifiedLegalName={thread.verifiedLegalName} nameClassName="seller-name" />
        </p>
      )}
      {thread.role === "seller" ? (
        <p className="mt-2 text-sm text-ink-soft">
          From {thread.buyer.name}
          {thread.buyer.email ? (
            <>
              {" · "}
              <a href={`mailto:${thread.buyer.email}`} className="text-brand-700 hover:underline">
                {thread.buyer.email}
              </a>
            </>
          ) : null}
          {thread.buyer.phone ? ` · ${thread.buyer.phone}` : null}
          {loaderData.phoneNote ? <span className="block text-xs text-muted">{loaderData.phoneNote}</span> : null}
        </p>
      ) : null}
      {loaderData.buyerReviews ? <BuyerReviews reviews={loaderData.buyerReviews} /> : null}
      <DealLink inquiryId={thread.id} state={loaderData.dealState} />
      <Card className="mt-6 p-4 sm:p-6">
        <ol className="space-y-4" aria-label="Conversation">
          {thread.messages.map((message) => {
            const { mine, name } = messageWriter(message, thread.role, { buyer: thread.buyer.name, seller: thread.sellerName });
            return (
              <li key={message.id} className={cx("flex flex-col", mine ? "items-end" : "items-start")}>
                <p className="text-xs text-muted">
                  {name} · <MessageTime at={message.createdAt} />
                </p>
                <p
                  className={cx(
                    "mt-1 max-w-[90%] rounded-2xl px-4 py-3 text-sm leading-6 whitespace-pre-line",
                    mine ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm border border-line bg-canvas text-ink",
                  )}
                >
                  {message.body}
                </p>
                {/* The other side's messages may be reported; the team's answers on the reader's own side are not the other side's. */}
                {message.author === thread.role ? null : <MessageSafety warnings={loaderData.safetyWarnings[message.id] ?? []} reportHref={`${location.pathname}/report?message=${message.id}`} />}
              </li>
            );
          })}
        </ol>
      </Card>
      <ThreadDocuments inquiryId={thread.id} role={thread.role} buyerName={thread.buyer.name} documents={loaderData.documents} />
      {thread.otherClosed ? (
        <p className="mt-6 text-sm text-ink-soft">{other} closed their account. The conversation is kept here for you to read; there is no one to reply to.</p>
      ) : (
      <Card className="mt-6 p-4 sm:p-6">
        <Form key={location.key} method="post" {...getFormProps(form)} onFocus={validation.prepare} className="space-y-4">
          <input type="hidden" name="idempotencyKey" value={replyKey} />
          <FormAlert id={form.errorId} errors={form.errors} />
          <TextareaField label={`Reply to ${other}`} rows={5} errors={fields.message.errors} {...getTextareaProps(fields.message)} />
          <div className="flex items-center justify-between gap-3">
            <p className="text-xs text-muted">
              {thread.sample && thread.role === "buyer" ? SAMPLE_REPLY_NOTE : replyDeliveryNote(thread.role, thread.buyer.name, thread.otherTakesEmail)}
            </p>
            <Button type="submit" disabled={sending}>
              {sending ? "Sending..." : "Send Reply"}
            </Button>
          </div>
        </Form>
      </Card>
      )}
      {thread.role === "buyer" && thread.listingPublic ? <ReportListingLink to={`${location.pathname}/report`} /> : null}
    </main>
  );
}
