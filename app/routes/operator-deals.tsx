import { data, Form } from "react-router";
import { OperatorReasonField } from "~/components/operator-reason-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/components/form-alert";
import { DealStateBadge } from "~/components/deals/deal-status";
import { operatorDealSchema } from "~/domain/deals/deal-schemas";
import { STATE_LABELS } from "~/domain/deals/deal-words";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { dealsForOperators, operatorDealStep } from "~/server/deals/deal-operations.server";
import { inquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/operator-deals";

export const meta: Route.MetaFunction = () => [{ title: "Deals · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  return { deals: await dealsForOperators(await database(), new Date()) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const form = Object.fromEntries(await request.formData());
  const dealId = Number(form.dealId) || 0;
  const parsed = operatorDealSchema.safeParse(form);
  if (!parsed.success) return data({ dealId, reason: String(form.reason ?? ""), error: parsed.error.issues[0]?.message ?? "Please check the form" }, { status: 400 });
  const result = await operatorDealStep(await database(), inquiryMail(), { id: operator.id, email: operator.email }, parsed.data, new Date());
  if (!result) throw data(null, { status: 404 });
  if (!result.ok) return data({ dealId, reason: parsed.data.reason, error: result.reason }, { status: 409 });
  const done = { hold: "The deal is on hold.", release: "The deal is released to where it stood.", cancel: "The deal is cancelled." }[parsed.data.step];
  return redirectWithToast("/operator/deals", { type: "success", message: done });
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });

export default function OperatorDeals({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Deals</h1>
      <p className="mt-2 text-ink-soft">Deals on hold (decide within a day), and deals past a deadline that waits on a party, the longest waiting first.</p>
      {loaderData.deals.length === 0 ? <p className="mt-6 text-ink-soft">No deal is on hold or past a deadline.</p> : null}
      <ul className="mt-6 space-y-4">
        {loaderData.deals.map((deal) => {
          const refused = actionData && actionData.dealId === deal.id ? actionData : null;
          const step = deal.state === "on_hold" ? "release" : "hold";
          return (
            <li key={deal.id}>
              <Card className="p-4 sm:p-6">
                <div className="flex flex-wrap items-center gap-3">
                  <h2 className="font-semibold text-ink">
                    Deal {deal.id}: {deal.aircraft}
                  </h2>
                  <DealStateBadge state={deal.state} />
                  {deal.heldState ? <span className="text-sm text-muted">(was {STATE_LABELS[deal.heldState]})</span> : null}
                </div>
                <p className="mt-1 text-sm text-ink-soft">
                  {deal.dueAt ? `Deadline ${dayFormat.format(deal.dueAt)}` : `Since ${dayFormat.format(deal.stateEnteredAt)}`} · conversation {deal.inquiryId}
                </p>
                <Form method="post" className="mt-4 space-y-3">
                  <input type="hidden" name="dealId" value={deal.id} />
                  <FormAlert errors={refused ? [refused.error] : undefined} />
                  <OperatorReasonField id={`deal-${deal.id}-reason`} label="Reason (the audit log and the deal's history keep it)" defaultValue={refused?.reason ?? ""} />
                  <div className="flex flex-wrap gap-3">
                    <Button type="submit" name="step" value={step} variant="secondary">
                      {step === "hold" ? "Put on hold" : "Release the hold"}
                    </Button>
                    {deal.state === "on_hold" ? (
                      <Button type="submit" name="step" value="cancel" variant="danger">
                        Cancel the deal
                      </Button>
                    ) : null}
                  </div>
                </Form>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
