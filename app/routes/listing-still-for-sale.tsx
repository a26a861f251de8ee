import { data } from "react-router";
import { FreshnessAnswerPage } from "~/components/listing-freshness/freshness-answer-page";
import { answerEffect, FRESHNESS_ANSWERS, type FreshnessAnswer } from "~/domain/listings/freshness";
import { z } from "~/domain/zod";
import { database } from "~/server/db/client.server";
import { verifyFreshnessToken } from "~/server/listings/freshness-token.server";
import { answerFreshness, listingToAnswerFor } from "~/server/listings/listing-freshness.server";
import { env } from "~/server/platform/env.server";
import type { Route } from "./+types/listing-still-for-sale";

export const meta: Route.MetaFunction = () => [{ title: "Still for sale? · AeroMarket" }, { name: "robots", content: "noindex" }];

const answerSchema = z.object({
  token: z.string().min(1).max(200),
  answer: z.enum(FRESHNESS_ANSWERS).default("still-for-sale"),
});
const noStore = { "Cache-Control": "no-store" };

type Link = { token: string; answer: FreshnessAnswer; listingId: number };

/** The link's answer and listing; "invalid" when it was changed or cut short, "expired" when too old. */
function checkLink(token: FormDataEntryValue | null, answer: FormDataEntryValue | null): Link | "invalid" | "expired" {
  const parsed = answerSchema.safeParse({ token: token ?? undefined, answer: answer ?? undefined });
  if (!parsed.success) return "invalid";
  const verified = verifyFreshnessToken(parsed.data.token, env().sessionSecrets);
  if (verified === null) return "invalid";
  return verified === "expired" ? verified : { ...parsed.data, listingId: verified.listingId };
}

function refusal(refused: "invalid" | "expired") {
  return data({ refused }, { status: refused === "expired" ? 410 : 400, headers: noStore });
}

/**
 * Opening the email's link only asks: mail scanners open links, and a scanner must not
 * keep a listing live that its seller never looked at. The button posts the answer.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const link = checkLink(url.searchParams.get("token"), url.searchParams.get("answer"));
  if (typeof link === "string") return refusal(link);
  const listing = await listingToAnswerFor(await database(), link.listingId);
  const effect = listing ? answerEffect(listing.status, link.answer) : "gone";
  return data({ ask: { ...link, name: listing?.name ?? "", effect } }, { headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const link = checkLink(form.get("token"), form.get("answer"));
  if (typeof link === "string") return refusal(link);
  const answered = await answerFreshness(await database(), link.listingId, link.answer);
  return data({ answered: { listingId: link.listingId, name: answered?.name ?? "", effect: answered?.effect ?? "gone" } }, { headers: noStore });
}

export default function StillForSalePage({ loaderData, actionData }: Route.ComponentProps) {
  return <FreshnessAnswerPage {...(actionData ?? loaderData)} />;
}
