import { Form } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextareaField } from "~/components/ui/form-fields";
import { VERIFICATION_CHECKS } from "~/domain/sellers/verification-checks";

export type ReviewedRequest = {
  id: number;
  sellerEmail: string;
  legalName: string;
  registrationNumber: string;
  country: string;
  businessAddress: string;
  phone: string;
  documentName: string;
  submittedAt: string;
};

/** What the last decision on this request got wrong, to show beside its forms. */
export type ReviewProblem = { requestId: number; intent: "approve" | "refuse"; reason: string; errors: string[] };

/** One waiting request: what the seller sent, the document, and the two decisions. */
export function VerificationReview({ request, problem }: { request: ReviewedRequest; problem: ReviewProblem | null }) {
  const facts = [
    { label: "Seller account", value: request.sellerEmail },
    { label: "Registration number", value: request.registrationNumber },
    { label: "Country", value: request.country },
    { label: "Business address", value: request.businessAddress },
    { label: "Phone", value: request.phone },
  ];
  return (
    <li className="p-5" aria-labelledby={`request-${request.id}`}>
      <h2 id={`request-${request.id}`} className="text-lg font-semibold text-ink">
        {request.legalName}
      </h2>
      <p className="text-sm text-ink-soft">
        Sent <time dateTime={request.submittedAt}>{new Date(request.submittedAt).toUTCString()}</time>
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-muted">{fact.label}</dt>
            <dd className="whitespace-pre-line text-ink">{fact.value}</dd>
          </div>
        ))}
        <dt className="text-muted">Proof document</dt>
        <dd>
          <a href={`/operator/verifications/${request.id}/document`} className="underline max-sm:inline-flex max-sm:items-center">
            {request.documentName}
          </a>
        </dd>
      </dl>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Form method="post" className="space-y-3 rounded-lg border border-line p-4">
          <input type="hidden" name="requestId" value={request.id} />
          <input type="hidden" name="intent" value="approve" />
          <p className="text-sm font-semibold text-ink">Approve, once you have checked:</p>
          {VERIFICATION_CHECKS.map((check) => (
            <CheckboxField key={check.name} id={`${check.name}-${request.id}`} name={check.name} label={check.label} />
          ))}
          {problem?.intent === "approve" ? <FormAlert errors={problem.errors} /> : null}
          <Button type="submit">Approve {request.legalName}</Button>
        </Form>
        <Form method="post" className="space-y-3 rounded-lg border border-line p-4">
          <input type="hidden" name="requestId" value={request.id} />
          <input type="hidden" name="intent" value="refuse" />
          <TextareaField
            id={`reason-${request.id}`}
            label="Why refuse (emailed to the seller)"
            name="reason"
            rows={3}
            required
            minLength={10}
            maxLength={2000}
            defaultValue={problem?.intent === "refuse" ? problem.reason : ""}
          />
          {problem?.intent === "refuse" ? <FormAlert errors={problem.errors} /> : null}
          <Button type="submit" variant="outline">
            Refuse {request.legalName}
          </Button>
        </Form>
      </div>
    </li>
  );
}
