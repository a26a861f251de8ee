import { AircraftPage } from "~/components/aircraft-page";
import type { Route } from "./+types/aircraft-page";

/** /aircraft/{id} itself, drawn from what its layout (routes/aircraft.tsx) loaded. */
export default function AircraftPageRoute({ matches }: Route.ComponentProps) {
  const { page } = matches[1].loaderData;
  return page ? <AircraftPage {...page} /> : null;
}
