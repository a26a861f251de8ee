import { useRouteLoaderData } from "react-router";
import { AircraftPage } from "~/components/aircraft-page";
import type { loader } from "./aircraft";

/**
 * /aircraft/{id} itself, drawn from what its layout (routes/aircraft.tsx) loaded. Read with a
 * hook rather than from its props, so that the inquiry dialog can draw this same module live
 * behind itself when it opens over another page.
 */
export default function AircraftPageRoute() {
  const page = useRouteLoaderData<typeof loader>("routes/aircraft")?.page;
  return page ? <AircraftPage {...page} /> : null;
}
