import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, redirect } from "react-router";
import { aircraftAlertsMessage } from "~/domain/alerts/saved-aircraft";
import { aircraftAlertsSchema } from "~/domain/alerts/saved-aircraft-schema";
import { requireUser } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { setAircraftAlerts } from "~/server/accounts/profiles.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/aircraft-alerts";

// The preference is set from the Saved Aircraft tab; a visit here goes there.
export function loader() {
  return redirect("/dashboard");
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const user = requireUser(context, url);
  if (user.userType !== "buyer") throw data(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: aircraftAlertsSchema });
  if (submission.status !== "success") throw data(null, { status: 400 });
  const on = submission.value.aircraftAlerts === "on";
  await setAircraftAlerts(await database(), user.id, on);
  return redirectWithToast("/dashboard", { type: "success", message: aircraftAlertsMessage(on) });
}
