import { createCookie } from "react-router";
import { z } from "zod";
import { type AskedQuestion, QUESTION_MAX_LENGTH } from "~/domain/inquiries/inquiry-assistant";
import { env } from "../platform/env.server";

/**
 * The visitor's questions to the assistant about one aircraft, kept in a signed
 * cookie scoped to that aircraft's address, for 30 days. Only the questions: the
 * replies follow from the listing. The oldest questions go first when the cookie
 * would grow past what browsers keep. server.js makes it Secure when the site is served
 * over HTTPS.
 */
const KEEP_QUESTIONS = 8;
const MAX_COOKIE_VALUE = 3000;

const askedSchema = z.array(z.object({ text: z.string().max(QUESTION_MAX_LENGTH), at: z.string().max(40) })).max(KEEP_QUESTIONS);

function chatCookie(listingId: number) {
  return createCookie("aeromarket_chat", {
    path: `/aircraft/${listingId}`,
    httpOnly: true,
    sameSite: "lax",
    maxAge: 30 * 24 * 60 * 60,
    secrets: env().sessionSecrets,
  });
}

export async function askedQuestions(request: Request, listingId: number): Promise<AskedQuestion[]> {
  const value: unknown = await chatCookie(listingId).parse(request.headers.get("Cookie"));
  const parsed = askedSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** The Set-Cookie header that adds the question to the conversation. */
export async function rememberQuestion(request: Request, listingId: number, text: string, now = new Date()): Promise<string> {
  const cookie = chatCookie(listingId);
  let asked = [...(await askedQuestions(request, listingId)), { text, at: now.toISOString() }].slice(-KEEP_QUESTIONS);
  let header = await cookie.serialize(asked);
  while (asked.length > 1 && header.length > MAX_COOKIE_VALUE) {
    asked = asked.slice(1);
    header = await cookie.serialize(asked);
  }
  return header;
}
