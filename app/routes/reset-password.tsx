import { useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps } from "~/components/forms/field-props";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Form } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { FormAlert } from "~/components/form-alert";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { resetPasswordSchema } from "~/domain/accounts/account-forms";
import { changePassword } from "~/server/auth/accounts.server";
import { requireUser } from "~/server/auth/guards.server";
import { supabaseFor } from "~/server/auth/session.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { useSubmitting } from "~/components/use-submitting";
import { useDeferredValidation } from "~/components/use-deferred-validation";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password · AeroMarket" }, { name: "robots", content: "noindex" }];

export function loader({ url, context }: Route.LoaderArgs) {
  return { email: requireUser(context, url).email, constraint: getZodConstraint(resetPasswordSchema) };
}

const HIDDEN_FIELDS = ["password", "confirmPassword"];

export async function action({ request, url, context }: Route.ActionArgs) {
  requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN_FIELDS }), { status: 400 });
  const result = await changePassword(supabaseFor(context), submission.value.password);
  if (!result.ok) return data(submission.reply({ formErrors: [result.message], hideFields: HIDDEN_FIELDS }), { status: 400 });
  return redirectWithToast("/dashboard", { type: "success", message: "Your password has been updated." });
}

const loadValidation = () => import("~/components/form-validation").then((forms) => forms.validateResetPassword);

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const validation = useDeferredValidation(loadValidation);
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData,
    constraint: loaderData.constraint,
    validate: validation.validate,
  });
  const saving = useSubmitting("/reset-password");
  return (
    <AuthCard title="Choose a new password" description={<>For {loaderData.email}. Other devices will be signed out.</>}>
      <Form method="post" {...getFormProps(form)} onFocus={validation.prepare} className="space-y-5">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          errors={fields.password.errors}
          {...getInputProps(fields.password, { type: "password" })}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          errors={fields.confirmPassword.errors}
          {...getInputProps(fields.confirmPassword, { type: "password" })}
        />
        <FormAlert id={form.errorId} errors={form.errors} />
        <Button type="submit" size="lg" className="w-full" disabled={saving}>
          {saving ? "Saving..." : "Save new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
