/**
 * The deal deadlines on a timer in every app process: a round each minute, the next timed
 * from the end of the last. Every process may run one at once (deal-deadlines.server.ts
 * fires each deadline once); prepareToServe starts it, the shutdown path stops it before
 * the database closes.
 *
 * End-to-end tests move the clock with DEAL_CLOCK_FILE (refused unless NODE_ENV=test,
 * env.server.ts; docs/decisions/054): the rounds then judge deadlines at the time that file
 * holds, and run every half second so that a journey waits for a page, not for a minute.
 */
import { readFile } from "node:fs/promises";
import { database } from "../db/client.server";
import { inquiryMail } from "../inquiries/inquiry-mail.server";
import { env } from "../platform/env.server";
import { fireDeadlines } from "./deal-deadlines.server";

const ROUND_EVERY_MS = 60_000;
const TEST_ROUND_EVERY_MS = 500;

let site: { stop(): Promise<void> } | undefined;

/** The time a round judges deadlines at: now, or the test's time when its file holds one. */
async function roundTime(clockFile: string | undefined): Promise<Date> {
  if (!clockFile) return new Date();
  const written = await readFile(clockFile, "utf8").catch(() => "");
  const at = new Date(written.trim());
  return written.trim() && !Number.isNaN(at.getTime()) ? at : new Date();
}

export function startDealDeadlines(): void {
  if (site) return;
  const clockFile = env().dealClockFile;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let round: Promise<void> | undefined;
  const schedule = () => {
    timer = setTimeout(
      () => {
        round = Promise.all([database(), roundTime(clockFile)])
          .then(([db, now]) => fireDeadlines(db, inquiryMail(), now))
          .then(
            () => undefined,
            (error: unknown) => console.error("A round of deal deadlines failed (the next round tries again):", error),
          )
          .finally(() => {
            round = undefined;
            if (!stopped) schedule();
          });
      },
      clockFile ? TEST_ROUND_EVERY_MS : ROUND_EVERY_MS,
    );
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
