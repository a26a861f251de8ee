import { useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps } from "~/components/forms/field-props";
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { InputField } from "~/components/ui/field";
import { CheckboxField, RequiredNote } from "~/components/ui/form-fields";
import { useSubmitting } from "~/components/use-submitting";
import type { UserType } from "~/domain/accounts/account";
import { AIRCRAFT_ALERTS_LABEL } from "~/domain/alerts/saved-aircraft";
import type { SettingsIntent } from "~/domain/accounts/settings";

type SettingsData = {
  userType: UserType;
  email: string;
  pendingEmail: string | null;
  profile: { firstName: string; lastName: string; phone: string; company: string };
  notifications: { searchAlerts: boolean; aircraftAlerts: boolean; inquiryEmails: boolean };
};

type ActionData = { intent: SettingsIntent; result: SubmissionResult<string[]> } | undefined;

/** The answer of the action for this form only: each form keeps its own errors. */
function resultFor(actionData: ActionData, intent: SettingsIntent) {
  return actionData?.intent === intent ? actionData.result : undefined;
}

export function SettingsSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <Card className="mt-8 p-6 sm:p-8">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-ink-soft">{description}</p> : null}
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}

function IntentField({ intent }: { intent: SettingsIntent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

export function AccountSections({ loaderData, actionData }: { loaderData: SettingsData; actionData: ActionData }) {
  return (
    <>
      <ProfileForm data={loaderData} lastResult={resultFor(actionData, "profile")} />
      <EmailForm data={loaderData} lastResult={resultFor(actionData, "email")} />
      <PasswordForm lastResult={resultFor(actionData, "password")} />
      <NotificationsForm data={loaderData} />
      <SettingsSection title="Your data" description="Everything AeroMarket holds about you, as one JSON file: profile, listings, inquiries and messages, saved aircraft and searches, alert history, and your reports.">
        <a href="/settings/data" download className="inline-flex items-center font-semibold text-brand-700 hover:underline">
          Download my data
        </a>
      </SettingsSection>
      <SettingsSection title="Close account" description="Your listings are withdrawn and your saved searches deleted; the people you wrote to keep the conversation, under the name Former member.">
        <Link to="/settings/close" className="inline-flex items-center font-semibold text-danger-700 hover:underline">
          Close my account
        </Link>
      </SettingsSection>
    </>
  );
}

function ProfileForm({ data, lastResult }: { data: SettingsData; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({ id: "settings-profile", lastResult, defaultValue: data.profile });
  const saving = useSubmitting("/settings");
  return (
    <SettingsSection title="Profile" description={data.userType === "seller" ? "Your listings that show these details as their contact follow the changes." : undefined}>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <IntentField intent="profile" />
        <RequiredNote />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField label="First name" aria-required autoComplete="given-name" errors={fields.firstName.errors} {...getInputProps(fields.firstName, { type: "text" })} />
          <InputField label="Last name" aria-required autoComplete="family-name" errors={fields.lastName.errors} {...getInputProps(fields.lastName, { type: "text" })} />
        </div>
        <InputField label="Phone number" aria-required autoComplete="tel" errors={fields.phone.errors} {...getInputProps(fields.phone, { type: "tel" })} />
        {data.userType === "seller" ? (
          <InputField label="Company/Organization" aria-required autoComplete="organization" errors={fields.company.errors} {...getInputProps(fields.company, { type: "text" })} />
        ) : null}
        <FormAlert id={form.errorId} errors={form.errors} />
        <Button type="submit" disabled={saving}>
          Save profile
        </Button>
      </Form>
    </SettingsSection>
  );
}

function EmailForm({ data, lastResult }: { data: SettingsData; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm<{ email: string; currentPassword: string }>({ id: "settings-email", lastResult });
  return (
    <SettingsSection
      title="Email address"
      description={
        data.pendingEmail
          ? `Waiting for the links we sent to ${data.pendingEmail} and to ${data.email} to be opened. Until both are, you sign in with ${data.email}.`
          : `You sign in with ${data.email}. A new address takes effect once you open the links we send to it and to ${data.email}.`
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <IntentField intent="email" />
        <RequiredNote />
        <InputField label="New email address" aria-required autoComplete="email" errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} />
        <PasswordField
          label="Current password"
          aria-required
          autoComplete="current-password"
          errors={fields.currentPassword.errors}
          {...getInputProps(fields.currentPassword, { type: "password" })}
        />
        <FormAlert id={form.errorId} errors={form.errors} />
        <Button type="submit" variant="outline">
          Change email
        </Button>
      </Form>
    </SettingsSection>
  );
}

function PasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm<{ currentPassword: string; password: string; confirmPassword: string }>({ id: "settings-password", lastResult });
  return (
    <SettingsSection title="Password" description="Changing it signs you out on your other devices.">
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <IntentField intent="password" />
        <RequiredNote />
        <PasswordField label="Current password" aria-required autoComplete="current-password" errors={fields.currentPassword.errors} {...getInputProps(fields.currentPassword, { type: "password" })} />
        <PasswordField label="New password" aria-required autoComplete="new-password" errors={fields.password.errors} {...getInputProps(fields.password, { type: "password" })} />
        <PasswordField label="Confirm new password" aria-required autoComplete="new-password" errors={fields.confirmPassword.errors} {...getInputProps(fields.confirmPassword, { type: "password" })} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <Button type="submit" variant="outline">
          Change password
        </Button>
      </Form>
    </SettingsSection>
  );
}

function NotificationsForm({ data }: { data: SettingsData }) {
  const { searchAlerts, aircraftAlerts, inquiryEmails } = data.notifications;
  return (
    <SettingsSection title="Email notifications" description="Account emails (confirmations, password resets) are always sent.">
      <Form method="post" className="space-y-4">
        <IntentField intent="notifications" />
        {data.userType === "buyer" ? (
          <>
            <CheckboxField id="searchAlerts" name="searchAlerts" defaultChecked={searchAlerts} label="Email me my saved searches' alerts, each at the frequency chosen for it" />
            <CheckboxField id="aircraftAlerts" name="aircraftAlerts" defaultChecked={aircraftAlerts} label={AIRCRAFT_ALERTS_LABEL} />
          </>
        ) : (
          <>
            <input type="hidden" name="searchAlerts" value={searchAlerts ? "on" : ""} disabled={!searchAlerts} />
            <input type="hidden" name="aircraftAlerts" value={aircraftAlerts ? "on" : ""} disabled={!aircraftAlerts} />
          </>
        )}
        <CheckboxField id="inquiryEmails" name="inquiryEmails" defaultChecked={inquiryEmails} label="Email me new inquiries and replies (they are always on your dashboard)" />
        <Button type="submit" variant="outline">
          Save email choices
        </Button>
      </Form>
    </SettingsSection>
  );
}
