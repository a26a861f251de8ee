import type { ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import type { SignInOffer } from "~/domain/redirect-target";
import { FILE_STORAGE_OUTAGE } from "~/domain/outages";
import { RequestReference } from "./request-reference";
import { Button, LinkButton } from "./ui/button";

/**
 * The sign-in page a refusal offers, if it offers one (a 404's data may be anything). Here,
 * not beside signInHref: this page loads on demand, and every page loads that module.
 */
function signInOfferOf(data: unknown): string | null {
  if (typeof data !== "object" || data === null || !("signIn" in data)) return null;
  const href = (data as SignInOffer).signIn;
  return typeof href === "string" && href.startsWith("/login") ? href : null;
}

/** What the site shows in place of a page that failed: the root's error boundary. */
export function ErrorPage({ error }: { error: unknown }) {
  const refusal = isRouteErrorResponse(error) && error.status < 500 ? REFUSALS[error.status] ?? REFUSALS[400]! : null;
  const outage = isRouteErrorResponse(error) && error.status === 503 ? (error.data === FILE_STORAGE_OUTAGE ? STORAGE_OUTAGE : OUTAGE) : null;
  if (!refusal && !outage) console.error(error);
  const signIn = isRouteErrorResponse(error) && error.status === 404 ? signInOfferOf(error.data) : null;
  const { label, title, explanation } = refusal ?? outage ?? {
    label: "Something went wrong",
    title: "We hit some turbulence",
    explanation: "An unexpected error occurred. Please try again in a moment; if it keeps happening, let us know.",
  };
  return (
    <LostPage label={label} title={title} explanation={explanation}>
      {/* No route's meta names a page that failed: React moves this into the document's head. */}
      <title>{`${title} · AeroMarket`}</title>
      {refusal ? null : <RequestReference />}
      {signIn ? (
        <p className="mt-4 text-ink-soft">
          If it is a page of yours,{" "}
          <Link to={signIn} className="font-medium text-brand-700 underline">
            sign in
          </Link>{" "}
          to see it.
        </p>
      ) : null}
    </LostPage>
  );
}

/**
 * A page that could not be shown, as the site's own page: what happened, a search of the
 * catalogue, and the ways back (the home page and the catalogue). A plain form and links:
 * the same without JavaScript.
 */
export function LostPage({ label, title, explanation, children }: { label: string; title: string; explanation: string; children?: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{label}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-ink-soft">{explanation}</p>
      {children}
      {/* A plain form: the catalogue loads as a page of its own, leaving the error behind whole. */}
      <form method="get" action="/catalog" role="search" className="mt-8 flex w-full flex-col gap-2 sm:flex-row">
        <label htmlFor="lost-search" className="sr-only">
          Search aircraft
        </label>
        <input id="lost-search" name="q" type="search" placeholder="Manufacturer, model or location" className="control h-12 sm:flex-1" />
        <Button type="submit" size="lg">
          Search Aircraft
        </Button>
      </form>
      <nav aria-label="Ways back" className="mt-6 flex flex-wrap justify-center gap-3">
        <LinkButton to="/" variant="outline" size="lg">
          Return to Home
        </LinkButton>
        <LinkButton to="/catalog" variant="outline" size="lg">
          Browse Aircraft
        </LinkButton>
      </nav>
    </main>
  );
}

/** The database is away for a moment (a 503 with Retry-After); the server logs the outage itself. */
const OUTAGE = {
  label: "503",
  title: "We'll be right back",
  explanation: "The site is briefly unavailable. Please try again in a moment.",
};

/** The file storage (photos, documents) is away for a moment; the server logs it. */
const STORAGE_OUTAGE = {
  label: "503",
  title: "Photos and documents are briefly unavailable",
  explanation: "We could not reach where photos and documents are kept. Everything else works: please try this again in a moment.",
};

/** What a refused request (a 4xx the client caused, not a fault of ours) tells the visitor; nothing to log. */
const REFUSALS: Record<number, { label: string; title: string; explanation: string }> = {
  400: {
    label: "400",
    title: "That request could not be read",
    explanation: "The form or address that was sent is not one this site understands. Go back, reload the page and try again.",
  },
  404: { label: "404", title: "Oops! Page not found", explanation: "The page you are looking for does not exist or has moved." },
  413: {
    label: "413",
    title: "That was too much to send",
    explanation: "What was sent is larger than this form accepts. Go back, shorten it and try again.",
  },
};
