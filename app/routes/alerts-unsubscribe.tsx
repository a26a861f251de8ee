import { data } from "react-router";
import { z } from "~/domain/zod";
import { LinkButton } from "~/components/ui/button";
import { type Unsubscribed, unsubscribe } from "~/server/alerts/alert-unsubscribe.server";
import { database } from "~/server/db/client.server";
import { env } from "~/server/platform/env.server";
import { verifyUnsubscribeToken } from "~/server/alerts/unsubscribe-token.server";
import type { Route } from "./+types/alerts-unsubscribe";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData && "invalid" in loaderData ? "Invalid unsubscribe link" : "Alerts stopped"} · AeroMarket` },
  { name: "robots", content: "noindex" },
];

const tokenSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * The email's link takes effect on opening, without signing in: the token says what
 * to stop. Mail clients' one-click unsubscribe (RFC 8058) POSTs to the same address.
 */
async function stopAlerts(url: URL) {
  const parsed = tokenSchema.safeParse({ token: url.searchParams.get("token") ?? "" });
  const subject = parsed.success ? verifyUnsubscribeToken(parsed.data.token, env().sessionSecrets) : null;
  if (!subject) return data({ invalid: true as const }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const stopped: Unsubscribed = await unsubscribe(await database(), subject);
  return data({ stopped }, { headers: { "Cache-Control": "no-store" } });
}

export async function loader({ url }: Route.LoaderArgs) {
  return stopAlerts(url);
}

export async function action({ url }: Route.ActionArgs) {
  return stopAlerts(url);
}

export default function AlertsUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData ?? loaderData;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {"stopped" in outcome ? <Stopped stopped={outcome.stopped} /> : <Invalid />}
    </main>
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

function Invalid() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">This unsubscribe link is not valid</h1>
      <p className="mt-4 text-ink-soft">
        The link may have been cut short or changed. Open it again from the email, or sign in and change your alerts in your dashboard.
      </p>
      <LinkButton to="/dashboard" className="mt-8" size="lg">
        Go to your dashboard
      </LinkButton>
    </>
  );
}
