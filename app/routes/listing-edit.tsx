import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Form } from "react-router";
import { DocumentsCard } from "~/components/documents/documents-card";
import { ListingChecklist } from "~/components/listing-checklist";
import { ListingEditor } from "~/components/listing-editor";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { onDemand } from "~/components/on-demand";
import { Button, LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { type ListingStatus, parseListingId } from "~/domain/listings/listing";
import { listingChecklist } from "~/domain/listings/listing-checklist";
import { statusLabel } from "~/domain/listings/listing";
import { listingFormSchema, listingFormValues, listingSchemaFor, listingStatusSchema } from "~/domain/listings/listing-form";
import { editorVersion, staleSave, staleSaveMessage } from "~/domain/listings/listing-edits";
import { requireSeller } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import type { Database } from "~/server/db/database";
import { setListingStatus, unknownBaseAirport, updateListing, withBaseAirportPlace } from "~/server/listings/seller-listings.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { requireOwnedListing } from "~/server/listings/listing-ownership.server";
import { findOwnedListing } from "~/server/listings/listings.server";
import { listingPhotosOf } from "~/server/listings/listing-photos.server";
import { documentCount } from "~/server/listings/listing-documents.server";
import { hiddenReasonFor } from "~/server/operators/listing-moderation.server";
import { statusKeptByDeal } from "~/server/deals/deal-listing-status.server";
import { KEPT_STATUS_MESSAGES } from "~/domain/deals/listing-hold";
import type { Route } from "./+types/listing-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.listing.name ?? "listing"} · AeroMarket` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { listing, db } = await requireOwnedListing(context, url, params.id);
  return {
    listing,
    hiddenReason: await hiddenReasonFor(db, listing.id),
    defaultValue: listingFormValues(listing),
    version: editorVersion(listingFormValues(listing)),
    constraint: getZodConstraint(listingFormSchema()),
    checklist: listingChecklist(listing, (await listingPhotosOf(db, listing.id)).length, await documentCount(db, listing.id)),
    statusKept: await statusKeptMessage(db, listing.id),
  };
}

const STATUS_MESSAGES = {
  active: "Marked Active: buyers find it in the catalogue again.",
  pending: "Marked Sale pending: it stays in the catalogue marked Sale Pending, as its page shows.",
  sold: "Marked Sold: it leaves the catalogue and its page shows Sold.",
} as const;

/** What a hidden listing's seller is told instead of what buyers would see: nothing, until an operator restores it. */
const WHILE_HIDDEN = "AeroMarket's operators have hidden this listing: buyers see it only once they restore it.";

/** Why the status form is not offered, if a deal keeps the status: words only, so the page's JavaScript carries no state table. */
async function statusKeptMessage(db: Database, listingId: number): Promise<string | null> {
  const kept = await statusKeptByDeal(db, listingId);
  return kept ? KEPT_STATUS_MESSAGES[kept] : null;
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const seller = requireSeller(context, url);
  const id = parseListingId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const db = await database();
  const formData = withBaseAirportPlace(await request.formData());
  const path = `/dashboard/listings/${id}/edit`;
  if (formData.get("intent") === "status") {
    const submission = parseWithZod(formData, { schema: listingStatusSchema });
    // The editor below reads the action's reply; a status form's reply must not empty it.
    if (submission.status !== "success") return redirectWithToast(path, { type: "error", message: "Please choose Active, Sale pending or Sold" });
    const changed = await setListingStatus(db, seller.id, id, submission.value.status);
    if (changed === "not-found") throw data(null, { status: 404 });
    // Posted past the editor, which offers no change while a deal keeps the status (from a page
    // drawn before the deal took the aircraft): a reply with no values, so the editor below keeps
    // what it holds and shows the reason among its own messages.
    if (changed !== "changed") {
      const refused: SubmissionResult<string[]> = { status: "error", error: { "": [KEPT_STATUS_MESSAGES[changed.keptByDeal]] } };
      return data(refused, { status: 400 });
    }
    const hidden = (await hiddenReasonFor(db, id)) !== null;
    return redirectWithToast(path, { type: "success", message: hidden ? `Status saved. ${WHILE_HIDDEN}` : STATUS_MESSAGES[submission.value.status] });
  }
  // Only a listing that is still a draft may be saved incomplete, as a draft.
  const current = await findOwnedListing(db, seller.id, id);
  if (!current) throw data(null, { status: 404 });
  const submission = parseWithZod(formData, { schema: listingSchemaFor(formData.get("intent"), current.status) });
  const savedValues = listingFormValues(current);
  const version = formData.get("version");
  const stale = typeof version === "string" ? staleSave(version, savedValues, submission.payload) : null;
  if (stale) {
    // Refused with what was typed, merged with the newer save, and the version now saved: saving again goes ahead.
    const reply = submission.reply({ formErrors: [staleSaveMessage(stale)] });
    return data({ ...reply, initialValue: { ...stale.values, version: editorVersion(savedValues) } }, { status: 409 });
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const unknownAirport = unknownBaseAirport(submission.value);
  if (unknownAirport) return data(submission.reply({ fieldErrors: { baseAirport: [unknownAirport] } }), { status: 400 });
  const saved = await updateListing(db, seller.id, id, submission.value);
  if (!saved) throw data(null, { status: 404 });
  const hidden = (await hiddenReasonFor(db, id)) !== null;
  const message = savedMessage(saved.status, submission.value.intent === "publish", hidden);
  return redirectWithToast(path, { type: "success", message });
}

function savedMessage(status: ListingStatus, publishing: boolean, hidden: boolean): string {
  if (status === "draft") return "Draft saved. Only you can see it until you publish it; the checklist shows what publishing still needs.";
  if (publishing) return hidden ? `Published. ${WHILE_HIDDEN}` : "Published: buyers find it in the catalogue now.";
  if (status === "expired") return "Changes saved. Buyers see them once you republish it.";
  return hidden ? `Changes saved. ${WHILE_HIDDEN}` : "Changes saved. Buyers see them now.";
}

/** The version a refused save's reply carries: the one saved when it was refused. */
function replyVersion(reply: { initialValue?: Record<string, unknown> | null } | undefined): string | undefined {
  const version = reply?.initialValue?.version;
  return typeof version === "string" ? version : undefined;
}

// Few listings a seller edits have expired: the browser loads the note when one has.
const ExpiredNote = onDemand(
  import.meta.env.SSR ? (await import("~/components/listing-freshness/republish")).ExpiredNote : null,
  () => import("~/components/listing-freshness/republish").then((module) => module.ExpiredNote),
);

export default function EditListingPage({ loaderData, actionData }: Route.ComponentProps) {
  // statusKept: why there is no status form, a deal keeping the status.
  const { listing, statusKept } = loaderData;
  const base = `/dashboard/listings/${listing.id}`;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <LinkButton to="/dashboard" variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Back to Dashboard
      </LinkButton>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Edit {listing.name}</h1>
        <ListingStatusBadge status={listing.status} />
      </div>
      {loaderData.hiddenReason !== null ? (
        <p role="note" className="mt-4 rounded-lg border border-danger-50 bg-danger-50 p-4 text-sm text-danger-700">
          AeroMarket&apos;s operators hid this listing: buyers cannot find it or open its page. Their reason: {loaderData.hiddenReason}
        </p>
      ) : null}
      {listing.status === "expired" ? <ExpiredNote listingId={listing.id} name={listing.name} /> : null}
      <Card className="mt-6 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold text-ink">Photos</h2>
          <p className="text-sm text-ink-soft">Upload several at once, then choose the cover buyers see on the catalogue card.</p>
        </div>
        <LinkButton to={`${base}/photos`} className="shrink-0">
          Add photos
        </LinkButton>
      </Card>
      <DocumentsCard listingId={listing.id} />
      <ListingChecklist items={loaderData.checklist} draft={listing.status === "draft"} />
      <nav aria-label="Listing actions" className="mt-4 flex flex-wrap gap-2">
        <LinkButton to={`${base}/preview`} variant="outline" size="sm">
          Preview
        </LinkButton>
        <LinkButton to={`${base}/analytics`} variant="outline" size="sm">
          Analytics
        </LinkButton>
        <LinkButton to={`${base}/delete`} variant="danger-ghost" size="sm">
          Delete
        </LinkButton>
      </nav>
      {listing.status === "draft" ? null : (
        <Card className="mt-4 p-5">
          <h2 className="font-semibold text-ink">Status</h2>
          <p className="mt-1 text-sm text-ink-soft">
            Now {statusLabel(listing.status)}. {statusKept ?? "A sold aircraft leaves the catalogue and keeps its page."}
          </p>
          {statusKept ? null : (
            <Form method="post" className="mt-4 flex flex-wrap gap-2">
              <input type="hidden" name="intent" value="status" />
              {listing.status !== "active" ? (
                <Button type="submit" name="status" value="active" variant="outline" size="sm">
                  Mark Active
                </Button>
              ) : null}
              {listing.status !== "pending" ? (
                <Button type="submit" name="status" value="pending" variant="outline" size="sm">
                  Mark Sale pending
                </Button>
              ) : null}
              {listing.status !== "sold" ? (
                <Button type="submit" name="status" value="sold" variant="outline" size="sm">
                  Mark Sold
                </Button>
              ) : null}
            </Form>
          )}
        </Card>
      )}
      {/* A new version (another page's save, seen on a refused save) draws the form afresh from the merged values. */}
      <ListingEditor
        key={replyVersion(actionData) ?? loaderData.version}
        action={`${base}/edit`}
        defaultValue={loaderData.defaultValue}
        lastResult={actionData}
        status={listing.status}
        constraint={loaderData.constraint}
        version={replyVersion(actionData) ?? loaderData.version}
      />
    </main>
  );
}
