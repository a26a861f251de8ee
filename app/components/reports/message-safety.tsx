import { Link } from "react-router";

/**
 * Under a message from the other side of a thread: a plain warning when it has the marks
 * of a scam (the message itself was delivered as written), and the link to report it. The
 * warnings' texts come read by the server (conversation-safety.ts).
 */
export function MessageSafety({ warnings, reportHref }: { warnings: readonly string[]; reportHref: string }) {
  return (
    <div className="mt-1 max-w-[90%] space-y-1">
      {warnings.length > 0 ? (
        <div role="note" aria-label="Safety warning" className="rounded-lg border border-gold-600/30 bg-gold-100 px-3 py-2 text-xs leading-5 text-ink">
          {warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
          <Link to="/safety" className="font-medium underline hover:text-brand-700">
            How to buy and sell safely
          </Link>
        </div>
      ) : null}
      <Link to={reportHref} className="inline-flex items-center text-xs text-muted underline hover:text-brand-700">
        Report this message
      </Link>
    </div>
  );
}
