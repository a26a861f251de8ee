import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Form, useLocation } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { PhotoPicker } from "~/components/photo-picker";
import { Badge } from "~/components/ui/badge";
import { Button, LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useSubmitting } from "~/components/use-submitting";
import {
  type ListingPhoto,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_LISTING,
  photoAlt,
  photoImage,
  photosAddedMessage,
  photoUploadLimitMessage,
  photoUploadRule,
} from "~/domain/listings/listing-photos";
import { PHOTO_CHANGE_MESSAGES, type PhotoChange, photoChangeSchema } from "~/domain/listings/photo-changes";
import type { Database } from "~/server/db/database";
import { addListingPhotos, deletePhoto, listingPhotosOf, movePhoto, PhotoCountError, setCoverPhoto } from "~/server/listings/listing-photos.server";
import { readPhotoForm } from "~/server/listings/photo-upload.server";
import { consumeRateLimit, withRetryAfter } from "~/server/platform/rate-limit.server";
import { fileStorage } from "~/server/platform/storage.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import { requireOwnedListing } from "~/server/listings/listing-ownership.server";
import type { Route } from "./+types/listing-photos";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Photos of the ${loaderData.listing.name} · AeroMarket` : "Photos · AeroMarket" },
  { name: "robots", content: "noindex" },
];

/** A refused upload says when to try again: an action's headers reach the page only through this. */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => withRetryAfter(parentHeaders, actionHeaders);

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { listing, db } = await requireOwnedListing(context, url, params.id);
  return { listing: { id: listing.id, name: listing.name }, photos: await listingPhotosOf(db, listing.id) };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const { seller, listing, db } = await requireOwnedListing(context, url, params.id);
  // Only the upload is multipart: it alone costs image work, so it alone counts against the seller's limit.
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const limit = await consumeRateLimit(db, photoUploadRule(seller.id));
    if (!limit.allowed) {
      return data({ errors: [photoUploadLimitMessage(limit.retryAfterSeconds)] }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    }
  }
  const form = await readPhotoForm(request, (await listingPhotosOf(db, listing.id)).length);
  if (form.fields.get("intent") === "upload" || form.errors.length > 0) {
    if (form.errors.length > 0) return data({ errors: form.errors }, { status: 400 });
    try {
      await addListingPhotos(db, fileStorage(), listing.id, form.photos);
    } catch (error) {
      if (error instanceof PhotoCountError) return data({ errors: [error.message] }, { status: 400 });
      throw error;
    }
    return redirectWithToast(url.pathname, { type: "success", message: photosAddedMessage(form.photos.length) });
  }
  const submission = parseWithZod(form.fields, { schema: photoChangeSchema });
  if (submission.status !== "success") return data({ errors: ["That change could not be read. Please try again."] }, { status: 400 });
  if (!(await changePhoto(db, listing.id, submission.value))) {
    return data({ errors: ["That photo has moved or gone since the page was loaded; here it is as it is now."] }, { status: 400 });
  }
  return redirectWithToast(url.pathname, { type: "success", message: PHOTO_CHANGE_MESSAGES[submission.value.intent] });
}

function changePhoto(db: Database, listingId: number, change: PhotoChange): Promise<boolean> {
  switch (change.intent) {
    case "cover":
      return setCoverPhoto(db, listingId, change.photoId);
    case "up":
    case "down":
      return movePhoto(db, listingId, change.photoId, change.intent);
    case "delete":
      return deletePhoto(db, fileStorage(), listingId, change.photoId);
  }
}

export default function ListingPhotosPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, photos } = loaderData;
  const location = useLocation();
  const uploading = useSubmitting(location.pathname);
  const full = photos.length >= MAX_PHOTOS_PER_LISTING;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-12">
      <LinkButton to="/dashboard" variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Dashboard
      </LinkButton>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Photos of the {listing.name}</h1>
      <p className="mt-2 text-ink-soft">
        {photos.length} of {MAX_PHOTOS_PER_LISTING} photos. Buyers see the cover on catalogue cards and the photos in this order on the{" "}
        <a href={`/aircraft/${listing.id}`} className="text-brand-700 underline">
          listing page
        </a>
        .
      </p>
      <Card className="mt-6 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">Add photos</h2>
        <Form key={location.key} method="post" encType="multipart/form-data" className="mt-4 space-y-4">
          <FormAlert errors={actionData?.errors} />
          <input type="hidden" name="intent" value="upload" />
          <PhotoPicker uploading={uploading} />
          <p id="photos-help" className="text-sm text-muted">
            JPEG, PNG or WebP, up to {MAX_PHOTO_BYTES / 1024 / 1024} MB each and {MAX_PHOTOS_PER_LISTING} per listing. Photos are turned upright, and location and camera
            details are removed before buyers see them.
          </p>
          <Button type="submit" disabled={uploading || full}>
            {uploading ? "Uploading..." : "Upload Photos"}
          </Button>
        </Form>
      </Card>
      <section aria-labelledby="photos-heading" className="mt-8">
        <h2 id="photos-heading" className="text-lg font-semibold text-ink">
          Your photos
        </h2>
        {photos.length === 0 ? (
          <p className="mt-3 text-ink-soft">No photos yet. Until you add one, buyers see a drawing of the aircraft&apos;s category.</p>
        ) : (
          <ol className="mt-4 space-y-3">
            {photos.map((photo, index) => (
              <PhotoRow key={photo.id} photo={photo} index={index} count={photos.length} name={listing.name} />
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}

function PhotoRow({ photo, index, count, name }: { photo: ListingPhoto; index: number; count: number; name: string }) {
  const image = photoImage(photo);
  const alt = photoAlt(name, index, count);
  return (
    <li>
      <Card className="flex flex-col gap-4 p-3 sm:flex-row sm:items-center">
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 640px) 12rem, 100vw"
          alt={alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-lg bg-navy-50 object-cover sm:w-48"
        />
        <div className="flex flex-1 flex-col gap-3">
          <p className="flex items-center gap-2 font-medium text-ink">
            Photo {index + 1}
            {photo.isCover ? <Badge tone="brand">Cover</Badge> : null}
          </p>
          <div className="flex flex-wrap gap-2">
            {photo.isCover ? null : <PhotoButton photoId={photo.id} number={index + 1} intent="cover" label="Make Cover" />}
            <PhotoButton photoId={photo.id} number={index + 1} intent="up" label="Move Up" disabled={index === 0} />
            <PhotoButton photoId={photo.id} number={index + 1} intent="down" label="Move Down" disabled={index === count - 1} />
            <PhotoButton photoId={photo.id} number={index + 1} intent="delete" label="Delete" danger />
          </div>
        </div>
      </Card>
    </li>
  );
}

type PhotoButtonProps = { photoId: number; number: number; intent: PhotoChange["intent"]; label: string; disabled?: boolean; danger?: boolean };

function PhotoButton({ photoId, number, intent, label, disabled, danger }: PhotoButtonProps) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="photoId" value={photoId} />
      <Button type="submit" name="intent" value={intent} variant={danger ? "danger" : "outline"} size="sm" disabled={disabled} aria-label={`${label}, photo ${number}`}>
        {label}
      </Button>
    </Form>
  );
}
