import { useEffect } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { IconSprite } from "./components/aircraft-facts";
import { useNonce } from "./components/nonce";
import { RequestReference } from "./components/request-reference";
import { ServerMarkup } from "./components/server-markup";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { Stylesheet } from "./components/stylesheet";
import { Toaster } from "./components/toaster";
import { LinkButton } from "./components/ui/button";
import { currentUser, sessionMiddleware } from "./server/auth/session.server";
import { noteRequestUser } from "./server/platform/request-context.server";
import { readToast } from "./server/platform/toast.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const middleware: Route.MiddlewareFunction[] = [
  sessionMiddleware,
  ({ context }, next) => {
    noteRequestUser(context, currentUser(context)?.id);
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, headers } = await readToast(request);
  const user = currentUser(context);
  const viewer = user ? { firstName: user.firstName, email: user.email } : null;
  return data({ toast, viewer, year: new Date().getFullYear() }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  // Hydration starts after the first paint (docs/decisions/033): this says when the page's
  // scripts have taken over, for the browser tests that use what only scripts add.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b33" />
        <Meta />
        <Links />
        <Stylesheet />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
          Skip to content
        </a>
        <ServerMarkup id="icon-sprite">{import.meta.env.SSR ? <IconSprite /> : null}</ServerMarkup>
        <SiteHeader viewer={rootData?.viewer ?? null} />
        <div className="flex-1">{children}</div>
        <ServerMarkup id="site-footer">{import.meta.env.SSR ? <SiteFooter year={rootData?.year ?? new Date().getFullYear()} /> : null}</ServerMarkup>
        <Toaster toast={rootData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refusal = isRouteErrorResponse(error) && error.status < 500 ? REFUSALS[error.status] ?? REFUSALS[400]! : null;
  const outage = isRouteErrorResponse(error) && error.status === 503 ? OUTAGE : null;
  if (!refusal && !outage) console.error(error);
  const { label, title, explanation } = refusal ?? outage ?? {
    label: "Something went wrong",
    title: "We hit some turbulence",
    explanation: "An unexpected error occurred. Please try again in a moment; if it keeps happening, let us know.",
  };
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{label}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-ink-soft">{explanation}</p>
      {refusal ? null : <RequestReference />}
      <LinkButton to="/" className="mt-8" size="lg">
        Return to Home
      </LinkButton>
    </main>
  );
}

/** The database is away for a moment (a 503 with Retry-After); the server logs the outage itself. */
const OUTAGE = {
  label: "503",
  title: "We'll be right back",
  explanation: "The site is briefly unavailable. Please try again in a moment.",
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
