import { Link } from "react-router";
import { formatNumber } from "~/domain/format-number";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { waitingSampleInquiries } from "~/server/inquiries/sample-inquiries.server";
import type { Route } from "./+types/operator-sample-inquiries";

export const meta: Route.MetaFunction = () => [{ title: "Sample-listing inquiries · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  const { inquiries, total } = await waitingSampleInquiries(await database());
  return { total, inquiries: inquiries.map((inquiry) => ({ ...inquiry, lastMessageAt: inquiry.lastMessageAt.toISOString() })) };
}

export function action({ context }: Route.ActionArgs) {
  requireOperator(context);
  throw new Response(null, { status: 405 });
}

/** Buyers' messages about sample listings, whose sellers are made up: the team answers them in the buyer's conversation. */
export default function OperatorSampleInquiries({ loaderData }: Route.ComponentProps) {
  const { inquiries, total } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Sample-listing inquiries</h1>
      <p className="mt-2 text-ink-soft">
        {formatNumber(total)} {total === 1 ? "conversation waits" : "conversations wait"} for an answer, the longest waiting first. Sample listings have a
        made-up seller, so the team answers in their place: the answer appears in the buyer’s conversation and is emailed to them.
      </p>
      {inquiries.length === 0 ? (
        <p className="mt-6 text-ink-soft">No buyer is waiting.</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line bg-surface">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id} className="flex flex-wrap items-center gap-2 p-4">
              <Link to={`/operator/sample-inquiries/${inquiry.id}`} className="font-semibold text-ink underline">
                {`${inquiry.aircraft}, from ${inquiry.buyerName}`}
              </Link>
              <time dateTime={inquiry.lastMessageAt} className="text-sm text-ink-soft">
                {new Date(inquiry.lastMessageAt).toUTCString()}
              </time>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
