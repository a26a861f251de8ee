import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, redirect } from "react-router";
import { documentShareSchema } from "~/domain/listings/document-forms";
import { parseListingId } from "~/domain/listings/listing";
import { requireUser } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { inquiryMail, threadPath } from "~/server/inquiries/inquiry-mail.server";
import { shareDocument } from "~/server/listings/listing-documents.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/inquiry-documents";

// Inquiry ids are whole numbers like listing ids; anything else is a thread that does not exist.
function inquiryId(param: string | undefined): number {
  const id = parseListingId(param);
  if (id === null) throw data("Not Found", { status: 404 });
  return id;
}

/** Nothing to show here: the sharing buttons live in the conversation. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(threadPath(inquiryId(params.id)));
}

/**
 * The seller shares an on-request document with the conversation's buyer, or takes it
 * back: one button each, posted here from the conversation. Anyone but the inquiry's
 * seller, and any document that is not one of its listing's on-request ones, gets a 404.
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const id = inquiryId(params.id);
  const submission = parseWithZod(await request.formData(), { schema: documentShareSchema });
  if (submission.status !== "success") return redirectWithToast(threadPath(id), { type: "error", message: "That change could not be read. Please try again." });
  const share = submission.value.intent === "share";
  if (!(await shareDocument(await database(), inquiryMail(), user, id, submission.value.documentId, share))) throw data("Not Found", { status: 404 });
  return redirectWithToast(threadPath(id), {
    type: "success",
    message: share ? "Shared: the buyer can open the document from this conversation and the listing page." : "No longer shared: the buyer cannot open the document any more.",
  });
}
