import { parseWithZod } from "~/components/forms/parse-with-zod";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { AccountSections } from "~/components/settings/account-sections";
import { SessionsSection } from "~/components/settings/sessions-section";
import {
  CURRENT_PASSWORD_WRONG,
  emailChangeRequestedMessage,
  emailChangeSchema,
  notificationsSchema,
  passwordChangeSchema,
  profileSchema,
  settingsIntentSchema,
  type SettingsIntent,
} from "~/domain/accounts/settings";
import { listDevices } from "~/domain/accounts/devices";
import { VERIFICATION_REOPENED } from "~/domain/sellers/offering-company";
import { setNotificationChoices, updateProfile } from "~/server/accounts/account-settings.server";
import { deviceSessions } from "~/server/accounts/device-sessions.server";
import { findProfile } from "~/server/accounts/profiles.server";
import { changePassword, passwordIsCorrect, requestEmailChange, signOutSessions, updateAccountDetails } from "~/server/auth/accounts.server";
import { requireUser } from "~/server/auth/guards.server";
import { authRateLimitRefusal, emailChangeRateLimitRefusal } from "~/server/auth/rate-limits.server";
import { clearLocalSession, currentSessionId, supabaseFor } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { env } from "~/server/platform/env.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Account settings · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const db = await database();
  const profile = await findProfile(db, user.id);
  if (!profile) throw redirect("/dashboard");
  const sessionId = currentSessionId(context);
  const [{ data: account }, sessions] = await Promise.all([
    supabaseFor(context).auth.getUser(),
    deviceSessions(db, { hosted: env().supabase !== undefined, userId: user.id, currentSessionId: sessionId }),
  ]);
  return {
    devices: sessions.available ? listDevices(sessions.sessions, sessionId, new Date()) : null,
    userType: user.userType,
    email: user.email,
    pendingEmail: account.user?.new_email ?? null,
    profile: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone, company: profile.company ?? "" },
    notifications: { searchAlerts: profile.searchAlerts, aircraftAlerts: profile.aircraftAlerts, inquiryEmails: profile.inquiryEmails },
  };
}

export type SettingsActionData = { intent: SettingsIntent; result: SubmissionResult<string[]> };

const PASSWORD_FIELDS = ["currentPassword", "password", "confirmPassword"];

export async function action({ request, url, context }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const formData = await request.formData();
  const chosen = settingsIntentSchema.safeParse(Object.fromEntries(formData));
  if (!chosen.success) throw data(null, { status: 400 });
  const intent = chosen.data.intent;
  const db = await database();
  const supabase = supabaseFor(context);
  const refuse = (result: SubmissionResult<string[]>) => data<SettingsActionData>({ intent, result }, { status: 400 });

  switch (intent) {
    case "profile": {
      const submission = parseWithZod(formData, { schema: profileSchema(user.userType) });
      if (submission.status !== "success") return refuse(submission.reply());
      const { firstName, lastName, phone, company } = submission.value;
      const { verificationReopened } = await updateProfile(db, user.id, { firstName, lastName, phone, company });
      const saved = await updateAccountDetails(supabase, { first_name: firstName, last_name: lastName, phone, company: company ?? null });
      if (!saved.ok) return refuse(submission.reply({ formErrors: [saved.message] }));
      return redirectWithToast("/settings", { type: "success", message: verificationReopened ? VERIFICATION_REOPENED : "Your profile is saved." });
    }
    case "email": {
      const submission = parseWithZod(formData, { schema: emailChangeSchema });
      const refuseEmail = (errors: Parameters<typeof submission.reply>[0] = {}) => refuse(submission.reply({ ...errors, hideFields: ["currentPassword"] }));
      if (submission.status !== "success") return refuseEmail();
      const { email: newEmail, currentPassword } = submission.value;
      if (newEmail === user.email) return refuseEmail({ fieldErrors: { email: ["This is already your email address"] } });
      const limited = await authRateLimitRefusal(context, "sign-in", user.email);
      if (limited) return refuseEmail({ formErrors: [limited] });
      if (!(await passwordIsCorrect(request, user.email, currentPassword))) {
        return refuseEmail({ fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] } });
      }
      const tooMany = await emailChangeRateLimitRefusal(user.id, newEmail);
      if (tooMany) return refuseEmail({ formErrors: [tooMany] });
      const requested = await requestEmailChange(supabase, newEmail);
      if (!requested.ok) return refuseEmail({ formErrors: [requested.message] });
      return redirectWithToast("/settings", { type: "success", message: emailChangeRequestedMessage(newEmail, user.email) });
    }
    case "password": {
      const submission = parseWithZod(formData, { schema: passwordChangeSchema });
      if (submission.status !== "success") return refuse(submission.reply({ hideFields: PASSWORD_FIELDS }));
      const limited = await authRateLimitRefusal(context, "sign-in", user.email);
      if (limited) return refuse(submission.reply({ formErrors: [limited], hideFields: PASSWORD_FIELDS }));
      if (!(await passwordIsCorrect(request, user.email, submission.value.currentPassword))) {
        return refuse(submission.reply({ fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] }, hideFields: PASSWORD_FIELDS }));
      }
      const changed = await changePassword(supabase, submission.value.password);
      if (!changed.ok) return refuse(submission.reply({ formErrors: [changed.message], hideFields: PASSWORD_FIELDS }));
      return redirectWithToast("/settings", { type: "success", message: "Your password has been updated. Other devices are signed out." });
    }
    case "notifications": {
      const submission = parseWithZod(formData, { schema: notificationsSchema });
      if (submission.status !== "success") return refuse(submission.reply());
      const { searchAlerts, aircraftAlerts, inquiryEmails } = submission.value;
      await setNotificationChoices(db, user.id, { searchAlerts, aircraftAlerts, inquiryEmails });
      return redirectWithToast("/settings", { type: "success", message: "Your email choices are saved." });
    }
    case "sign-out-others": {
      const done = await signOutSessions(supabase, "others");
      return redirectWithToast("/settings", done ? { type: "success", message: "Your other devices are signed out." } : { type: "error", message: "We could not sign out your other devices. Please try again." });
    }
    case "sign-out-everywhere": {
      const done = await signOutSessions(supabase, "global");
      if (!done) await clearLocalSession(context);
      return redirectWithToast("/login", { type: "success", message: "You are signed out on every device." });
    }
  }
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Account settings</h1>
      <p className="mt-2 text-sm text-ink-soft">Signed in as {loaderData.email}</p>
      <AccountSections loaderData={loaderData} actionData={actionData} />
      <SessionsSection devices={loaderData.devices} />
    </main>
  );
}
