import { useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps, getTextareaProps } from "~/components/forms/field-props";
import type { SubmissionResult } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { InputField } from "~/components/ui/field";
import { RequiredNote, TextareaField } from "~/components/ui/form-fields";
import { useSubmitting } from "~/components/use-submitting";
import type { VerificationRequest } from "~/domain/sellers/verification";
import { MAX_DOCUMENT_MB } from "~/domain/sellers/verification-limits";

type Constraint = ReturnType<typeof getZodConstraint>;

/**
 * The seller's request: their company as registered, and a document that proves it.
 * The document comes last: past the upload limit, what follows it in the form is lost.
 */
export function VerificationRequestForm({ lastResult, constraint }: { lastResult: SubmissionResult<string[]> | undefined; constraint: Constraint }) {
  const [form, fields] = useForm<VerificationRequest>({ lastResult, constraint });
  const sending = useSubmitting("/dashboard/verification");
  return (
    <Card className="mt-6 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-ink">Ask to be verified</h2>
      <p className="mt-2 text-sm leading-6 text-ink-soft">
        An AeroMarket operator checks that your document names your company with this legal name and registration number,
        that the company register of your country lists it under that number as active, and that the address is the one
        they give. Once approved, your listings, their cards and your inquiry threads show a “Verified seller” badge
        beside this legal name; a listing that names another company (an owner you sell for) shows it without the badge,
        and you as who listed it. Changing your company name later sends the request back to our operators. Only our
        operators see your document; buyers see the legal name and the badge.
      </p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-5">
        <RequiredNote />
        <InputField label="Company legal name" autoComplete="organization" errors={fields.legalName.errors} {...getInputProps(fields.legalName, { type: "text" })} />
        <InputField label="Registration number" errors={fields.registrationNumber.errors} {...getInputProps(fields.registrationNumber, { type: "text" })} />
        <InputField label="Country of registration" autoComplete="country-name" errors={fields.country.errors} {...getInputProps(fields.country, { type: "text" })} />
        <TextareaField label="Business address" rows={3} autoComplete="street-address" errors={fields.businessAddress.errors} {...getTextareaProps(fields.businessAddress)} />
        <InputField label="Business phone" autoComplete="tel" errors={fields.phone.errors} {...getInputProps(fields.phone, { type: "tel" })} />
        <InputField
          label="Proof document"
          hint={`A certificate of incorporation or an extract from the company register: PDF, JPEG or PNG, at most ${MAX_DOCUMENT_MB} MB.`}
          accept="application/pdf,image/jpeg,image/png"
          errors={fields.document.errors}
          {...getInputProps(fields.document, { type: "file" })}
        />
        <FormAlert id={form.errorId} errors={form.errors} />
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? "Sending..." : "Send for review"}
        </Button>
      </Form>
    </Card>
  );
}
