import { Form } from "react-router";
import type { SearchCriteria } from "~/domain/alerts/saved-search";
import { ALERT_FREQUENCIES, type AlertFrequency, frequencyLabel } from "~/domain/alerts/alert-frequency";
import { Badge } from "../ui/badge";
import { Button, LinkButton } from "../ui/button";
import { Card } from "../ui/card";
import { cx } from "../ui/cx";
import { useHydrated } from "../use-hydrated";
import { FindAircraftLinks } from "../find-aircraft-links";
import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { formatNumber } from "~/domain/format-number";

export type SavedSearchItem = {
  id: number;
  name: string;
  kind: SearchCriteria["kind"];
  /** What it looks for, in words (`describeCriteria`), from the loader: the page's script needs none of the catalogue's or a mission's vocabulary. */
  description: string;
  frequency: AlertFrequency;
  createdAt: Date;
  matchingNow: number;
  newSinceViewed: number;
};

/** The buyer's saved searches: what each looks for, how many aircraft match, and its controls. */
export function SavedSearchesTab({ searches }: { searches: SavedSearchItem[] }) {
  return (
    <Card className="mt-4 overflow-hidden">
      <div className="border-b border-line px-5 py-4">
        <h2 className="text-lg font-semibold text-ink">Saved Searches</h2>
        <p className="mt-0.5 text-sm text-ink-soft">We email you the aircraft that newly match each search, at the pace you choose.</p>
      </div>
      {searches.length === 0 ? (
        <div className="px-5 py-10 text-center">
          <p className="mx-auto max-w-lg text-ink-soft">
            You have no saved searches yet. Search the catalogue or describe your mission to AI Match, then choose Save this search to
            hear about new aircraft that fit.
          </p>
          <FindAircraftLinks className="mt-5 justify-center" />
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SavedSearchRow({ search }: { search: SavedSearchItem }) {
  const path = `/saved-searches/${search.id}`;
  return (
    <li className="flex flex-col gap-4 px-5 py-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-ink">{search.name}</h3>
          {search.newSinceViewed > 0 ? <Badge tone="brand">{formatNumber(search.newSinceViewed)} new</Badge> : null}
        </div>
        <p className="mt-1 text-sm text-ink-soft">
          <span className="font-medium text-ink">{search.kind === "catalog" ? "Catalogue" : "AI Match"}:</span> {search.description}
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          <span className="font-semibold text-ink">{formatNumber(search.matchingNow)}</span>{" "}
          {search.matchingNow === 1 ? "aircraft matches" : "aircraft match"} now ·{" "}
          <span className={cx(search.newSinceViewed > 0 ? "font-semibold text-brand-700" : null)}>
            {formatNumber(search.newSinceViewed)} new since you last ran it
          </span>{" "}
          · saved {formatDate(search.createdAt, { ...SHORT_DATE, local: true })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <FrequencyForm search={search} action={path} />
        <Form method="post" action={path}>
          <input type="hidden" name="intent" value="run" />
          <Button type="submit" size="sm" aria-label={`Run search ${search.name}`}>
            Run search
          </Button>
        </Form>
        <LinkButton to={path} variant="outline" size="sm" aria-label={`Rename ${search.name}`}>
          Rename
        </LinkButton>
        <Form method="post" action={path}>
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="danger-ghost" size="sm" aria-label={`Delete ${search.name}`}>
            Delete
          </Button>
        </Form>
      </div>
    </li>
  );
}

/** The alert frequency, changed in place: with scripts a new choice applies at once, without them through Update. */
function FrequencyForm({ search, action }: { search: SavedSearchItem; action: string }) {
  const hydrated = useHydrated();
  const id = `frequency-${search.id}`;
  return (
    <Form method="post" action={action} preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="intent" value="frequency" />
      <label htmlFor={id} className="sr-only">
        Email alerts for {search.name}
      </label>
      <select
        id={id}
        name="frequency"
        defaultValue={search.frequency}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="control h-9 pr-9"
      >
        {ALERT_FREQUENCIES.map((option) => (
          <option key={option.value} value={option.value}>
            {frequencyLabel(option.value)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <Button type="submit" variant="outline" size="sm">
          Update
        </Button>
      )}
    </Form>
  );
}
