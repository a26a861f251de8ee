/**
 * The site's alert sender on a timer: a round every ALERTS_INTERVAL_MS, the next one
 * timed from the end of the last so that rounds never overlap. prepareToServe starts it;
 * the one shutdown path stops it before the database closes. The metrics read from it
 * whether this process holds the lease, and when its last round as the holder ended.
 */
import { logFailure } from "./alert-delivery.server";
import { createAlertSender } from "./alert-sender.server";
import { database } from "../db/client.server";
import { env } from "../platform/env.server";
import { siteMailer } from "../platform/mail.server";
import { operationFigures } from "../platform/operation-figures.server";

let site: { stop(): Promise<void> } | undefined;

/** Starts the timer, which does not keep the process alive. */
export function startAlertSending(): void {
  if (site) return;
  const { alertsIntervalMs, siteUrl, sessionSecrets } = env();
  const sender = createAlertSender({
    mailer: siteMailer(),
    siteUrl,
    secrets: sessionSecrets,
    intervalMs: alertsIntervalMs,
    onLease: (heldUntil) => void (operationFigures.alertsLeaseHeldUntil = heldUntil),
  });
  const stopping = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let round: Promise<void> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      round = database()
        .then((db) => sender.runRound(db, stopping.signal))
        .then(
          // Only a round this process ran to the end holding the lease: another's round, or one cut short, is not this one's.
          ({ leased }) => {
            if (leased && !stopping.signal.aborted) operationFigures.alertsLastRoundAt = Date.now() / 1000;
          },
          (error: unknown) => logFailure("a round", error),
        )
        .finally(() => {
          round = undefined;
          if (!stopping.signal.aborted) schedule();
        });
    }, alertsIntervalMs);
    timer.unref();
  };
  schedule();
  site = {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await round;
      await database()
        .then((db) => sender.release(db))
        .catch((error: unknown) => logFailure("letting go of the lease", error, "another process takes it over when it runs out"));
    },
  };
}

/** Stops the timer, lets a round under way finish the email it is sending, and lets go of the lease. */
export async function stopAlertSending(): Promise<void> {
  const running = site;
  site = undefined;
  await running?.stop();
}
