import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { getFormProps } from "~/components/forms/field-props";
import { type FieldMetadata, useForm } from "~/components/forms/use-form";
import { Button, type ButtonVariant } from "~/components/ui/button";
import type { DealAction } from "~/domain/deals/deal-process";
import { STEP_LABELS, type AfterSaleStep } from "~/domain/deals/deal-words";

/** What the deal room's action answers a refused step with: which form, and the messages and values to show again. */
export type StepReply = { step: string; result: SubmissionResult<string[]> };

type Fields = Record<string, FieldMetadata>;

type StepFormProps = {
  step: DealAction | "offer" | AfterSaleStep;
  reply: StepReply | undefined;
  /** The form's fields, given their metadata; none for a step that is its button alone. */
  children?: (fields: Fields) => ReactNode;
  defaultValue?: Record<string, unknown>;
  variant?: ButtonVariant;
  label?: string;
  /** Sent along with the step, such as the closing item a button ticks. */
  hidden?: Record<string, string>;
};

/**
 * One step's form: it posts to the deal room's action, which checks it on the server and,
 * refused, answers with its messages and what was typed, shown in this form only.
 */
export function StepForm({ step, reply, children, defaultValue, variant = "primary", label, hidden }: StepFormProps) {
  const formId = hidden?.item ? `deal-${step}-${hidden.item}` : `deal-${step}`;
  const mine = reply && reply.step === step && (!hidden?.item || reply.result.initialValue?.item === hidden.item);
  const [form, fields] = useForm<Record<string, unknown>>({ id: formId, lastResult: mine ? reply.result : null, ...(defaultValue ? { defaultValue } : {}) });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="step" value={step} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormAlert id={form.errorId} errors={form.errors} />
      {children?.(fields as Fields)}
      {/* Long step names (the closing items) wrap on a phone rather than run out of the card. */}
      <Button type="submit" variant={variant} className="h-auto min-h-11 max-w-full py-2 text-left whitespace-normal">
        {label ?? STEP_LABELS[step]}
      </Button>
    </Form>
  );
}
