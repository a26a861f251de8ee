import { randomUUID } from "node:crypto";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { lazy, useRef } from "react";
import { data, replace } from "react-router";
import { AssistantChat, useAssistantConversation } from "~/components/inquiry/assistant-chat";
import { BuyerToolkit } from "~/components/inquiry/buyer-toolkit";
import { DIRECT_FORM_ANCHOR } from "~/components/inquiry/direct-form-anchor";
import { DirectMessageForm } from "~/components/inquiry/direct-message-form";
import { InquiryDialog } from "~/components/inquiry/inquiry-dialog";
import { PageBehindDialog } from "~/components/inquiry/page-behind-dialog";
import { LinkButton } from "~/components/ui/button";
import { contactTrapFilled } from "~/domain/contact-form";
import { DIRECT_MESSAGE_SENT, inquiryRateLimitMessage, SAMPLE_MESSAGE_SENT } from "~/domain/inquiries/inquiry";
import { directMessageSchema } from "~/domain/inquiries/inquiry-schemas";
import { conversation, draftInquiry, groupQuestionsText, normalizeQuestion, questionGroup } from "~/domain/inquiries/inquiry-assistant";
import { parseListingId } from "~/domain/listings/listing";
import { currentUser } from "~/server/auth/session.server";
import { database } from "~/server/db/client.server";
import { consumeInquiryRateLimit, listingSellerTakesEmail, sendInquiry } from "~/server/inquiries/inquiries.server";
import { inquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { askedQuestions, rememberQuestion } from "~/server/inquiries/inquiry-chat.server";
import { findPublicListing } from "~/server/listings/listings.server";
import { isSampleListing } from "~/server/listings/listing-ownership.server";
import { findProfile } from "~/server/accounts/profiles.server";
import { clientAddressContext } from "~/server/platform/request-context.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/aircraft-inquiry";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const listing = loaderData?.listing;
  if (!listing) return [{ title: "Aircraft Not Found · AeroMarket" }];
  return [{ title: `Professional Aircraft Inquiry - ${listing.name} · AeroMarket` }, { name: "robots", content: "noindex" }];
};

/** The dialog's address with its URL state, less the one-time "fill the input" request. */
function dialogHref(url: URL, changes: Record<string, string | null> = {}): string {
  const params = new URLSearchParams(url.search);
  params.delete("questions");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  const db = await database();
  const listing = id !== null ? await findPublicListing(db, id) : null;
  if (!listing) return data({ listing: null }, { status: 404 });
  const sample = await isSampleListing(db, listing.id);
  const user = currentUser(context);
  const profile = user ? await findProfile(db, user.id) : null;
  const asked = await askedQuestions(request, listing.id);
  const group = questionGroup(url.searchParams.get("questions"));
  const drafting = url.searchParams.get("draft") === "1";
  const buyerName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : (user?.firstName ?? "");
  return {
    listing,
    sample,
    sellerTakesEmail: await listingSellerTakesEmail(db, listing.id),
    messages: conversation(listing, asked, asked[0]?.at ?? new Date().toISOString()),
    chatInput: group ? groupQuestionsText(group) : "",
    direct: drafting || url.searchParams.get("direct") === "1",
    defaults: {
      name: buyerName,
      email: user?.email ?? "",
      phone: profile?.phone ?? "",
      message: drafting ? draftInquiry(listing, asked, buyerName || null) : "",
    },
    idempotencyKey: randomUUID(),
    constraint: getZodConstraint(directMessageSchema),
    signedIn: user !== null,
    hrefs: {
      ask: dialogHref(url),
      direct: dialogHref(url, { direct: "1", draft: null }),
      // The form opens below the assistant: the fragment brings it into view, without scripts too.
      openDirect: `${dialogHref(url, { direct: "1", draft: null })}#${DIRECT_FORM_ANCHOR}`,
      generate: `${dialogHref(url, { direct: "1", draft: "1" })}#${DIRECT_FORM_ANCHOR}`,
      hideDirect: dialogHref(url, { direct: null, draft: null }),
    },
    keepParams: [...new URLSearchParams(dialogHref(url).split("?")[1] ?? "")].filter(([name]) => name !== "draft"),
  };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const id = parseListingId(params.id);
  const db = await database();
  const listing = id !== null ? await findPublicListing(db, id) : null;
  if (!listing) throw data("Aircraft Not Found", { status: 404 });
  const formData = await request.formData();

  if (formData.get("intent") === "ask") {
    const question = normalizeQuestion(String(formData.get("question") ?? ""));
    // A blank question is ignored: the dialog comes back as it was.
    if (!question) return replace(dialogHref(url));
    return replace(dialogHref(url), { headers: { "Set-Cookie": await rememberQuestion(request, listing.id, question) } });
  }

  const submission = parseWithZod(formData, { schema: directMessageSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // Refused openly, as on the contact form: a person whose browser filled the hidden field learns nothing went.
  if (contactTrapFilled(formData)) {
    return data(submission.reply({ formErrors: ["Your message was not sent. Please send it again."] }), { status: 400 });
  }
  // A signed-in buyer writes as their own confirmed address, never as one they typed:
  // replies, and the thread under My Inquiries, follow that address.
  const user = currentUser(context);
  const message = user ? { ...submission.value, email: user.email } : submission.value;
  const limit = await consumeInquiryRateLimit(db, context.get(clientAddressContext), message.email);
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: [inquiryRateLimitMessage(limit.retryAfterSeconds)] }), { status: 429 });
  }
  const sent = await sendInquiry(db, inquiryMail(), { listingId: listing.id, buyerId: user?.id ?? null, message });
  return redirectWithToast(`/aircraft/${listing.id}`, { type: "success", message: sent?.toTeam ? SAMPLE_MESSAGE_SENT : DIRECT_MESSAGE_SENT });
}

// The page behind the dialog is the server's to draw: imported here for the server alone, so
// that the browser's build does not count the page's modules among the dialog's.
const ServerAircraftPage = import.meta.env.SSR ? (await import("./aircraft-page")).default : null;
const LiveAircraftPage = lazy(() => import("./aircraft-page"));

export default function InquiryDialogRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.listing) return null;
  return (
    <>
      <PageBehindDialog listingId={loaderData.listing.id} page={ServerAircraftPage ? <ServerAircraftPage /> : null} live={<LiveAircraftPage />} />
      <Inquiry {...loaderData} lastResult={actionData} />
    </>
  );
}

function Inquiry({ listing, sample, sellerTakesEmail, messages, chatInput, direct, defaults, idempotencyKey, constraint, signedIn, hrefs, keepParams, lastResult }: InquiryProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const assistant = useAssistantConversation(messages, hrefs.ask, inputRef);
  const fillInput = (text: string) => {
    if (!inputRef.current) return;
    inputRef.current.value = text;
    inputRef.current.focus();
  };
  return (
    <InquiryDialog listingId={listing.id} aircraftName={listing.name}>
      <div className="grid gap-6 px-5 py-5 sm:px-7 lg:grid-cols-[minmax(0,1fr)_300px]">
        <AssistantChat conversation={assistant} askAction={hrefs.ask} chatInput={chatInput} inputRef={inputRef} takesFocus={!direct} />
        <BuyerToolkit conversation={assistant} askAction={hrefs.ask} generateHref={hrefs.generate} keepParams={keepParams} fillInput={fillInput} />
      </div>
      <section id={DIRECT_FORM_ANCHOR} aria-labelledby="direct-heading" className="scroll-mt-32 border-t border-line bg-canvas px-5 py-5 sm:rounded-b-2xl sm:px-7">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 id="direct-heading" className="font-semibold text-ink">
              Message the seller
            </h3>
            <p className="text-sm text-ink-soft">
              {listing.contact.name}, {listing.contact.company}
            </p>
          </div>
          {direct ? null : (
            <LinkButton to={hrefs.openDirect} preventScrollReset replace>
              Contact Seller Directly
            </LinkButton>
          )}
        </div>
        {direct ? (
          <div className="mt-4">
            <DirectMessageForm
              key={defaults.message}
              action={`${hrefs.direct}#${DIRECT_FORM_ANCHOR}`}
              cancelHref={hrefs.hideDirect}
              defaults={defaults}
              idempotencyKey={idempotencyKey}
              constraint={constraint}
              emailIsAccount={signedIn}
              lastResult={lastResult}
              sellerName={listing.contact.name}
              sellerTakesEmail={sellerTakesEmail}
              sample={sample}
            />
          </div>
        ) : null}
      </section>
    </InquiryDialog>
  );
}

type InquiryProps = Extract<Route.ComponentProps["loaderData"], { listing: object }> & {
  lastResult: Route.ComponentProps["actionData"];
};
