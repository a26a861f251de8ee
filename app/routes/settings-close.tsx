import { useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps } from "~/components/forms/field-props";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Form, Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { FormAlert } from "~/components/form-alert";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { closeAccountSchema, CURRENT_PASSWORD_WRONG } from "~/domain/accounts/settings";
import { removePersonalData, sendClosureEmail } from "~/server/accounts/account-closure.server";
import { fileStorage } from "~/server/platform/storage.server";
import { deleteAuthAccount, passwordIsCorrect } from "~/server/auth/accounts.server";
import { requireUser } from "~/server/auth/guards.server";
import { authRateLimitRefusal } from "~/server/auth/rate-limits.server";
import { clearLocalSession } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { runInBackground } from "~/server/platform/background-work.server";
import { env } from "~/server/platform/env.server";
import { siteMailer } from "~/server/platform/mail.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/settings-close";

export const meta: Route.MetaFunction = () => [{ title: "Close my account · AeroMarket" }, { name: "robots", content: "noindex" }];

export function loader({ url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  return { email: user.email, userType: user.userType };
}

const NOT_CLOSED = "We could not close your account just now. Please try again in a minute.";

export async function action({ request, url, context }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const submission = parseWithZod(await request.formData(), { schema: closeAccountSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const limited = await authRateLimitRefusal(context, "sign-in", user.email);
  if (limited) return data(submission.reply({ formErrors: [limited], hideFields: ["password"] }), { status: 429 });
  if (!(await passwordIsCorrect(request, user.email, submission.value.password))) {
    return data(submission.reply({ fieldErrors: { password: [CURRENT_PASSWORD_WRONG] }, hideFields: ["password"] }), { status: 400 });
  }
  // The app's data first: if the auth account then cannot be deleted, the person can still sign in and try again.
  await removePersonalData(await database(), fileStorage(), user);
  if (!(await deleteAuthAccount(user.id))) return data(submission.reply({ formErrors: [NOT_CLOSED], hideFields: ["password"] }), { status: 503 });
  runInBackground(`Emailing ${user.email} that their account is closed`, () => sendClosureEmail(siteMailer(), user.email, env().siteUrl));
  await clearLocalSession(context);
  return redirectWithToast("/", { type: "success", message: "Your account is closed. We sent a confirmation to your email address." });
}

export default function CloseAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ password: string }>({ id: "close-account", lastResult: actionData });
  return (
    <AuthCard title="Close my account" description={<>For {loaderData.email}. This cannot be undone.</>}>
      <ul className="list-disc space-y-1.5 pl-5 text-sm leading-6 text-ink-soft">
        {loaderData.userType === "seller" ? <li>Your listings are withdrawn from the catalogue.</li> : <li>Your saved aircraft, saved searches and alerts are deleted.</li>}
        <li>The people you wrote to keep your conversations, with your name replaced by “Former member”.</li>
        <li>You can no longer sign in. You may register again with the same address later, as a new account.</li>
        <li>
          What we keep, and why, is on our{" "}
          <Link to="/privacy" className="font-semibold text-brand-700 hover:underline">
            Privacy Policy
          </Link>
          . Want a copy first?{" "}
          <a href="/settings/data" download className="font-semibold text-brand-700 hover:underline">
            Download my data
          </a>
          .
        </li>
      </ul>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <PasswordField label="Your password" autoComplete="current-password" errors={fields.password.errors} {...getInputProps(fields.password, { type: "password" })} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <Button type="submit" variant="danger" size="lg" className="w-full">
          Close my account
        </Button>
      </Form>
    </AuthCard>
  );
}
