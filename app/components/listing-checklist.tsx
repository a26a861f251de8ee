import { Card } from "~/components/ui/card";
import { type ChecklistItem, readyToPublish } from "~/domain/listings/listing-checklist";

function Line({ item }: { item: ChecklistItem }) {
  return (
    <li className="flex gap-2 text-sm">
      <span aria-hidden="true" className={item.done ? "text-success-700" : "text-ink-soft"}>
        {item.done ? "✓" : "○"}
      </span>
      <span>
        <span className="font-medium text-ink">{item.label}</span>
        <span className="sr-only">{item.done ? ": done" : ": to do"}</span>
        {item.done ? null : <span className="text-ink-soft">: {item.missing.join(", ")}</span>}
      </span>
    </li>
  );
}

/** The seller's view of what the listing has and lacks, line by line: no score to chase. */
export function ListingChecklist({ items, draft }: { items: readonly ChecklistItem[]; draft: boolean }) {
  const needed = items.filter((item) => item.neededToPublish);
  const recommended = items.filter((item) => !item.neededToPublish);
  return (
    <Card className="mt-4 p-5">
      <h2 id="listing-checklist" className="font-semibold text-ink">
        Checklist
      </h2>
      {draft ? (
        <p className="mt-1 text-sm text-ink-soft">
          {readyToPublish(items) ? "Everything publishing needs is filled in." : "Publishing needs every line of the first list."}
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-ink">Needed to publish</h3>
          <ul aria-label="Needed to publish" className="mt-2 space-y-1.5">
            {needed.map((item) => (
              <Line key={item.label} item={item} />
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-ink">What buyers look for</h3>
          <ul aria-label="What buyers look for" className="mt-2 space-y-1.5">
            {recommended.map((item) => (
              <Line key={item.label} item={item} />
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
