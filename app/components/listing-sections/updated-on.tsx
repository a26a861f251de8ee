import { formatDate, SHORT_DATE } from "~/domain/format-date";

/** "Updated Nov 23, 2026": when the seller last saved or reconfirmed the listing; on its own line from tablets up. */
export function UpdatedOn({ date: updatedAt }: { date: Date }) {
  return <span className="sm:block">Updated {formatDate(updatedAt, SHORT_DATE)}</span>;
}
