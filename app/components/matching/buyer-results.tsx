import { useEffect, useRef } from "react";
import type { SaveSearchOffer } from "~/domain/alerts/saved-search";
import { MATCH_THRESHOLD } from "~/domain/matching/rules";
import { SaveSearchMenu } from "../save-search";
import { LinkButton } from "../ui/button";
import { type MatchCardData, MatchResultCard } from "./match-result-card";

/** What the loader found for the buyer's answers: the matches to show, their count, and the links around them. */
export type BuyerResults = {
  matchCount: number;
  ranked: number;
  show: number;
  matches: MatchCardData[];
  summary: string[];
  refineHref: string;
  moreHref: string | null;
  saveOffer: SaveSearchOffer | null;
};

/** The ranked aircraft for the buyer's answers, with the way back to the form and the offer to keep watch. */
export function BuyerResultsView({ results, takeFocus }: { results: BuyerResults; takeFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const { matchCount } = results;
  const matches = results.matches.filter((match) => match.meetsRequirements);
  const alternatives = results.matches.filter((match) => !match.meetsRequirements);
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <div className="relative isolate overflow-hidden rounded-(--radius-card) bg-navy-900 px-6 py-7 text-white shadow-(--shadow-card) sm:px-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-navy-100">
              <span className="flex size-6 items-center justify-center rounded-full bg-success-700 text-white" aria-hidden="true">
                <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.4">
                  <path d="m5 10.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              Analysis Complete!
            </p>
            <h2 id="results-heading" ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl">
              We found {matchCount} aircraft that {matchCount === 1 ? "matches" : "match"} your requirements
            </h2>
            <p className="mt-2 text-sm text-navy-100">
              A match is the aircraft type you asked for within your budget; its score says how much of the rest of what you asked it meets.{" "}
              {results.ranked} listed aircraft are within reach of your budget.
            </p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Your requirements">
              {results.summary.map((item) => (
                <li key={item} className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-white ring-1 ring-white/15">
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <LinkButton to={results.refineHref} variant="inverse">
              Refine Search
            </LinkButton>
            <LinkButton to="/catalog" className="bg-white/10 ring-1 ring-white/25 hover:bg-white/20">
              Browse All Aircraft
            </LinkButton>
          </div>
        </div>
      </div>
      {results.saveOffer ? <SaveMissionStrip offer={results.saveOffer} /> : null}
      {results.matches.length === 0 ? (
        <div className="mt-6 rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-14 text-center">
          <h3 className="text-lg font-semibold text-ink">No aircraft for sale within reach of this budget</h3>
          <p className="mt-2 text-ink-soft">Try a higher budget or a nearby aircraft type.</p>
          <LinkButton to={results.refineHref} variant="outline" className="mt-6">
            Refine Search
          </LinkButton>
        </div>
      ) : (
        <>
          {matches.length > 0 ? (
            <>
              <h3 className="sr-only">Your matches</h3>
              <ol aria-label="Matches" className="mt-6 space-y-5">
                {matches.map((match) => (
                  <li key={match.id}>
                    <MatchResultCard match={match} />
                  </li>
                ))}
              </ol>
              <div className="mt-8 flex flex-col items-center gap-2 text-center">
                <p className="text-sm text-muted">
                  Showing {matches.length} of {matchCount} {matchCount === 1 ? "match" : "matches"}
                </p>
                {results.moreHref ? (
                  <LinkButton to={results.moreHref} variant="outline" preventScrollReset>
                    Show more matches
                  </LinkButton>
                ) : null}
              </div>
            </>
          ) : null}
          {alternatives.length > 0 ? (
            <section aria-labelledby="alternatives-heading" className="mt-10">
              <h3 id="alternatives-heading" className="text-xl font-semibold text-ink">
                Close alternatives
              </h3>
              <p className="mt-1 text-sm text-ink-soft">
                {matches.length === 0 ? "Nothing listed is the type you asked for within your budget. " : ""}
                These miss the type or the budget; the reasons on each say where.
              </p>
              <ol aria-label="Close alternatives" className="mt-5 space-y-5">
                {alternatives.map((match) => (
                  <li key={match.id}>
                    <MatchResultCard match={match} />
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}

function SaveMissionStrip({ offer }: { offer: SaveSearchOffer }) {
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-(--radius-card) border border-line bg-surface px-5 py-4 shadow-(--shadow-card) sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-soft">
        <span className="font-semibold text-ink">Keep watch on this mission.</span> Save it and we email you the aircraft that come to
        score {MATCH_THRESHOLD}% or more.
      </p>
      <SaveSearchMenu offer={offer} />
    </div>
  );
}
