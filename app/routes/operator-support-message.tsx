import { useForm } from "~/components/forms/use-form";
import { getFormProps, getTextareaProps } from "~/components/forms/field-props";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Form, Link } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/form-fields";
import { useSubmitting } from "~/components/use-submitting";
import { supportAnswerSchema, topicLabel } from "~/domain/operators/console";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { siteMailer } from "~/server/platform/mail.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { answerSupportMessage, supportMessage } from "~/server/contact/support-inbox.server";
import type { Route } from "./+types/operator-support-message";

export const meta: Route.MetaFunction = () => [{ title: "Support message · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

function messageId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

export async function loader({ context, params }: Route.LoaderArgs) {
  requireOperator(context);
  const message = await supportMessage(await database(), messageId(params.id));
  if (!message) throw data(null, { status: 404 });
  return {
    constraint: getZodConstraint(supportAnswerSchema),
    message: {
      id: message.id,
      name: message.name,
      email: message.email,
      topic: topicLabel(message.topic),
      text: message.message,
      receivedAt: message.createdAt.toISOString(),
      answer: message.answer,
      answeredAt: message.answeredAt?.toISOString() ?? null,
      answeredBy: message.answeredBy,
    },
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const id = messageId(params.id);
  const submission = parseWithZod(await request.formData(), { schema: supportAnswerSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await answerSupportMessage(await database(), siteMailer(), { id: operator.id, email: operator.email }, id, submission.value.answer);
  if (!result.ok) {
    if (result.status === 404) throw data(null, { status: 404 });
    return data(submission.reply({ formErrors: [result.message] }), { status: 409 });
  }
  return redirectWithToast(`/operator/support/${id}`, { type: "success", message: "Your answer was emailed to the sender." });
}

export default function OperatorSupportMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, constraint } = loaderData;
  const [form, fields] = useForm<{ answer: string }>({ lastResult: actionData, constraint });
  const sending = useSubmitting(`/operator/support/${message.id}`);
  return (
    <>
      <Link to="/operator/support" className="text-sm underline">
        Back to the support inbox
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">
        {message.topic}, from {message.name}
      </h1>
      <p className="mt-2 text-ink-soft">
        {message.email} · received <time dateTime={message.receivedAt}>{new Date(message.receivedAt).toUTCString()}</time>{" "}
        <Badge tone={message.answeredAt ? "success" : "gold"}>{message.answeredAt ? "Answered" : "Open"}</Badge>
      </p>
      <Card className="mt-6 p-6">
        <h2 className="sr-only">Message</h2>
        <p className="whitespace-pre-line text-ink">{message.text}</p>
      </Card>
      {message.answeredAt ? (
        <section className="mt-8">
          <h2 className="text-xl font-semibold text-ink">Answer</h2>
          <p className="mt-1 text-sm text-ink-soft">
            Emailed to {message.email} by {message.answeredBy} on <time dateTime={message.answeredAt}>{new Date(message.answeredAt).toUTCString()}</time>.
          </p>
          <Card className="mt-3 p-6">
            <p className="whitespace-pre-line text-ink">{message.answer}</p>
          </Card>
        </section>
      ) : (
        <section className="mt-8">
          <h2 className="text-xl font-semibold text-ink">Answer by email</h2>
          <p className="mt-1 text-sm text-ink-soft">The answer is emailed to {message.email}, the message is marked answered and the audit log records that you answered it.</p>
          <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
            <TextareaField label="Your answer" rows={8} errors={fields.answer.errors} {...getTextareaProps(fields.answer)} />
            <FormAlert id={form.errorId} errors={form.errors} />
            <Button type="submit" disabled={sending}>
              {sending ? "Sending..." : "Send answer"}
            </Button>
          </Form>
        </section>
      )}
    </>
  );
}
