/**
 * The deal deadlines on a timer in every app process: a round each minute, the next timed
 * from the end of the last. Every process may run one at once (deal-deadlines.server.ts
 * fires each deadline once); prepareToServe starts it, the shutdown path stops it before
 * the database closes.
 */
import { database } from "../db/client.server";
import { inquiryMail } from "../inquiries/inquiry-mail.server";
import { fireDeadlines } from "./deal-deadlines.server";

const ROUND_EVERY_MS = 60_000;

let site: { stop(): Promise<void> } | undefined;

export function startDealDeadlines(): void {
  if (site) return;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let round: Promise<void> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      round = database()
        .then((db) => fireDeadlines(db, inquiryMail(), new Date()))
        .then(
          () => undefined,
          (error: unknown) => console.error("A round of deal deadlines failed (the next round tries again):", error),
        )
        .finally(() => {
          round = undefined;
          if (!stopped) schedule();
        });
    }, ROUND_EVERY_MS);
    timer.unref();
  };
  schedule();
  site = {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

/** Stops the timer and lets a round under way finish. */
export async function stopDealDeadlines(): Promise<void> {
  const running = site;
  site = undefined;
  await running?.stop();
}
