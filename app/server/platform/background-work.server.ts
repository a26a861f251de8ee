/**
 * Work a request starts but does not wait for: what it does must not show in the
 * response (see requestPasswordReset). Failures are logged, never thrown at anyone.
 * The shutdown path (closeDatabase in lifecycle.server.ts) awaits `backgroundWorkDone()`
 * before it closes the database, so a SIGTERM does not cut such work short.
 */
const pending = new Set<Promise<void>>();

export function runInBackground(description: string, task: () => Promise<void>): void {
  const running = task().catch((error: unknown) => console.error(`${description} failed:`, error));
  pending.add(running);
  void running.finally(() => pending.delete(running));
}

/** How many tasks are running now (the metrics). */
export function backgroundWorkRunning(): number {
  return pending.size;
}

/** Resolves once every task started so far, and any they started, has finished. */
export async function backgroundWorkDone(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
