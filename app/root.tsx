import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { IconSprite } from "./components/aircraft-facts";
import { useNonce } from "./components/nonce";
import { onDemand } from "./components/on-demand";
import { ServerMarkup } from "./components/server-markup";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { Stylesheet } from "./components/stylesheet";
import { Toaster } from "./components/toaster";
import { currentUser, sessionMiddleware } from "./server/auth/session.server";
import { env } from "./server/platform/env.server";
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
  return data({ toast, viewer, year: new Date().getFullYear(), site: env().site }, { headers });
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
        <ServerMarkup id="site-footer">{import.meta.env.SSR ? <SiteFooter year={rootData?.year ?? new Date().getFullYear()} site={rootData?.site} /> : null}</ServerMarkup>
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

const ErrorPage = onDemand(
  import.meta.env.SSR ? (await import("./components/error-page")).ErrorPage : null,
  () => import("./components/error-page").then((module) => module.ErrorPage),
  ErrorPageUnavailable,
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

function ErrorPageUnavailable() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">We hit some turbulence</h1>
      <p className="mt-4 text-ink-soft">This page could not load. Check your connection, then reload the page.</p>
    </main>
  );
}
