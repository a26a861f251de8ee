import { Link, NavLink } from "react-router";
import { BrandLink } from "./brand";
import { LinkButton } from "./ui/button";
import { cx } from "./ui/cx";

const NAVIGATION = [
  { to: "/catalog", label: "Browse Aircraft" },
  { to: "/ai-match", label: "AI Matching" },
  { to: "/about", label: "About" },
] as const;

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx("rounded-md px-3 py-2 text-sm font-medium transition-colors", isActive ? "text-brand-700" : "text-ink-soft hover:text-ink");

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAVIGATION.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClasses}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LinkButton to="/login" variant="ghost" size="sm">
            Sign In
          </LinkButton>
          <LinkButton to="/register" size="sm">
            Get Started
          </LinkButton>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}

/** A disclosure, not a script: the menu opens with JavaScript off too. */
function MobileMenu() {
  return (
    <details className="group relative md:hidden">
      <summary className="flex size-10 items-center justify-center rounded-lg text-ink hover:bg-navy-50" aria-label="Menu">
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </summary>
      <div className="absolute right-0 mt-2 w-64 rounded-xl border border-line bg-surface p-2 shadow-(--shadow-lift)">
        <nav aria-label="Mobile" className="flex flex-col">
          {NAVIGATION.map((link) => (
            <Link key={link.to} to={link.to} className="rounded-md px-3 py-2.5 text-sm font-medium text-ink hover:bg-navy-50">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="mt-2 grid gap-2 border-t border-line pt-3">
          <LinkButton to="/login" variant="outline" size="sm">
            Sign In
          </LinkButton>
          <LinkButton to="/register" size="sm">
            Get Started
          </LinkButton>
        </div>
      </div>
    </details>
  );
}
