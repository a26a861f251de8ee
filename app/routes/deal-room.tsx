import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Link } from "react-router";
import { AfterSale } from "~/components/deals/after-sale";
import { DealActions } from "~/components/deals/deal-actions";
import { ClosingChecklist, DealHistory, DealSquawks, DealStanding, DealTerms } from "~/components/deals/deal-status";
import type { StepReply } from "~/components/deals/step-form";
import { Card } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/button";
import { isFinal } from "~/domain/deals/deal-process";
import { publishPriceSchema, reviewSchema } from "~/domain/deals/deal-reviews-schema";
import { dealStepSchema } from "~/domain/deals/deal-schemas";
import { parseListingId } from "~/domain/listings/listing";
import { requireUserOr404 } from "~/server/auth/guards.server";
import type { Database } from "~/server/db/database";
import type { Reader } from "~/server/inquiries/inquiry-access.server";
import { database } from "~/server/db/client.server";
import { dealPath } from "~/server/deals/deal-mail.server";
import { afterSaleOf, agreeToPublishPrice, postReview } from "~/server/deals/deal-after-sale.server";
import { dealRoom, takePartyStep, type PartyStepResult } from "~/server/deals/deal-room.server";
import { inquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/deal-room";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Deal room: ${loaderData.room.aircraft} · AeroMarket` : "Deal room · AeroMarket" },
  { name: "robots", content: "noindex" },
];

// Inquiry ids are whole numbers; anything else is a conversation that does not exist.
function inquiryId(param: string | undefined): number {
  const id = parseListingId(param);
  if (id === null) throw data("Not Found", { status: 404 });
  return id;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const user = requireUserOr404(context, url);
  const db = await database();
  const now = new Date();
  const room = await dealRoom(db, user, inquiryId(params.id), now);
  // Someone else's deal reads exactly like one that does not exist.
  if (!room) throw data("Not Found", { status: 404 });
  return { room, afterSale: await afterSaleOf(db, room.deal, room.role, now) };
}

type Replies = { reply(options?: { formErrors: string[] }): SubmissionResult<string[]> };
type ParsedStep = { submission: Replies; take: (() => Promise<PartyStepResult>) | null };

/** The form's step checked by its schema, and, if valid, how to take it: the after-sale steps (a review, the sold price's publication) change no state of the deal. */
function parseStep(db: Database, user: Reader, id: number, step: string, formData: FormData, now: Date): ParsedStep {
  if (step === "review") {
    const submission = parseWithZod(formData, { schema: reviewSchema });
    return { submission, take: submission.status === "success" ? () => postReview(db, inquiryMail(), user, id, submission.value, now) : null };
  }
  if (step === "publish_price") {
    const submission = parseWithZod(formData, { schema: publishPriceSchema });
    return { submission, take: submission.status === "success" ? () => agreeToPublishPrice(db, user, id, now) : null };
  }
  const submission = parseWithZod(formData, { schema: dealStepSchema });
  return { submission, take: submission.status === "success" ? () => takePartyStep(db, inquiryMail(), user, id, submission.value, now) : null };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const user = requireUserOr404(context, url);
  const id = inquiryId(params.id);
  const formData = await request.formData();
  const step = String(formData.get("step") ?? "");
  const db = await database();
  const now = new Date();
  const { submission, take } = parseStep(db, user, id, step, formData, now);
  if (!take) {
    // A stranger learns nothing from the form's messages: the conversation does not exist for them.
    if (!(await dealRoom(db, user, id, now))) throw data("Not Found", { status: 404 });
    return data<StepReply>({ step, result: submission.reply() }, { status: 400 });
  }
  const result = await take();
  if (!result) throw data("Not Found", { status: 404 });
  if (!result.ok) return data<StepReply>({ step, result: submission.reply({ formErrors: [result.reason] }) }, { status: 400 });
  return redirectWithToast(dealPath(id), { type: "success", message: result.message });
}

export default function DealRoomPage({ loaderData, actionData }: Route.ComponentProps) {
  const { room, afterSale } = loaderData;
  const { deal } = room;
  const lastOffer = room.offers.at(-1);
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 lg:py-12">
      <LinkButton to={`/dashboard/inquiries/${room.inquiryId}`} variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Conversation
      </LinkButton>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Deal room: {room.aircraft}</h1>
        <p className="mt-2 text-sm text-ink-soft">
          You are the {room.role}. AeroMarket never holds money and never shows or relays bank details: the deposit and the balance go to the escrow agent, whose phone
          number you find yourself. Bank details that arrive in a message or an email, new or changed, are the mark of a fraud: phone the agent before sending anything.
        </p>
      </div>
      {room.bankDetailsChanged ? (
        <div role="note" aria-label="Bank details warning" className="rounded-xl border-2 border-danger-700 bg-danger-50 p-4 text-sm leading-6 text-ink">
          <p className="font-semibold text-danger-700">Warning: a message in this conversation mentions new or changed bank details.</p>
          <p className="mt-1">
            That is how deposits are stolen. Send nothing until you have phoned your escrow agent at a number you found yourself, never one from a message or an email.{" "}
            <Link to="/safety" className="font-medium underline">
              How to buy and sell safely
            </Link>
          </p>
        </div>
      ) : null}
      {deal ? <DealStanding state={deal.state} deadline={room.deadline} role={room.role} /> : null}
      {deal && lastOffer ? <DealTerms offer={lastOffer} madeBy={lastOffer.madeBy} termsVersion={deal.termsVersion} role={room.role} /> : null}
      {deal && deal.squawks.length > 0 ? <DealSquawks squawks={deal.squawks} /> : null}
      {deal && deal.state === "closing" ? <ClosingChecklist ticked={deal.ticked} confirmedBy={deal.confirmedBy} /> : null}
      {room.actions.length > 0 ? (
        <Card className="p-4 sm:p-6">
          <h2 className="mb-4 text-lg font-semibold text-ink">{room.actions.includes("offer") ? "Make an offer" : "Your next step"}</h2>
          <DealActions actions={room.actions} agentNames={room.directoryAgentNames} termsAgent={room.termsAgent} role={room.role} reply={actionData} lastOffer={lastOffer} squawks={deal?.squawks ?? []} ticked={deal?.ticked ?? []} />
        </Card>
      ) : !room.buyerHasAccount ? (
        <p className="text-sm text-ink-soft">The buyer wrote as a guest: a deal can start once they add this inquiry to an account, by the link in their copy of it.</p>
      ) : !deal || isFinal(deal.state) ? (
        <p className="text-sm text-ink-soft">This aircraft is no longer for sale here, so no offer can be made on it.</p>
      ) : null}
      {deal && afterSale ? <AfterSale view={afterSale} role={room.role} price={lastOffer?.priceUsd ?? null} sold={deal.state === "sold"} reply={actionData} /> : null}
      {room.history.length > 0 ? <DealHistory entries={room.history} /> : null}
    </main>
  );
}
