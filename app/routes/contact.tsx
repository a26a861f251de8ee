import { useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "~/components/forms/field-props";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { useState } from "react";
import { data, Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { InputField } from "~/components/ui/field";
import { RequiredNote, SelectField, TextareaField } from "~/components/ui/form-fields";
import { FormAlert } from "~/components/form-alert";
import { CONTACT_TOPICS, CONTACT_TRAP_FIELD, contactTrapFilled } from "~/domain/contact-form";
import { contactFormSchema } from "~/domain/contact-form-schema";
import { contactRateLimitRefusal } from "~/server/contact/contact-messages.server";
import { receiveContactMessage } from "~/server/contact/support-inbox.server";
import { env } from "~/server/platform/env.server";
import { siteMailer } from "~/server/platform/mail.server";
import { database } from "~/server/db/client.server";
import { clientAddressContext } from "~/server/platform/request-context.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { useSubmitting } from "~/components/use-submitting";
import { useDeferredValidation } from "~/components/use-deferred-validation";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => [
  { title: "Contact Us · AeroMarket" },
  { name: "description", content: "Questions about buying, selling or your account: write to the AeroMarket team." },
];

export function loader() {
  return { constraint: getZodConstraint(contactFormSchema), supportEmail: env().supportEmail ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: contactFormSchema });
  if (submission.status !== "success") {
    return data(submission.reply(), { status: 400 });
  }
  const db = await database();
  const refusal = await contactRateLimitRefusal(db, context.get(clientAddressContext), submission.value.email);
  if (refusal) return data(submission.reply({ formErrors: [refusal] }), { status: 429 });
  // Refused openly rather than feigning success: a person whose browser somehow filled
  // the hidden field learns the message was not sent, and the next try goes through.
  if (contactTrapFilled(formData)) {
    return data(submission.reply({ formErrors: ["Your message was not sent. Please send it again."] }), { status: 400 });
  }
  const { supportEmail, siteUrl } = env();
  await receiveContactMessage(db, submission.value, { mailer: siteMailer(), supportEmail, siteUrl });
  return redirectWithToast("/contact", {
    type: "success",
    message: "Thank you! Your message is in our support inbox; we answer by email.",
  });
}

const loadValidation = () => import("~/components/form-validation").then((forms) => forms.validateContactMessage);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  // A new key empties the form, but only on arriving afresh (a message was sent):
  // after a refusal, every submission's new location keeps what was typed.
  const [formKey, setFormKey] = useState(location.key);
  if (actionData === undefined && formKey !== location.key) setFormKey(location.key);
  const validation = useDeferredValidation(loadValidation);
  const [form, fields] = useForm({
    lastResult: actionData,
    constraint: loaderData.constraint,
    validate: validation.validate,
  });
  const sending = useSubmitting("/contact");
  return (
    <main id="main" className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_420px] lg:py-16">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Support</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Contact Us</h1>
        <p className="mt-4 leading-7 text-ink-soft">
          Questions about a listing, selling your aircraft, or your account? Your message goes to our support inbox, which
          AeroMarket&apos;s operators read. When one of them answers, the answer is emailed to the address you give here.
        </p>
        {loaderData.supportEmail ? (
          <dl className="mt-8 space-y-4 text-sm">
            <div>
              <dt className="font-semibold text-ink">Email</dt>
              <dd className="text-ink-soft">{loaderData.supportEmail}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      <Card className="p-6 sm:p-8">
        <Form key={formKey} method="post" {...getFormProps(form)} onFocus={validation.prepare} className="space-y-5">
          <RequiredNote />
          <InputField label="Name" autoComplete="name" errors={fields.name.errors} {...getInputProps(fields.name, { type: "text" })} />
          <InputField label="Email" autoComplete="email" errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} />
          <SelectField
            label="Topic"
            errors={fields.topic.errors}
            options={[{ value: "", label: "Choose a topic" }, ...CONTACT_TOPICS]}
            {...getSelectProps(fields.topic)}
          />
          <TextareaField label="Message" rows={5} errors={fields.message.errors} {...getTextareaProps(fields.message)} />
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label>
              Website <input key={location.key} type="text" name={CONTACT_TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <FormAlert id={form.errorId} errors={form.errors} />
          <Button type="submit" size="lg" className="w-full" disabled={sending}>
            {sending ? "Sending..." : "Send message"}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
