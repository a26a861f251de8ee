import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Form, Link } from "react-router";
import { getFormProps, getTextareaProps } from "~/components/forms/field-props";
import { useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/form-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/form-fields";
import { useSubmitting } from "~/components/use-submitting";
import { SAMPLE_ANSWER_SENT, SAMPLE_TEAM_NAME } from "~/domain/inquiries/inquiry";
import { parseListingId } from "~/domain/listings/listing";
import { supportAnswerSchema } from "~/domain/operators/console";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { inquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { answerSampleInquiry, sampleConversation } from "~/server/inquiries/sample-inquiries.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/operator-sample-inquiry";

export const meta: Route.MetaFunction = () => [{ title: "Sample-listing inquiry · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

// Inquiry ids are whole numbers like listing ids.
function inquiryId(raw: string): number {
  const id = parseListingId(raw);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  requireOperator(context);
  const conversation = await sampleConversation(await database(), inquiryId(params.id));
  if (!conversation) throw data(null, { status: 404 });
  return {
    constraint: getZodConstraint(supportAnswerSchema),
    conversation: { ...conversation, messages: conversation.messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })) },
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const id = inquiryId(params.id);
  const submission = parseWithZod(await request.formData(), { schema: supportAnswerSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await answerSampleInquiry(await database(), inquiryMail(), { id: operator.id, email: operator.email }, id, submission.value.answer);
  if (!result.ok) {
    if (result.status === 404) throw data(null, { status: 404 });
    return data(submission.reply({ formErrors: [result.message] }), { status: 409 });
  }
  return redirectWithToast(`/operator/sample-inquiries/${id}`, { type: "success", message: SAMPLE_ANSWER_SENT });
}

export default function OperatorSampleInquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation, constraint } = loaderData;
  const [form, fields] = useForm<{ answer: string }>({ lastResult: actionData, constraint });
  const path = `/operator/sample-inquiries/${conversation.id}`;
  const sending = useSubmitting(path);
  return (
    <>
      <Link to="/operator/sample-inquiries" className="text-sm underline">
        Back to sample-listing inquiries
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">
        {conversation.aircraft}, from {conversation.buyerName}
      </h1>
      <p className="mt-2 text-ink-soft">
        {conversation.buyerEmail} ·{" "}
        <Link to={`/aircraft/${conversation.listingId}`} className="underline">
          the sample listing
        </Link>{" "}
        <Badge tone={conversation.waiting ? "gold" : "success"}>{conversation.waiting ? "Waiting for the team" : "Answered"}</Badge>
      </p>
      <Card className="mt-6 p-6">
        <ol className="space-y-4" aria-label="Conversation">
          {conversation.messages.map((message) => (
            <li key={message.id}>
              <p className="text-xs text-muted">
                {message.author === "buyer" ? conversation.buyerName : SAMPLE_TEAM_NAME} · <time dateTime={message.createdAt}>{new Date(message.createdAt).toUTCString()}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-ink">{message.body}</p>
            </li>
          ))}
        </ol>
      </Card>
      {conversation.waiting ? (
        <section className="mt-8">
          <h2 className="text-xl font-semibold text-ink">Answer in the conversation</h2>
          <p className="mt-1 text-sm text-ink-soft">
            The answer appears in the buyer’s conversation as the {SAMPLE_TEAM_NAME}’s, is emailed to {conversation.buyerEmail}, and the audit log records that you
            answered it.
          </p>
          <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
            <TextareaField label="Your answer" rows={8} errors={fields.answer.errors} {...getTextareaProps(fields.answer)} />
            <FormAlert id={form.errorId} errors={form.errors} />
            <Button type="submit" disabled={sending}>
              {sending ? "Sending..." : "Send answer"}
            </Button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
