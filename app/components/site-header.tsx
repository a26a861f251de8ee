import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { welcomeName } from "~/domain/accounts/account";
import { BrandLink } from "./brand";
import { LinkButton } from "./ui/button";
import { cx } from "./ui/cx";

const NAVIGATION = [
  { to: "/catalog", label: "Browse Aircraft" },
  { to: "/ai-match", label: "AI Matching" },
  { to: "/about", label: "About" },
] as const;

export type Viewer = { firstName: string | null; email: string };

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx("rounded-md px-3 py-2 text-sm font-medium transition-colors", isActive ? "text-brand-700" : "text-ink-soft hover:text-ink");

const menuItemClasses = "block w-full rounded-md px-3 py-2.5 text-left text-sm font-medium text-ink hover:bg-navy-50";

export function SiteHeader({ viewer }: { viewer: Viewer | null }) {
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
        <div className="hidden items-center gap-3 md:flex">
          {viewer ? (
            <>
              <p className="max-w-56 truncate text-sm text-ink-soft">
                Welcome, <span className="font-semibold text-ink">{welcomeName(viewer)}</span>
              </p>
              <AccountMenu />
            </>
          ) : (
            <>
              <LinkButton to="/login" variant="ghost" size="sm">
                Sign In
              </LinkButton>
              <LinkButton to="/register" size="sm">
                Get Started
              </LinkButton>
            </>
          )}
        </div>
        <MobileMenu viewer={viewer} />
      </div>
    </header>
  );
}

/**
 * A disclosure, not a script, so it opens with JavaScript off. With it on, a
 * navigation closes it, as a page load would; hydration does not, so a menu opened
 * before the scripts took over stays open.
 */
function Disclosure({ className, summary, label, children }: { className?: string; summary: React.ReactNode; label: string; children: React.ReactNode }) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (disclosure.current) disclosure.current.open = false;
  }, [location.key]);
  return (
    <details ref={disclosure} className={cx("group relative", className)}>
      <summary aria-label={label} className="list-none [&::-webkit-details-marker]:hidden">
        {summary}
      </summary>
      {children}
    </details>
  );
}

function SignOutForm() {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={menuItemClasses}>
        Sign Out
      </button>
    </Form>
  );
}

function AccountMenu() {
  return (
    <Disclosure
      label="Account"
      summary={
        <span className="flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-navy-50">
          Account
          <svg viewBox="0 0 20 20" className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" fill="currentColor">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </span>
      }
    >
      <div className="absolute right-0 mt-2 w-52 rounded-xl border border-line bg-surface p-1.5 shadow-(--shadow-lift)">
        <Link to="/dashboard" className={menuItemClasses}>
          Dashboard
        </Link>
        <Link to="/settings" className={menuItemClasses}>
          Settings
        </Link>
        <SignOutForm />
      </div>
    </Disclosure>
  );
}

function MobileMenu({ viewer }: { viewer: Viewer | null }) {
  return (
    <Disclosure
      className="md:hidden"
      label="Menu"
      summary={
        <span className="flex size-10 cursor-pointer items-center justify-center rounded-lg text-ink hover:bg-navy-50">
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
            <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </span>
      }
    >
      <div className="absolute right-0 mt-2 w-64 rounded-xl border border-line bg-surface p-2 shadow-(--shadow-lift)">
        <nav aria-label="Mobile" className="flex flex-col">
          {NAVIGATION.map((link) => (
            <Link key={link.to} to={link.to} className={menuItemClasses}>
              {link.label}
            </Link>
          ))}
        </nav>
        {viewer ? (
          <div className="mt-2 border-t border-line pt-2">
            <p className="truncate px-3 py-2 text-sm text-ink-soft">
              Welcome, <span className="font-semibold text-ink">{welcomeName(viewer)}</span>
            </p>
            <Link to="/dashboard" className={menuItemClasses}>
              Dashboard
            </Link>
            <Link to="/settings" className={menuItemClasses}>
              Settings
            </Link>
            <SignOutForm />
          </div>
        ) : (
          <div className="mt-2 grid gap-2 border-t border-line pt-3">
            <LinkButton to="/login" variant="outline" size="sm">
              Sign In
            </LinkButton>
            <LinkButton to="/register" size="sm">
              Get Started
            </LinkButton>
          </div>
        )}
      </div>
    </Disclosure>
  );
}
