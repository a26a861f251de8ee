import { Link } from "react-router";
import { PinIcon } from "~/components/aircraft-facts";
import { Badge } from "~/components/ui/badge";
import { SampleBadge } from "~/components/sample-badge";
import { LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { ListingImage } from "~/components/listing-image";
import { titleGivesYear } from "~/domain/listings/card-title";
import type { PhotoImage } from "~/domain/listings/listing-photos";
import { MATCH_THRESHOLD } from "~/domain/matching/rules";
import { STRONG_MATCH_SCORE } from "~/domain/matching/seller-demand";

/** One ranked aircraft, as the results page shows it. */
export type MatchCardData = {
  id: number;
  rank: number;
  matchScore: number;
  /** The type asked for, within the budget: a match rather than a close alternative. */
  meetsRequirements: boolean;
  name: string;
  category: string;
  price: string;
  year: number;
  location: string;
  seller: string;
  /** A sample listing (made-up seller): marked "Sample". */
  sample: boolean;
  image: string;
  cover: PhotoImage | undefined;
  reasons: { text: string; positive: boolean }[];
};

export function scoreTone(score: number): { ring: string; text: string; label: string } {
  if (score >= STRONG_MATCH_SCORE) return { ring: "text-success-700", text: "text-success-700", label: "Strong match" };
  if (score >= MATCH_THRESHOLD) return { ring: "text-brand-600", text: "text-brand-700", label: "Good match" };
  return { ring: "text-muted", text: "text-ink-soft", label: "Partial match" };
}

function ScoreRing({ score }: { score: number }) {
  const tone = scoreTone(score);
  const circumference = 2 * Math.PI * 27;
  return (
    <div className="flex shrink-0 flex-col items-center">
      <div className="relative size-20">
        <svg viewBox="0 0 64 64" className="size-full -rotate-90" aria-hidden="true">
          <circle cx="32" cy="32" r="27" fill="none" strokeWidth="5" className="stroke-navy-50" />
          <circle
            cx="32"
            cy="32"
            r="27"
            fill="none"
            strokeWidth="5"
            strokeLinecap="round"
            stroke="currentColor"
            strokeDasharray={`${(circumference * score) / 100} ${circumference}`}
            className={tone.ring}
          />
        </svg>
        <p className={cx("absolute inset-0 flex items-center justify-center text-base font-bold tabular-nums", tone.text)}>
          {score}%<span className="sr-only"> match</span>
        </p>
      </div>
      <p className={cx("mt-1 text-xs font-semibold", tone.text)}>{tone.label}</p>
    </div>
  );
}

function ReasonIcon({ positive }: { positive: boolean }) {
  return positive ? (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="m5 10.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ) : (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M10 6v5M10 14h.01" strokeLinecap="round" />
      <circle cx="10" cy="10" r="7.25" />
    </svg>
  );
}

/** A ranked aircraft with its match percentage, seller, reasons and next steps. */
export function MatchResultCard({ match }: { match: MatchCardData }) {
  return (
    <Card className="flex flex-col overflow-hidden sm:flex-row">
      <div className="shrink-0 p-3 pb-0 sm:w-60 sm:pr-0 sm:pb-3 lg:w-72">
        <div className="relative aspect-[16/10] overflow-hidden rounded-xl bg-navy-50">
          <ListingImage image={match.image} cover={match.cover} alt={`${match.name}, ${match.category.toLowerCase()}`} sizes="(min-width: 640px) 16rem, 100vw" className="size-full object-cover" />
          <span className="absolute top-2.5 left-2.5 rounded-full bg-navy-900/90 px-2.5 py-1 text-sm font-bold text-white shadow-sm">
            <span className="sr-only">Rank </span>#{match.rank}
          </span>
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="brand">{match.category}</Badge>
              {match.rank === 1 && match.meetsRequirements ? <Badge tone="gold">Top match</Badge> : null}
              {match.sample ? <SampleBadge /> : null}
            </div>
            <h3 id={`match-${match.id}-name`} className="mt-2 text-lg leading-snug font-semibold text-balance text-ink">
              <Link to={`/aircraft/${match.id}`} className="hover:text-brand-700">
                {match.name}
              </Link>
            </h3>
            <p className="mt-1 text-xl font-bold text-brand-700">{match.price}</p>
          </div>
          <ScoreRing score={match.matchScore} />
        </div>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
          <div className="flex gap-1">
            <dt className="text-muted">Seller:</dt>
            <dd className="font-medium text-ink">{match.seller}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">Location</dt>
            <dd className="inline-flex items-center gap-1">
              <PinIcon />
              {match.location}
            </dd>
          </div>
          {titleGivesYear(match) ? null : (
            <div className="flex gap-1">
              <dt className="text-muted">Year:</dt>
              <dd>{match.year}</dd>
            </div>
          )}
        </dl>
        <div className="mt-4 border-t border-line pt-4">
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Why it matches</h4>
          <ul className="mt-2 grid gap-x-6 gap-y-1.5 text-sm text-ink-soft lg:grid-cols-2">
            {match.reasons.map((reason) => (
              <li key={reason.text} className="flex items-start gap-2">
                <ReasonIcon positive={reason.positive} />
                <span>{reason.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-5 sm:flex sm:justify-end">
          <LinkButton to={`/aircraft/${match.id}/inquiry`} variant="outline" size="sm" aria-label={`Contact Seller about ${match.name}`}>
            Contact Seller
          </LinkButton>
          <LinkButton to={`/aircraft/${match.id}`} size="sm" aria-label={`View Details of ${match.name}`}>
            View Details
          </LinkButton>
        </div>
      </div>
    </Card>
  );
}
