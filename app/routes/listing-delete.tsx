import { data, Form } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { parseListingId } from "~/domain/listings/listing";
import { formatPrice } from "~/domain/catalog/price";
import { requireSeller } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { deleteListing } from "~/server/listings/seller-listings.server";
import { fileStorage } from "~/server/platform/storage.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { useSubmitting } from "~/components/use-submitting";
import { requireOwnedListing } from "~/server/listings/listing-ownership.server";
import type { Route } from "./+types/listing-delete";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Delete ${loaderData?.listing.name ?? "listing"} · AeroMarket` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { listing } = await requireOwnedListing(context, url, params.id);
  return { listing };
}

export async function action({ params, url, context }: Route.ActionArgs) {
  const seller = requireSeller(context, url);
  const id = parseListingId(params.id);
  const deleted = id !== null && (await deleteListing(await database(), fileStorage(), seller.id, id));
  if (!deleted) throw data(null, { status: 404 });
  return redirectWithToast("/dashboard", { type: "success", message: "Listing deleted. Its inquiries stay in your Inquiries tab." });
}

export default function DeleteListingPage({ loaderData }: Route.ComponentProps) {
  const { listing } = loaderData;
  const path = `/dashboard/listings/${listing.id}/delete`;
  const deleting = useSubmitting(path);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Delete this listing?</h1>
        <div className="mt-5 flex items-center gap-4 rounded-xl border border-line bg-navy-50 p-3">
          <img src={listing.image} alt="" width={96} height={60} className="h-15 w-24 shrink-0 rounded-lg object-cover" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink">{listing.name}</p>
            <p className="text-sm text-ink-soft">
              {formatPrice(listing.price)} · {listing.location}
            </p>
          </div>
        </div>
        <ul className="mt-5 list-disc space-y-1.5 pl-5 text-sm text-ink-soft">
          <li>It leaves the catalogue, matching and your dashboard, and its page answers Aircraft Not Found.</li>
          <li>Buyers who saved it no longer see it.</li>
          <li>Its photos are deleted.</li>
          <li>Its inquiries stay readable to you and to the buyers who sent them.</li>
          <li>This cannot be undone.</li>
        </ul>
        <Form method="post" action={path} className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <LinkButton to="/dashboard" variant="outline">
            Keep listing
          </LinkButton>
          <Button type="submit" variant="danger" disabled={deleting}>
            {deleting ? "Deleting..." : "Delete listing"}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
