import { data, Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { OperatorReasonField } from "~/components/operator-reason-field";
import { InputField } from "~/components/ui/field";
import { FormAlert } from "~/components/form-alert";
import { accountModerationSchema, accountSearchText } from "~/domain/operators/console";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { restoreAccount, searchAccounts, suspendAccount } from "~/server/operators/account-moderation.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/operator-accounts";

export const meta: Route.MetaFunction = () => [{ title: "Accounts · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  requireOperator(context);
  const email = accountSearchText(url.searchParams);
  const accounts = email ? await searchAccounts(await database(), email) : [];
  return { email, accounts: accounts.map((account) => ({ ...account, suspendedAt: account.suspendedAt?.toISOString() ?? null })) };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const form = Object.fromEntries(await request.formData());
  const parsed = accountModerationSchema.safeParse(form);
  if (!parsed.success) {
    return data({ accountId: String(form.accountId ?? ""), reason: String(form.reason ?? ""), error: parsed.error.issues[0]?.message ?? "Please check the form" }, { status: 400 });
  }
  const { intent, accountId, reason } = parsed.data;
  const actor = { id: operator.id, email: operator.email };
  const db = await database();
  const result = intent === "suspend" ? await suspendAccount(db, actor, accountId, reason) : await restoreAccount(db, actor, accountId, reason);
  if (!result.ok) return data({ accountId, reason, error: result.message }, { status: 400 });
  const message = !result.changed
    ? `Nothing changed: the account was already ${intent === "suspend" ? "suspended" : "active"}.`
    : intent === "suspend"
      ? "The account is suspended: it cannot sign in, and its listings have left the catalogue."
      : "The account is restored: it can sign in, and its listings are back.";
  return redirectWithToast(`/operator/accounts${url.search}`, { type: "success", message });
}

export default function OperatorAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { email, accounts } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Accounts</h1>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <InputField id="account-search" label="Email contains" name="email" type="search" defaultValue={email} fieldClassName="min-w-72" />
        <Button type="submit">Search</Button>
      </Form>
      {email && accounts.length === 0 ? <p className="mt-6 text-ink-soft">No account&apos;s email contains “{email}”.</p> : null}
      <ul className="mt-6 space-y-4">
        {accounts.map((account) => {
          const refused = actionData?.accountId === account.id ? actionData : null;
          const suspended = account.suspendedAt !== null;
          return (
            <li key={account.id} className="rounded-lg border border-line bg-surface p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">{account.email}</span>
                <span className="text-sm text-ink-soft">
                  {account.name}, {account.userType}
                </span>
                {suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>}
              </div>
              <Form method="post" className="mt-3 space-y-3">
                <input type="hidden" name="accountId" value={account.id} />
                <input type="hidden" name="intent" value={suspended ? "restore" : "suspend"} />
                <OperatorReasonField
                  id={`reason-${account.id}`}
                  label={suspended ? `Why restore ${account.email}` : `Why suspend ${account.email}`}
                  defaultValue={refused?.reason ?? ""}
                />
                <FormAlert errors={refused ? [refused.error] : undefined} />
                <Button type="submit" variant={suspended ? "secondary" : "primary"}>
                  {suspended ? "Restore account" : "Suspend account"}
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
    </>
  );
}
