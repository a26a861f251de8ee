import { useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps } from "~/components/forms/field-props";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Form, Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { FormAlert } from "~/components/form-alert";
import { Button, LinkButton } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { forgotPasswordSchema } from "~/domain/accounts/account-forms";
import { requestPasswordReset } from "~/server/auth/accounts.server";
import { authRateLimitRefusal } from "~/server/auth/rate-limits.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { useSubmitting } from "~/components/use-submitting";
import { useDeferredValidation } from "~/components/use-deferred-validation";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Reset your password · AeroMarket" },
  { name: "description", content: "Get a link to choose a new password for your AeroMarket account." },
];

export function loader({ url }: Route.LoaderArgs) {
  return { sent: url.searchParams.has("sent"), constraint: getZodConstraint(forgotPasswordSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refusal = await authRateLimitRefusal(context, "recovery", submission.value.email);
  if (refusal) return data(submission.reply({ formErrors: [refusal] }), { status: 429 });
  requestPasswordReset(request, submission.value.email);
  return redirectWithToast("/forgot-password?sent", { type: "success", message: "Check your email for a link to reset your password." });
}

const loadValidation = () => import("~/components/form-validation").then((forms) => forms.validateForgotPassword);

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const validation = useDeferredValidation(loadValidation);
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData,
    constraint: loaderData.constraint,
    validate: validation.validate,
  });
  const sending = useSubmitting("/forgot-password");
  const backToSignIn = (
    <Link to="/login" className="inline-flex items-center font-semibold text-brand-700 hover:underline">
      Back to sign in
    </Link>
  );
  if (loaderData.sent) {
    return (
      <AuthCard title="Check your email" description="If an account exists for that address, a reset link is on its way." footer={backToSignIn}>
        <p className="text-sm leading-6 text-ink-soft">
          Open the link in the email to choose a new password. It works once and expires in an hour. Nothing arrived after a few
          minutes? Check your spam folder, or ask for another link.
        </p>
        <LinkButton to="/forgot-password" variant="outline" className="mt-6 w-full">
          Send another link
        </LinkButton>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" description="Enter your account's email and we'll send you a link to choose a new password." footer={backToSignIn}>
      <Form method="post" {...getFormProps(form)} onFocus={validation.prepare} className="space-y-5">
        <InputField label="Email" autoComplete="email" errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? "Sending link..." : "Send reset link"}
        </Button>
      </Form>
    </AuthCard>
  );
}
