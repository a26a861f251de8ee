import { type FormConstraint, useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps, getTextareaProps } from "~/components/forms/field-props";
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { Form } from "react-router";
import { CONTACT_TRAP_FIELD } from "~/domain/contact-form";
import { directMessageDeliveryNote } from "~/domain/inquiries/inquiry";
import { PHONE_FIELD_HINT } from "~/domain/deals/phone-sharing";
import { FormAlert } from "../form-alert";
import { Button, LinkButton } from "../ui/button";
import { InputField } from "../ui/field";
import { TextareaField } from "../ui/form-fields";
import { useDeferredValidation } from "../use-deferred-validation";
import { useSubmitting } from "../use-submitting";
import { DIRECT_FORM_ANCHOR } from "./direct-form-anchor";

export type DirectMessageDefaults = { name: string; email: string; phone: string; message: string };

const loadValidation = () => import("./form-validation").then((forms) => forms.validateDirectMessage);

/**
 * The direct message to the seller. One schema checks it here (loaded once the buyer
 * starts writing, with its HTML constraints from the loader) and on the server; what
 * was typed comes back with the messages. `idempotencyKey` is this form's
 * own: sending it twice stores one inquiry.
 */
export function DirectMessageForm({
  action,
  cancelHref,
  defaults,
  idempotencyKey,
  constraint,
  emailIsAccount,
  lastResult,
  sellerName,
  sellerTakesEmail,
  sample = false,
}: {
  action: string;
  cancelHref: string;
  defaults: DirectMessageDefaults;
  idempotencyKey: string;
  /** The schema's HTML constraints (required, lengths), from getZodConstraint on the server. */
  constraint: FormConstraint;
  /** Signed in, the buyer writes as their account's address (the server uses it whatever is sent). */
  emailIsAccount: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  sellerName: string;
  /** The seller takes inquiry emails; else the message waits on their dashboard, and the buyer is told so. */
  sellerTakesEmail: boolean;
  /** A sample listing: the message goes to AeroMarket's team, not to the made-up seller. */
  sample?: boolean;
}) {
  const validation = useDeferredValidation(loadValidation);
  const [form, fields] = useForm({
    id: "direct-message",
    lastResult,
    defaultValue: defaults,
    constraint,
    validate: validation.validate,
  });
  const sending = useSubmitting(action.split("?")[0] ?? action);
  // Client-side navigation keeps the dialog's scroll position: bring the form that just opened into view,
  // and put the buyer in its first field, unless they were already writing in it before the scripts took over.
  useEffect(() => {
    if (document.getElementById(form.id)?.contains(document.activeElement)) return;
    document.getElementById(DIRECT_FORM_ANCHOR)?.scrollIntoView({ block: "start" });
    document.getElementById(fields.name.id)?.focus({ preventScroll: true });
  }, [form.id, fields.name.id]);
  return (
    <Form method="post" action={action} preventScrollReset {...getFormProps(form)} onFocus={validation.prepare} className="space-y-4">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <p className="text-sm text-ink-soft">
        {sample
          ? "This is a sample listing: your message goes to AeroMarket's team, who answer in your conversation and by email."
          : directMessageDeliveryNote(sellerName, sellerTakesEmail)}{" "}
        <span className="text-muted">Fields marked * are required.</span>
      </p>
      <FormAlert id={form.errorId} errors={form.errors} />
      {/* People never see this field; a form filled in by a script usually fills it. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="direct-website">Website</label>
        <input id="direct-website" type="text" name={CONTACT_TRAP_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Name" autoComplete="name" data-autofocus errors={fields.name.errors} {...getInputProps(fields.name, { type: "text" })} />
        <InputField label="Email" autoComplete="email" errors={fields.email.errors}
          readOnly={emailIsAccount}
          hint={emailIsAccount ? "Your account's address" : undefined}
          {...getInputProps(fields.email, { type: "email" })}
        />
        <InputField label="Phone" autoComplete="tel" hint={PHONE_FIELD_HINT} errors={fields.phone.errors} {...getInputProps(fields.phone, { type: "tel" })} />
      </div>
      <TextareaField label="Message" rows={7} errors={fields.message.errors} {...getTextareaProps(fields.message)} />
      <div className="flex flex-wrap justify-end gap-3">
        <LinkButton to={cancelHref} preventScrollReset replace variant="ghost">
          Cancel
        </LinkButton>
        <Button type="submit" disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </Form>
  );
}
