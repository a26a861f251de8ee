import { NavLink, Outlet } from "react-router";
import { requireOperator } from "~/server/auth/guards.server";
import { cx } from "~/components/ui/cx";
import type { Route } from "./+types/operator";

/**
 * The operator console's frame. Every page under it checks the operator role again in
 * its own loader and action; this middleware answers 404 before any of them runs, for
 * every /operator address and method, to anyone who is not an operator.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    requireOperator(context);
    return next();
  },
];

export function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  return null;
}

export function action({ context }: Route.ActionArgs) {
  requireOperator(context);
  throw new Response(null, { status: 405 });
}

const sections = [
  { to: "/operator", label: "Overview", end: true },
  { to: "/operator/support", label: "Support inbox", end: false },
  { to: "/operator/sample-inquiries", label: "Sample-listing inquiries", end: false },
  { to: "/operator/verifications", label: "Verification requests", end: false },
  { to: "/operator/accounts", label: "Accounts", end: false },
  { to: "/operator/listings", label: "Listings", end: false },
  { to: "/operator/reports", label: "Reported listings", end: false },
  { to: "/operator/deals", label: "Deals", end: false },
  { to: "/operator/escrow-agents", label: "Escrow agents", end: false },
  { to: "/operator/audit", label: "Audit log", end: false },
];

export default function OperatorLayout() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Operator console</p>
      <nav aria-label="Operator console" className="mt-3 flex flex-wrap gap-2 border-b border-line pb-3">
        {sections.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            end={section.end}
            className={({ isActive }) =>
              cx("rounded-lg px-3 py-2 text-sm font-medium", isActive ? "bg-navy-800 text-white" : "text-ink hover:bg-navy-50")
            }
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </main>
  );
}
