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
import { Tabs } from "~/components/ui/tabs";
import { type UserType, userTypeOf } from "~/domain/accounts/account";
import { signInSchema } from "~/domain/accounts/account-forms";
import { ACCOUNT_SUSPENDED, SIGN_IN_SUCCESS } from "~/domain/accounts/auth-messages";
import { safeRedirectTarget } from "~/domain/redirect-target";
import { savedSearchMessage } from "~/domain/alerts/saved-search";
import { signIn, signOutEverywhere } from "~/server/auth/accounts.server";
import { requireAnonymous } from "~/server/auth/guards.server";
import { authRateLimitRefusal } from "~/server/auth/rate-limits.server";
import { clearLocalSession, supabaseFor } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { claimPendingSearch, readPendingSearch } from "~/server/alerts/pending-saved-search.server";
import { ensureProfile } from "~/server/accounts/profiles.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { useSubmitting } from "~/components/use-submitting";
import { useDeferredValidation } from "~/components/use-deferred-validation";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Sign In · AeroMarket" },
  { name: "description", content: "Sign in to your AeroMarket buyer or seller account." },
];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireAnonymous(context);
  const redirectTo = url.searchParams.get("redirectTo");
  const pending = await readPendingSearch(request);
  return {
    userType: userTypeOf(url.searchParams.get("type")),
    redirectTo: redirectTo ? safeRedirectTarget(redirectTo) : null,
    pendingSearchName: pending?.name ?? null,
    constraint: getZodConstraint(signInSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const submission = parseWithZod(await request.formData(), { schema: signInSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const refusal = await authRateLimitRefusal(context, "sign-in", submission.value.email);
  if (refusal) {
    return data(submission.reply({ formErrors: [refusal], hideFields: ["password"] }), { status: 429 });
  }
  const result = await signIn(supabaseFor(context), submission.value);
  if (!result.ok) {
    return data(submission.reply({ formErrors: [result.message], hideFields: ["password"] }), { status: 400 });
  }
  const db = await database();
  const roles = await ensureProfile(db, result.value);
  if (roles.suspended) {
    await signOutEverywhere(supabaseFor(context));
    await clearLocalSession(context);
    return data(submission.reply({ formErrors: [ACCOUNT_SUSPENDED], hideFields: ["password"] }), { status: 403 });
  }
  const account = { id: result.value.id, userType: roles.userType };
  const { saved, headers } = await claimPendingSearch(request, db, account);
  return redirectWithToast(
    safeRedirectTarget(submission.value.redirectTo),
    { type: "success", message: saved ? `${SIGN_IN_SUCCESS} ${savedSearchMessage(saved.name, saved.frequency)}` : SIGN_IN_SUCCESS },
    { headers },
  );
}

const TAB_LABELS: Record<UserType, string> = { buyer: "Buyer", seller: "Seller" };

const loadValidation = () => import("~/components/form-validation").then((forms) => forms.validateSignIn);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { userType, redirectTo, pendingSearchName } = loaderData;
  const validation = useDeferredValidation(loadValidation);
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: actionData,
    constraint: loaderData.constraint,
    validate: validation.validate,
  });
  const signingIn = useSubmitting("/login");
  const tabHref = (type: UserType) => `/login?${new URLSearchParams({ type, ...(redirectTo ? { redirectTo } : {}) })}`;
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your AeroMarket account"
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Create one
          </Link>
        </>
      }
    >
      {pendingSearchName ? <PendingSearchNotice name={pendingSearchName} /> : null}
      <Tabs
        label="Account type"
        tabs={(["buyer", "seller"] as const).map((type) => ({ label: TAB_LABELS[type], to: tabHref(type), active: type === userType }))}
      />
      <Form method="post" {...getFormProps(form)} onFocus={validation.prepare} className="mt-6 space-y-5">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <InputField label="Email" autoComplete="email" errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          errors={fields.password.errors}
          {...getInputProps(fields.password, { type: "password" })}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <FormAlert id={form.errorId} errors={form.errors} />
        <Button type="submit" size="lg" className="w-full" disabled={signingIn}>
          {signingIn ? "Signing in..." : `Sign in as ${TAB_LABELS[userType]}`}
        </Button>
      </Form>
    </AuthCard>
  );
}

/** Why a visitor who chose "Save this search" is here, and what happens next. */
function PendingSearchNotice({ name }: { name: string }) {
  return (
    <div role="status" className="mb-6 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm leading-6 text-ink">
      <p className="font-semibold">Sign in to save “{name}”.</p>
      <p className="text-ink-soft">
        New to AeroMarket? Create a buyer account and open the confirmation email in this browser within the hour: the search is saved
        then.
      </p>
    </div>
  );
}
