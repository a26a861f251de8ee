import { data } from "react-router";
import type { Route } from "./+types/operator-not-found";

/** An address under /operator that is no console page: the site's 404, for a GET or a POST alike. */
export function loader(_: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export function action(_: Route.ActionArgs) {
  throw data(null, { status: 404 });
}

export default function OperatorNotFound() {
  return null;
}
