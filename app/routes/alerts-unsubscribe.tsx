import { data, Form } from "react-router";
import { z } from "~/domain/zod";
import { Button, LinkButton } from "~/components/ui/button";
import { type Unsubscribed, unsubscribe } from "~/server/alerts/alert-unsubscribe.server";
import { database } from "~/server/db/client.server";
import { env } from "~/server/platform/env.server";
import { type UnsubscribeSubject, verifyUnsubscribeToken } from "~/server/alerts/unsubscribe-token.server";
import type { Route } from "./+types/alerts-unsubscribe";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title = !loaderData || "invalid" in loaderData ? "Invalid unsubscribe link" : "expired" in loaderData ? "Expired unsubscribe link" : "Stop alerts";
  return [{ title: `${title} · AeroMarket` }, { name: "robots", content: "noindex" }];
};

const tokenSchema = z.object({ token: z.string().min(1).max(200) });
const noStore = { "Cache-Control": "no-store" };

function checkToken(token: FormDataEntryValue | null): { subject: UnsubscribeSubject; token: string } | "expired" | null {
  const parsed = tokenSchema.safeParse({ token });
  if (!parsed.success) return null;
  const subject = verifyUnsubscribeToken(parsed.data.token, env().sessionSecrets);
  return subject === null || subject === "expired" ? subject : { subject, token: parsed.data.token };
}

function refusal(checked: "expired" | null) {
  return checked === "expired" ? data({ expired: true as const }, { status: 410, headers: noStore }) : data({ invalid: true as const }, { status: 400, headers: noStore });
}

/**
 * The email's link asks before it acts: mail scanners open links, and only a person
 * presses the button. The button, and mail clients' one-click unsubscribe (RFC 8058,
 * a POST to the same link), stop the alerts without signing in.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const checked = checkToken(url.searchParams.get("token"));
  if (checked === null || checked === "expired") return refusal(checked);
  return data({ confirm: { token: checked.token, kind: checked.subject.kind } }, { headers: noStore });
}

export async function action({ request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const checked = checkToken(form.get("token") ?? url.searchParams.get("token"));
  if (checked === null || checked === "expired") return refusal(checked);
  const stopped: Unsubscribed = await unsubscribe(await database(), checked.subject);
  return data({ stopped }, { headers: noStore });
}

export default function AlertsUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData ?? loaderData;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {"stopped" in outcome ? <Stopped stopped={outcome.stopped} /> : "confirm" in outcome ? <Confirm {...outcome.confirm} /> : <Invalid expired={"expired" in outcome} />}
    </main>
  );
}

function Confirm({ token, kind }: { token: string; kind: UnsubscribeSubject["kind"] }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Stop these alerts?</h1>
      <p className="mt-4 text-ink-soft">
        {kind === "saved-aircraft"
          ? "You will get no more emails about your saved aircraft (price drops, sale pending, sold)."
          : "You will get no more emails for this saved search. It stays saved in your dashboard."}
      </p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="lg">
          Stop alerts
        </Button>
      </Form>
    </>
  );
}

function Stopped({ stopped }: { stopped: Unsubscribed }) {
  const dashboard = stopped.kind === "saved-search" ? "/dashboard?tab=saved-searches" : "/dashboard";
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Alerts stopped</h1>
      <p className="mt-4 text-ink-soft">
        {stopped.kind === "saved-aircraft"
          ? "You will get no more emails about your saved aircraft (price drops, sale pending, sold). Your saved aircraft stay in your dashboard, where you can turn these emails back on."
          : stopped.searchName === null
            ? "This saved search has been deleted, so it sends no more emails."
            : `You will get no more emails for your saved search "${stopped.searchName}". It stays saved: you can run it, or turn its alerts back on, from your dashboard.`}
      </p>
      <LinkButton to={dashboard} className="mt-8" size="lg">
        Go to your dashboard
      </LinkButton>
    </>
  );
}

function Invalid({ expired }: { expired: boolean }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{expired ? "This unsubscribe link has expired" : "This unsubscribe link is not valid"}</h1>
      <p className="mt-4 text-ink-soft">
        {expired
          ? "Links in alert emails work for 90 days. Use the link in a newer email, or sign in and change your alerts in your dashboard."
          : "The link may have been cut short or changed. Open it again from the email, or sign in and change your alerts in your dashboard."}
      </p>
      <LinkButton to="/dashboard" className="mt-8" size="lg">
        Go to your dashboard
      </LinkButton>
    </>
  );
}
