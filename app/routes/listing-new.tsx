import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data } from "react-router";
import { ListingEditor } from "~/components/listing-editor";
import { LinkButton } from "~/components/ui/button";
import { listingFormSchema, listingSchemaFor } from "~/domain/listings/listing-form";
import { requireSeller } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { findProfile } from "~/server/accounts/profiles.server";
import { contactDefaults, createListing, unknownBaseAirport, withBaseAirportPlace } from "~/server/listings/seller-listings.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/listing-new";

export const meta: Route.MetaFunction = () => [{ title: "Add New Listing · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const seller = requireSeller(context, url);
  const profile = await findProfile(await database(), seller.id);
  return { defaultValue: { availableInMonths: "0", ...contactDefaults(profile, seller.email) }, constraint: getZodConstraint(listingFormSchema()) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const seller = requireSeller(context, url);
  const formData = withBaseAirportPlace(await request.formData());
  // A draft is checked only on what is typed; Publish needs every field.
  const submission = parseWithZod(formData, { schema: listingSchemaFor(formData.get("intent"), null) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const unknownAirport = unknownBaseAirport(submission.value);
  if (unknownAirport) return data(submission.reply({ fieldErrors: { baseAirport: [unknownAirport] } }), { status: 400 });
  const listing = await createListing(await database(), seller.id, submission.value);
  const message =
    listing.status === "draft"
      ? "Draft saved. Only you can see it until you publish it. Add photos next."
      : "Your listing is live in the catalogue. Add photos next.";
  return redirectWithToast(`/dashboard/listings/${listing.id}/edit`, { type: "success", message });
}

export default function NewListingPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <LinkButton to="/dashboard" variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Back to Dashboard
      </LinkButton>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Add New Listing</h1>
      <p className="mt-2 text-ink-soft">
        Save it as a draft whenever you like: it needs only a title, keeps whatever else you have typed, and only you see it.
        Publishing needs every field marked *. You add photos on the next page.
      </p>
      <ListingEditor action="/dashboard/listings/new" defaultValue={loaderData.defaultValue} lastResult={actionData} status={null} constraint={loaderData.constraint} />
    </main>
  );
}
