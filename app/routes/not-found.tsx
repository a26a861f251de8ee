import { data } from "react-router";
import { LinkButton } from "~/components/ui/button";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: "Page not found · AeroMarket" }];

export function loader({ url }: Route.LoaderArgs) {
  console.warn(`404 Error: User attempted to access non-existent route: ${url.pathname}`);
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold tracking-tight text-navy-100">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-ink-soft">The page you are looking for does not exist or has moved.</p>
      <LinkButton to="/" className="mt-8" size="lg">
        Return to Home
      </LinkButton>
    </main>
  );
}
