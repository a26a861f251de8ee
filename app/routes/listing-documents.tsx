import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, useLocation } from "react-router";
import { DocumentUploadForm, type DocumentUploadReply } from "~/components/documents/document-upload-form";
import { SellerDocumentList } from "~/components/documents/seller-document-list";
import { LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useSubmitting } from "~/components/use-submitting";
import { type DocumentChange, documentChangeSchema, documentUploadSchema } from "~/domain/listings/document-forms";
import {
  DOCUMENT_ROOM_MESSAGE,
  documentNameFrom,
  documentUploadLimitMessage,
  documentUploadRule,
  MAX_DOCUMENTS_PER_LISTING,
  NO_DOCUMENT_MESSAGE,
} from "~/domain/listings/listing-documents";
import type { Database } from "~/server/db/database";
import { readDocumentForm } from "~/server/listings/document-upload.server";
import { addListingDocument, deleteDocument, DocumentRoomError, documentCount, listingDocumentsFor, setDocumentAccess } from "~/server/listings/listing-documents.server";
import { requireOwnedListing } from "~/server/listings/listing-ownership.server";
import { consumeRateLimit, withRetryAfter } from "~/server/platform/rate-limit.server";
import { fileStorage } from "~/server/platform/storage.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/listing-documents";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Documents of the ${loaderData.listing.name} · AeroMarket` : "Documents · AeroMarket" },
  { name: "robots", content: "noindex" },
];

/** A refused upload says when to try again: an action's headers reach the page only through this. */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => withRetryAfter(parentHeaders, actionHeaders);

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { seller, listing, db } = await requireOwnedListing(context, url, params.id);
  return { listing: { id: listing.id, name: listing.name }, documents: await listingDocumentsFor(db, listing.id, seller.id) };
}

const CHANGE_MESSAGES: Record<DocumentChange["intent"], string> = { access: "Who may open the document is changed.", delete: "The document is deleted." };

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const { seller, listing, db } = await requireOwnedListing(context, url, params.id);
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) return changeDocument(db, listing.id, await request.formData(), url.pathname);
  // Only the upload costs storage: it alone counts against the seller's limit, before a byte of it is read.
  const limit = await consumeRateLimit(db, documentUploadRule(seller.id));
  if (!limit.allowed) {
    return data<DocumentUploadReply>({ errors: [documentUploadLimitMessage(limit.retryAfterSeconds)] }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  if ((await documentCount(db, listing.id)) >= MAX_DOCUMENTS_PER_LISTING) return data<DocumentUploadReply>({ errors: [DOCUMENT_ROOM_MESSAGE] }, { status: 400 });
  const form = await readDocumentForm(request);
  const values = { name: String(form.fields.get("name") ?? ""), access: String(form.fields.get("access") ?? "") };
  const submission = parseWithZod(form.fields, { schema: documentUploadSchema });
  const errors = [...form.errors, ...(form.file === null && form.errors.length === 0 ? [NO_DOCUMENT_MESSAGE] : [])];
  if (submission.status !== "success" || form.file === null || errors.length > 0) {
    const fieldErrors = submission.status === "success" ? undefined : { name: submission.error?.name ?? undefined, access: submission.error?.access ?? undefined };
    return data<DocumentUploadReply>({ errors, fieldErrors, values }, { status: 400 });
  }
  const { file } = form;
  try {
    await addListingDocument(db, fileStorage(), listing.id, {
      name: submission.value.name || documentNameFrom(file.fileName),
      format: file.format,
      bytes: file.bytes,
      access: submission.value.access,
    });
  } catch (error) {
    if (error instanceof DocumentRoomError) return data<DocumentUploadReply>({ errors: [error.message], values }, { status: 400 });
    throw error;
  }
  return redirectWithToast(url.pathname, { type: "success", message: "Document added." });
}

async function changeDocument(db: Database, listingId: number, formData: FormData, path: string) {
  const submission = parseWithZod(formData, { schema: documentChangeSchema });
  if (submission.status !== "success") return data<DocumentUploadReply>({ errors: ["That change could not be read. Please try again."] }, { status: 400 });
  const change = submission.value;
  const changed = change.intent === "access" ? await setDocumentAccess(db, listingId, change.documentId, change.access) : await deleteDocument(db, fileStorage(), listingId, change.documentId);
  if (!changed) return data<DocumentUploadReply>({ errors: ["That document has gone since the page was loaded; here they are as they are now."] }, { status: 400 });
  return redirectWithToast(path, { type: "success", message: CHANGE_MESSAGES[change.intent] });
}

export default function ListingDocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, documents } = loaderData;
  const location = useLocation();
  const uploading = useSubmitting(location.pathname);
  const full = documents.length >= MAX_DOCUMENTS_PER_LISTING;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-12">
      <LinkButton to={`/dashboard/listings/${listing.id}/edit`} variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Edit listing
      </LinkButton>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Documents of the {listing.name}</h1>
      <p className="mt-2 text-ink-soft">
        {documents.length} of {MAX_DOCUMENTS_PER_LISTING} documents. Logbooks, inspection reports, a spec sheet: buyers see each one&apos;s name, kind and size on the{" "}
        <a href={`/aircraft/${listing.id}`} className="text-brand-700 underline">
          listing page
        </a>
        , and download the public ones.
      </p>
      <Card className="mt-6 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">Add a document</h2>
        <DocumentUploadForm formKey={location.key} reply={actionData} uploading={uploading} full={full} />
      </Card>
      <section aria-labelledby="documents-heading" className="mt-8">
        <h2 id="documents-heading" className="text-lg font-semibold text-ink">
          Your documents
        </h2>
        <SellerDocumentList documents={documents} />
      </section>
    </main>
  );
}
