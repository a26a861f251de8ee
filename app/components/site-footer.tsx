import { Link } from "react-router";
import { operatorSentence, type SiteIdentity } from "~/domain/site-identity";
import { BrandLink } from "./brand";

const FOOTER_COLUMNS = [
  {
    title: "Marketplace",
    links: [
      { to: "/catalog", label: "Browse Aircraft" },
      { to: "/ai-match", label: "AI Matching" },
      { to: "/sell", label: "Sell Your Aircraft" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/help", label: "Help Center" },
      { to: "/contact", label: "Contact Us" },
      { to: "/safety", label: "Safety" },
      { to: "/accessibility", label: "Accessibility" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/careers", label: "Careers" },
      { to: "/press", label: "Press" },
    ],
  },
] as const;

/** `site`: who runs this deployment (the operator's settings), said in the bottom line. */
export function SiteFooter({ year, site }: { year: number; site: Pick<SiteIdentity, "legalName" | "postalAddress"> | undefined }) {
  return (
    <footer className="bg-navy-900 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-5 lg:px-8">
        <div className="md:col-span-2">
          <BrandLink inverse />
          <p className="mt-4 max-w-sm text-sm leading-6 text-navy-100/80">
            The global marketplace for aircraft. Confirmed accounts, sellers our team has verified, transparent matching,
            and inquiries that reach the people who can answer them.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-2 sm:mt-4 sm:space-y-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex items-center text-sm text-navy-100/80 hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-navy-100/70 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <div className="space-y-1">
            <p>© {year} {site?.legalName ?? "AeroMarket"}. All rights reserved.</p>
            <p>{operatorSentence(site ?? { legalName: undefined, postalAddress: undefined })}</p>
          </div>
          <p className="flex gap-5">
            <Link to="/terms" className="inline-flex items-center hover:text-white">
              Terms of Service
            </Link>
            <Link to="/privacy" className="inline-flex items-center hover:text-white">
              Privacy Policy
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
