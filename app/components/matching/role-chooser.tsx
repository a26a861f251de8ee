import { Link } from "react-router";
import { Tabs } from "../ui/tabs";
import { SearchIcon, TagIcon } from "./icons";

/** The first step of /ai-match: a link for each side of the market. */
export function RoleChooser() {
  const roles = [
    {
      to: "/ai-match?role=buyer",
      title: "Buyer",
      text: "Describe your mission and budget, and get the aircraft for sale ranked by how well they fit, with the reasons.",
      icon: <SearchIcon />,
    },
    {
      to: "/ai-match?role=seller",
      title: "Seller",
      text: "Describe your aircraft and see how many recent buyer searches it would match, and what buyers are missing.",
      icon: <TagIcon />,
    },
  ];
  return (
    <section aria-labelledby="role-heading" className="mx-auto mt-10 max-w-3xl">
      <h2 id="role-heading" className="text-center text-lg font-semibold text-ink">
        I am a...
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {roles.map((role) => (
          <li key={role.title} className="flex">
            <Link
              to={role.to}
              className="group flex flex-1 flex-col rounded-(--radius-card) border border-line bg-surface p-6 shadow-(--shadow-card) transition hover:border-brand-500 hover:shadow-(--shadow-lift)"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                {role.icon}
              </span>
              <span className="mt-4 text-xl font-semibold text-ink">{role.title}</span>
              <span className="mt-2 text-sm leading-6 text-ink-soft">{role.text}</span>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Continue as {role.title.toLowerCase()} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The buyer/seller tabs above either journey: each is a link, so the side is in the URL. */
export function RoleSwitch({ role }: { role: "buyer" | "seller" }) {
  return (
    <div className="mx-auto mt-8 flex max-w-md items-center gap-3">
      <p className="shrink-0 text-sm font-semibold text-ink">
        I am a...
      </p>
      <Tabs
        label="I am a buyer or a seller"
        className="flex-1"
        tabs={[
          { label: "Buyer", to: "/ai-match?role=buyer", active: role === "buyer" },
          { label: "Seller", to: "/ai-match?role=seller", active: role === "seller" },
        ]}
      />
    </div>
  );
}
