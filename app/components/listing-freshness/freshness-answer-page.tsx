import { Form, Link } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { ANSWER_LINK_DAYS, type AnswerEffect, FRESHNESS_PATH, type FreshnessAnswer, REMIND_AFTER_DAYS } from "~/domain/listings/freshness";

type Ask = { token: string; answer: FreshnessAnswer; listingId: number; name: string; effect: AnswerEffect };
type Answered = { listingId: number; name: string; effect: AnswerEffect };

export type FreshnessAnswerPageProps = { refused: "invalid" | "expired" } | { ask: Ask } | { answered: Answered };

/** The page of the "still for sale?" email's links: it asks, says what the answer did, or why the link does not work. */
export function FreshnessAnswerPage(props: FreshnessAnswerPageProps) {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {"refused" in props ? <Refused expired={props.refused === "expired"} /> : "ask" in props ? <Question {...props.ask} /> : <Outcome {...props.answered} />}
    </main>
  );
}

const heading = "text-3xl font-bold tracking-tight text-ink sm:text-4xl";

function Question({ token, answer, listingId, name, effect }: Ask) {
  // Nothing the button could do: say so at once (the listing's status changed since the email).
  if (effect === "gone" || effect === "already-sold" || effect === "pending") return <Outcome listingId={listingId} name={name} effect={effect} />;
  const sold = answer === "sold";
  return (
    <>
      <h1 className={heading}>{sold ? `Mark ${name} as sold?` : `Is ${name} still for sale?`}</h1>
      <p className="mt-4 text-ink-soft">
        {sold
          ? "It leaves the catalogue and its page shows Sold; buyers who saved it and get saved-aircraft emails are told it sold."
          : effect === "republish"
            ? "It left the catalogue because nobody confirmed it was still for sale. Confirm, and it is listed again, updated today."
            : "Confirm, and it stays in the catalogue, updated today."}
      </p>
      {/* Posted to the link itself, so that the page the answer renders on reads the same link. */}
      <Form method="post" action={`${FRESHNESS_PATH}?${new URLSearchParams(sold ? { token, answer } : { token })}`} className="mt-8 flex flex-col items-center gap-4">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="answer" value={answer} />
        <Button type="submit" size="lg">
          {sold ? "Mark as sold" : "Yes, still for sale"}
        </Button>
      </Form>
      <Link to={`${FRESHNESS_PATH}?${new URLSearchParams(sold ? { token } : { token, answer: "sold" })}`} className="mt-6 text-sm font-semibold text-brand-700 hover:text-brand-600">
        {sold ? "No, it is still for sale" : "No, it has sold"}
      </Link>
    </>
  );
}

const OUTCOMES: Record<AnswerEffect, { title: string; text: (name: string) => string; page: boolean }> = {
  reconfirm: {
    title: "Thank you: it stays in the catalogue",
    text: (name) => `${name} now shows as updated today. We will ask again if it goes ${REMIND_AFTER_DAYS} days without an update.`,
    page: true,
  },
  republish: { title: "It is back in the catalogue", text: (name) => `${name} is listed again, updated today.`, page: true },
  "mark-sold": { title: "Marked as sold", text: (name) => `${name} has left the catalogue and its page shows Sold. Congratulations on the sale.`, page: true },
  "already-sold": { title: "Already marked as sold", text: (name) => `${name} is marked sold, so nothing changed. You can list it again from your dashboard.`, page: true },
  pending: {
    title: "Marked Sale pending",
    text: (name) => `${name} is marked Sale pending, so nothing changed. To offer it for sale again, mark it Active from your dashboard.`,
    page: true,
  },
  gone: { title: "This listing is no longer on AeroMarket", text: () => "It has been deleted, so there is nothing to confirm.", page: false },
};

function Outcome({ listingId, name, effect }: Answered) {
  const outcome = OUTCOMES[effect];
  return (
    <>
      <h1 className={heading}>{outcome.title}</h1>
      <p className="mt-4 text-ink-soft">{outcome.text(name)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {outcome.page ? (
          <LinkButton to={`/aircraft/${listingId}`} size="lg">
            View the listing
          </LinkButton>
        ) : null}
        <LinkButton to="/dashboard" variant="outline" size="lg">
          Go to your dashboard
        </LinkButton>
      </div>
    </>
  );
}

function Refused({ expired }: { expired: boolean }) {
  return (
    <>
      <h1 className={heading}>{expired ? "This link has expired" : "This link is not valid"}</h1>
      <p className="mt-4 text-ink-soft">
        {expired
          ? `The links in a "still for sale?" email work for ${ANSWER_LINK_DAYS} days. Sign in and update the listing, or republish it, from your dashboard.`
          : "The link may have been cut short or changed. Open it again from the email, or sign in and manage your listings from your dashboard."}
      </p>
      <LinkButton to="/dashboard" className="mt-8" size="lg">
        Go to your dashboard
      </LinkButton>
    </>
  );
}
