import { Link } from "react-router";
import { pipelinePath } from "~/components/deals/deal-pipeline";
import { Card } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/button";
import { isPipelineState, PIPELINE_STATES } from "~/domain/deals/deal-process";
import { STATE_LABELS } from "~/domain/deals/deal-words";
import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { requireUser } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { dealPath } from "~/server/deals/deal-mail.server";
import { dealPipeline, pipelineDeals } from "~/server/deals/deal-pipeline.server";
import type { Route } from "./+types/seller-deals";

export const meta: Route.MetaFunction = () => [{ title: "Your deals · AeroMarket" }, { name: "robots", content: "noindex" }];

/** The seller's deals in one state of the pipeline (the dashboard's counts link here); only the seller's own, by the inquiry access rule. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const asked = url.searchParams.get("state");
  const state = isPipelineState(asked) ? asked : "offer_open";
  const db = await database();
  const [pipeline, rows] = await Promise.all([dealPipeline(db, user), pipelineDeals(db, user, state)]);
  return { state, pipeline, deals: rows.map((row) => ({ ...row, href: dealPath(row.inquiryId) })) };
}

export default function SellerDealsPage({ loaderData }: Route.ComponentProps) {
  const { state, pipeline, deals } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:py-12">
      <LinkButton to="/dashboard" variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Dashboard
      </LinkButton>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Your deals: {STATE_LABELS[state]}</h1>
      <nav aria-label="Deal states">
        <ul className="flex flex-wrap gap-2 text-sm">
          {PIPELINE_STATES.map((candidate) => (
            <li key={candidate}>
              <Link
                to={pipelinePath(candidate)}
                aria-current={candidate === state ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-3 ${candidate === state ? "border-brand-600 bg-brand-50 font-semibold text-brand-700" : "border-line text-ink-soft"}`}
              >
                {STATE_LABELS[candidate]} ({pipeline[candidate]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Card className="overflow-hidden">
        {deals.length === 0 ? (
          <p className="px-5 py-6 text-sm text-ink-soft">No deals stand at {STATE_LABELS[state]} now.</p>
        ) : (
          <ul className="divide-y divide-line" data-testid="pipeline-deals">
            {deals.map((deal) => (
              <li key={deal.inquiryId} className="flex flex-wrap items-center justify-between gap-2 px-5 py-4">
                <div>
                  <Link to={deal.href} className="font-semibold text-brand-700 hover:underline">
                    {deal.aircraft}
                  </Link>
                  <p className="text-sm text-ink-soft">
                    Buyer {deal.buyerName} · at {STATE_LABELS[state]} since {formatDate(deal.since, SHORT_DATE)}
                    {deal.dueAt ? ` · next deadline ${formatDate(deal.dueAt, SHORT_DATE)}` : ""}
                  </p>
                </div>
                <LinkButton to={deal.href} variant="secondary" size="sm">
                  Open the deal room
                </LinkButton>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </main>
  );
}
