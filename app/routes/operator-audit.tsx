import { Pagination } from "~/components/pagination";
import { pageCount, pageFromSearch } from "~/domain/operators/console";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { AUDIT_PAGE_SIZE, auditLogPage } from "~/server/operators/audit-log.server";
import type { Route } from "./+types/operator-audit";
import { formatNumber } from "~/domain/format-number";

export const meta: Route.MetaFunction = () => [{ title: "Audit log · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  requireOperator(context);
  const page = pageFromSearch(url.searchParams);
  const { entries, total } = await auditLogPage(await database(), page);
  return {
    page,
    pages: pageCount(total, AUDIT_PAGE_SIZE),
    total,
    entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}

export function action({ context }: Route.ActionArgs) {
  requireOperator(context);
  throw new Response(null, { status: 405 });
}

export default function OperatorAudit({ loaderData }: Route.ComponentProps) {
  const { entries, page, pages, total } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Audit log</h1>
      <p className="mt-2 text-ink-soft">
        Every operator action, newest first: {formatNumber(total)} {total === 1 ? "entry" : "entries"}. No page can change or remove an entry.
      </p>
      {/* On a phone the table scrolls sideways rather than break ids and actions mid-word. */}
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4">When (UTC)</th>
              <th scope="col" className="py-2 pr-4">Who</th>
              <th scope="col" className="py-2 pr-4">What</th>
              <th scope="col" className="py-2 pr-4">On</th>
              <th scope="col" className="py-2">Why</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-line align-top">
                <td className="py-2 pr-4 whitespace-nowrap"><time dateTime={entry.createdAt}>{entry.createdAt.slice(0, 16).replace("T", " ")}</time></td>
                <td className="py-2 pr-4">{entry.operatorEmail}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{entry.action}</td>
                <td className="py-2 pr-4">{entry.targetType} {entry.targetId}</td>
                <td className="py-2 whitespace-pre-line">{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <div className="mt-6">
          <Pagination page={page} pages={pages} hrefFor={(number) => `/operator/audit?page=${number}`} />
        </div>
      ) : null}
    </>
  );
}
