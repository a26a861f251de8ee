import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { consoleCounts } from "~/server/operators/console.server";
import { searchWeek } from "~/server/listings/search-log.server";
import { OperatorSearchWeek } from "~/components/operator-search-week";
import { pendingVerificationCount } from "~/server/sellers/seller-verification.server";
import { waitingSampleInquiryCount } from "~/server/inquiries/sample-inquiries.server";
import type { Route } from "./+types/operator-home";
import { formatNumber } from "~/domain/format-number";

export const meta: Route.MetaFunction = () => [{ title: "Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  const db = await database();
  const [counts, verificationRequests, sampleInquiries, searches] = await Promise.all([
    consoleCounts(db),
    pendingVerificationCount(db),
    waitingSampleInquiryCount(db),
    searchWeek(db),
  ]);
  return { counts, verificationRequests, sampleInquiries, searches };
}

export function action({ context }: Route.ActionArgs) {
  requireOperator(context);
  throw new Response(null, { status: 405 });
}

export default function OperatorHome({ loaderData }: Route.ComponentProps) {
  const { counts, verificationRequests, sampleInquiries, searches } = loaderData;
  const figures = [
    { label: "Open support messages", value: counts.openSupportMessages, to: "/operator/support" },
    { label: "Open reports", value: counts.openReports, to: "/operator/reports" },
    { label: "Sample-listing inquiries waiting", value: sampleInquiries, to: "/operator/sample-inquiries" },
    { label: "Verification requests waiting", value: verificationRequests, to: "/operator/verifications" },
    { label: "Accounts", value: counts.accounts, to: null },
    { label: "Listings in the catalogue", value: counts.activeListings, to: null },
    { label: "Sample listings", value: counts.sampleListings, to: null },
    { label: "Audit log entries", value: counts.auditEntries, to: "/operator/audit" },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Overview</h1>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <Card key={figure.label} className="p-5">
            <dt className="text-sm text-ink-soft">{figure.to ? <Link to={figure.to} className="inline-flex items-center underline">{figure.label}</Link> : figure.label}</dt>
            <dd className="mt-2 text-3xl font-bold text-ink">{formatNumber(figure.value)}</dd>
          </Card>
        ))}
      </dl>
      <OperatorSearchWeek week={searches} />
    </>
  );
}
