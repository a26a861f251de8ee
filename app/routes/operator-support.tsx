import { Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { pageCount, pageFromSearch, SUPPORT_PAGE_SIZE, topicLabel } from "~/domain/operators/console";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { supportInboxPage } from "~/server/contact/support-inbox.server";
import type { Route } from "./+types/operator-support";
import { formatNumber } from "~/domain/format-number";

export const meta: Route.MetaFunction = () => [{ title: "Support inbox · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  requireOperator(context);
  const page = pageFromSearch(url.searchParams);
  const { messages, total } = await supportInboxPage(await database(), page);
  return {
    page,
    pages: pageCount(total, SUPPORT_PAGE_SIZE),
    total,
    messages: messages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      topic: topicLabel(message.topic),
      excerpt: message.message.slice(0, 140),
      receivedAt: message.createdAt.toISOString(),
      answered: message.answeredAt !== null,
    })),
  };
}

export function action({ context }: Route.ActionArgs) {
  requireOperator(context);
  throw new Response(null, { status: 405 });
}

export default function OperatorSupport({ loaderData }: Route.ComponentProps) {
  const { messages, page, pages, total } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Support inbox</h1>
      <p className="mt-2 text-ink-soft">
        {formatNumber(total)} {total === 1 ? "message" : "messages"} from the contact form, open ones first.
      </p>
      {messages.length === 0 ? (
        <p className="mt-6 text-ink-soft">No messages yet.</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line bg-surface">
          {messages.map((message) => (
            <li key={message.id} className="p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={message.answered ? "success" : "gold"}>{message.answered ? "Answered" : "Open"}</Badge>
                <Link to={`/operator/support/${message.id}`} className="font-semibold text-ink underline">
                  {message.topic}, from {message.name}
                </Link>
                <span className="text-sm text-ink-soft">{message.email}</span>
                <time dateTime={message.receivedAt} className="text-sm text-ink-soft">
                  {new Date(message.receivedAt).toUTCString()}
                </time>
              </div>
              <p className="mt-1 text-sm text-ink-soft">{message.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="mt-6">
          <Pagination page={page} pages={pages} hrefFor={(number) => `/operator/support?page=${number}`} />
        </div>
      ) : null}
    </>
  );
}
