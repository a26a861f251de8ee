import { useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps } from "~/components/forms/field-props";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Form, Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { FormAlert } from "~/components/form-alert";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { CheckboxField, RequiredNote } from "~/components/ui/form-fields";
import { Tabs } from "~/components/ui/tabs";
import { useHydrated } from "~/components/use-hydrated";
import { type UserType, userTypeOf } from "~/domain/accounts/account";
import { registrationSchema } from "~/domain/accounts/account-forms";
import { SIGN_UP_SUCCESS } from "~/domain/accounts/auth-messages";
import { registerAccount } from "~/server/auth/accounts.server";
import { requireAnonymous } from "~/server/auth/guards.server";
import { authRateLimitRefusal } from "~/server/auth/rate-limits.server";
import { supabaseFor } from "~/server/auth/session.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { useSubmitting } from "~/components/use-submitting";
import { useDeferredValidation } from "~/components/use-deferred-validation";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () => [
  { title: "Create Account · AeroMarket" },
  { name: "description", content: "Create a free AeroMarket account to buy or sell aircraft." },
];

export function loader({ url, context }: Route.LoaderArgs) {
  requireAnonymous(context);
  return { userType: userTypeOf(url.searchParams.get("type")), constraint: getZodConstraint(registrationSchema) };
}

const HIDDEN_FIELDS = ["password", "confirmPassword"];

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const submission = parseWithZod(await request.formData(), { schema: registrationSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: HIDDEN_FIELDS }), { status: 400 });
  }
  const refusal = await authRateLimitRefusal(context, "sign-up", submission.value.email);
  if (refusal) {
    return data(submission.reply({ formErrors: [refusal], hideFields: HIDDEN_FIELDS }), { status: 429 });
  }
  const result = await registerAccount(supabaseFor(context), submission.value);
  if (!result.ok) {
    return data(submission.reply({ formErrors: [result.message], hideFields: HIDDEN_FIELDS }), { status: 400 });
  }
  return redirectWithToast("/login", { type: "success", message: SIGN_UP_SUCCESS });
}

const ROLES: Record<UserType, { tab: string; submit: string; description: string }> = {
  buyer: { tab: "Buyer", submit: "Create Buyer Account", description: "Search, save and buy aircraft, and see which sellers our team has verified." },
  seller: { tab: "Seller", submit: "Create Seller Account", description: "List your aircraft, reach buyers around the world, and ask our team to verify your company." },
};

const loadValidation = () => import("~/components/form-validation").then((forms) => forms.validateRegistration);

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { userType } = loaderData;
  const hydrated = useHydrated();
  const validation = useDeferredValidation(loadValidation);
  const [form, fields] = useForm({
    id: `register-${userType}`,
    lastResult: actionData,
    constraint: loaderData.constraint,
    validate: validation.validate,
  });
  // Conform follows the form as the person types, so the box's state needs no copy of its own.
  const agreed = fields.agreeToTerms.value === "on";
  const creating = useSubmitting("/register");
  const role = ROLES[userType];
  return (
    <AuthCard
      title="Create your account"
      description={role.description}
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <Tabs
        label="Account type"
        tabs={(["buyer", "seller"] as const).map((type) => ({ label: ROLES[type].tab, to: `/register?type=${type}`, active: type === userType }))}
      />
      <Form key={userType} method="post" {...getFormProps(form)} onFocus={validation.prepare} className="mt-6 space-y-5">
        <input type="hidden" name="userType" value={userType} />
        <RequiredNote />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            label="First name"
            autoComplete="given-name"
            errors={fields.firstName.errors}
            {...getInputProps(fields.firstName, { type: "text" })}
          />
          <InputField
            label="Last name"
            autoComplete="family-name"
            errors={fields.lastName.errors}
            {...getInputProps(fields.lastName, { type: "text" })}
          />
        </div>
        {userType === "seller" ? (
          <InputField
            label="Company/Organization"
            autoComplete="organization"
            errors={fields.company.errors}
            {...getInputProps(fields.company, { type: "text" })}
            // A seller's company is required (the schema's refinement), which its constraint cannot tell.
            required
          />
        ) : null}
        <InputField label="Email" autoComplete="email" errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} />
        <InputField label="Phone number" autoComplete="tel" errors={fields.phone.errors} {...getInputProps(fields.phone, { type: "tel" })} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          errors={fields.password.errors}
          {...getInputProps(fields.password, { type: "password" })}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          errors={fields.confirmPassword.errors}
          {...getInputProps(fields.confirmPassword, { type: "password" })}
        />
        <CheckboxField
          label={
            <>
              I agree to the{" "}
              <Link to="/terms" className="font-semibold text-brand-700 hover:underline">
                Terms of Service
              </Link>{" "}
              and{" "}
              <Link to="/privacy" className="font-semibold text-brand-700 hover:underline">
                Privacy Policy
              </Link>
            </>
          }
          errors={fields.agreeToTerms.errors}
          {...getInputProps(fields.agreeToTerms, { type: "checkbox" })}
        />
        <FormAlert id={form.errorId} errors={form.errors} />
        {/* Without a script the server answers an unticked box with the terms message instead. */}
        <Button type="submit" size="lg" className="w-full" disabled={creating || (hydrated && !agreed)}>
          {creating ? "Creating Account..." : role.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
