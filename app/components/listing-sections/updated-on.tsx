import { formatDate, SHORT_DATE } from "~/domain/format-date";

/** "Updated Nov 23, 2026": when the seller last saved or reconfirmed the listing. */
export function UpdatedOn({ date: updatedAt }: { date: Date }) {
  return <p className="mt-0.5 text-sm text-muted">Updated {formatDate(updatedAt, SHORT_DATE)}</p>;
}
