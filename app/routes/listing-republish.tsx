import { data, redirect } from "react-router";
import { parseListingId } from "~/domain/listings/listing";
import { requireSeller } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { republishListing } from "~/server/listings/listing-freshness.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/listing-republish";

// Republishing happens through the Republish button's POST form on My Listings; a visit here goes there.
export function loader() {
  return redirect("/dashboard");
}

/** One click brings the seller's expired listing back to the catalogue, updated today; anything else of that id is a 404. */
export async function action({ params, url, context }: Route.ActionArgs) {
  const seller = requireSeller(context, url);
  const id = parseListingId(params.id);
  const republished = id === null ? null : await republishListing(await database(), seller.id, id);
  if (!republished) throw data(null, { status: 404 });
  return redirectWithToast("/dashboard", { type: "success", message: `Republished: ${republished.name} is back in the catalogue, updated today.` });
}
