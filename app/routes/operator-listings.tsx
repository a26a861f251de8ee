import { data, Form, Link } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { OperatorReasonField } from "~/components/operator-reason-field";
import { InputField } from "~/components/ui/field";
import { listingModerationSchema } from "~/domain/operators/console";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { findListingForOperator, hideListing, restoreListing } from "~/server/operators/listing-moderation.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/operator-listings";

export const meta: Route.MetaFunction = () => [{ title: "Listings · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context, url }: Route.LoaderArgs) {
  requireOperator(context);
  const raw = (url.searchParams.get("id") ?? "").trim();
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const listing = id ? await findListingForOperator(await database(), id) : null;
  return { query: raw, listing: listing ? { ...listing, hiddenAt: listing.hiddenAt?.toISOString() ?? null } : null };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const form = Object.fromEntries(await request.formData());
  const parsed = listingModerationSchema.safeParse(form);
  if (!parsed.success) return data({ reason: String(form.reason ?? ""), error: parsed.error.issues[0]?.message ?? "Please check the form" }, { status: 400 });
  const { intent, listingId, reason } = parsed.data;
  const actor = { id: operator.id, email: operator.email };
  const db = await database();
  if (!(await findListingForOperator(db, listingId))) throw data(null, { status: 404 });
  const result = intent === "hide" ? await hideListing(db, actor, listingId, reason) : await restoreListing(db, actor, listingId, reason);
  if (!result.ok) return data({ reason, error: result.message }, { status: 400 });
  const message = !result.changed
    ? `Nothing changed: the listing was already ${intent === "hide" ? "hidden" : "shown"}.`
    : intent === "hide"
      ? "The listing is hidden: buyers cannot find it or open its page, and its seller sees your reason."
      : "The listing is shown again.";
  return redirectWithToast(`/operator/listings${url.search}`, { type: "success", message });
}

export default function OperatorListings({ loaderData, actionData }: Route.ComponentProps) {
  const { query, listing } = loaderData;
  const hidden = listing?.hiddenAt != null;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Listings</h1>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <InputField id="listing-search" label="Listing number" name="id" inputMode="numeric" defaultValue={query} />
        <Button type="submit">Find</Button>
      </Form>
      {query && !listing ? <p className="mt-6 text-ink-soft">There is no listing number “{query}”.</p> : null}
      {listing ? (
        <section className="mt-6 rounded-lg border border-line bg-surface p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/aircraft/${listing.id}`} className="font-semibold text-ink underline">
              {listing.name}
            </Link>
            <span className="text-sm text-ink-soft">
              #{listing.id}, {listing.status}, seller {listing.sellerEmail ?? "none"}
            </span>
            {hidden ? <Badge tone="danger">Hidden</Badge> : <Badge tone="success">Shown</Badge>}
          </div>
          {hidden ? <p className="mt-2 text-sm text-ink-soft">Hidden because: {listing.hiddenReason}</p> : null}
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="listingId" value={listing.id} />
            <input type="hidden" name="intent" value={hidden ? "restore" : "hide"} />
            <OperatorReasonField
              id="listing-reason"
              label={hidden ? "Why show it again" : "Why hide it (its seller sees this)"}
              defaultValue={actionData?.reason ?? ""}
            />
            <FormAlert errors={actionData ? [actionData.error] : undefined} />
            <Button type="submit">{hidden ? "Show listing" : "Hide listing"}</Button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
