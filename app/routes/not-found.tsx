import { data } from "react-router";
import { LostPage } from "~/components/error-page";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: "Page not found · AeroMarket" }];

export function loader({ url }: Route.LoaderArgs) {
  // An address whose escapes do not decode (/%zz) names no page at all: the request is at fault, a 400.
  if (!decodable(url.pathname)) throw data(null, { status: 400 });
  console.warn(`404 Error: User attempted to access non-existent route: ${url.pathname}`);
  return data(null, { status: 404 });
}

function decodable(path: string): boolean {
  try {
    // The result is used: a bundler drops a call whose result is not, with its throw.
    return decodeURIComponent(path).length >= 0;
  } catch {
    return false;
  }
}

export default function NotFoundPage() {
  return <LostPage label="404" title="Oops! Page not found" explanation="The page you are looking for does not exist or has moved." />;
}
