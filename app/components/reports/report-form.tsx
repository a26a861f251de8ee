import { useForm } from "~/components/forms/use-form";
import { getFormProps, getTextareaProps } from "~/components/forms/field-props";
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Button, LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldErrors, RequiredMark } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/form-fields";
import { useSubmitting } from "~/components/use-submitting";
import { REPORT_NOTE_MAX, type ReportReason } from "~/domain/reports/reports";

type ReportFormProps = {
  heading: string;
  /** What is reported: the listing's name, or the message quoted. */
  subject: ReactNode;
  reasons: { value: ReportReason; label: string }[];
  /** Where the outcome is emailed: the member's own address. */
  replyTo: string;
  cancelHref: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Fields the form carries unseen, such as the reported message's id. */
  carried?: Record<string, string>;
};

/** The report page's form, a plain post to its route's action: it works the same without scripts. */
export function ReportForm({ heading, subject, reasons, replyTo, cancelHref, lastResult, carried = {} }: ReportFormProps) {
  const location = useLocation();
  const [form, fields] = useForm<{ reason: string; note: string }>({ lastResult });
  const sending = useSubmitting(location.pathname);
  const chosen = fields.reason.initialValue;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{heading}</h1>
      <div className="mt-3 text-ink-soft">{subject}</div>
      <Card className="mt-6 p-5 sm:p-6">
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          {Object.entries(carried).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <fieldset aria-describedby={fields.reason.errors ? `${fields.reason.id}-error` : undefined}>
            <legend className="flex items-baseline text-sm font-medium text-ink">
              What is wrong?
              <RequiredMark />
            </legend>
            <div className="mt-2 space-y-2">
              {reasons.map((reason) => (
                <label key={reason.value} className="flex items-center gap-3 text-sm text-ink">
                  <input type="radio" name={fields.reason.name} value={reason.value} defaultChecked={chosen === reason.value} required className="size-4 accent-brand-600" />
                  {reason.label}
                </label>
              ))}
            </div>
            <FieldErrors id={`${fields.reason.id}-error`} errors={fields.reason.errors} />
          </fieldset>
          <TextareaField
            label="What should we know?"
            hint="Optional, but needed for “Something else”. Include what you saw and where."
            rows={4}
            maxLength={REPORT_NOTE_MAX}
            errors={fields.note.errors}
            {...getTextareaProps(fields.note)}
          />
          <FormAlert id={form.errorId} errors={form.errors} />
          <p className="text-sm text-ink-soft">AeroMarket’s operators review every report. We email you at {replyTo} once one of them has decided.</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={sending}>
              {sending ? "Sending..." : "Send report"}
            </Button>
            <LinkButton to={cancelHref} variant="ghost">
              Cancel
            </LinkButton>
          </div>
        </Form>
      </Card>
    </main>
  );
}
