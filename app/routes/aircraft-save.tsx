import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, redirect } from "react-router";
import { parseListingId } from "~/domain/listings/listing";
import { safeRedirectTarget } from "~/domain/redirect-target";
import { savedMessage } from "~/domain/alerts/saved-aircraft";
import { saveAircraftSchema } from "~/domain/alerts/saved-aircraft-schema";
import { requireUser } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { findPublicListing } from "~/server/listings/listings.server";
import { removeSavedAircraft, saveAircraft } from "~/server/alerts/saved-aircraft.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/aircraft-save";

// Saving happens through the heart's POST form; a visit here goes to the aircraft.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/aircraft/${params.id}`);
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const db = await database();
  const id = parseListingId(params.id);
  const listing = id !== null ? await findPublicListing(db, id) : null;
  if (!listing) throw data("Aircraft Not Found", { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: saveAircraftSchema });
  if (submission.status !== "success") throw data("The save form was incomplete.", { status: 400 });
  const { intent, redirectTo } = submission.value;
  if (intent === "save") await saveAircraft(db, user.id, listing.id);
  else await removeSavedAircraft(db, user.id, listing.id);
  return redirectWithToast(safeRedirectTarget(redirectTo, `/aircraft/${listing.id}`), {
    type: "success",
    message: savedMessage(intent, listing.name),
  });
}
