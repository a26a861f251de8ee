/**
 * Writes the built server acknowledges, for the backup drill and its test: contact
 * messages posted as the contact page posts them, each from an address of its own
 * (X-Forwarded-For: start the server with TRUST_PROXY=loopback) and an email of its own,
 * so no limit refuses them. A write is acknowledged when the server answers with its
 * redirect (the message is committed by then); `storedEmails` reads them back from a
 * data directory that no server has open.
 */
import path from "node:path";
import { openPglite } from "~/server/db/client.server";
import { contactMessages } from "~/server/db/schema";
import type { BuiltServer } from "./built-server";

export type WriteLoad = {
  /** Emails of the acknowledged messages, in the order of their acknowledgement. */
  acknowledged: string[];
  /** Messages answered with anything but the redirect, or not answered. */
  failed: () => number;
  /** The same, by status or error name ("503": 2, "TypeError": 1). */
  failures: Record<string, number>;
  stop: () => Promise<void>;
};

export function startContactWrites(server: BuiltServer, clients: number): WriteLoad {
  const run = Date.now().toString(36);
  const acknowledged: string[] = [];
  const failures: Record<string, number> = {};
  const fail = (why: string) => (failures[why] = (failures[why] ?? 0) + 1);
  let running = true;
  const client = async (clientIndex: number) => {
    for (let sent = 0; running; sent++) {
      const email = `backup.${run}.${clientIndex}.${sent}@example.com`;
      const address = `10.${clientIndex % 250}.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`;
      try {
        const response = await fetch(`${server.baseUrl}/contact`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: server.baseUrl, "X-Forwarded-For": address },
          body: new URLSearchParams({ name: "Amelia Hart", email, topic: "buying", message: `Backup drill message ${sent} from client ${clientIndex}.` }),
        });
        await response.arrayBuffer();
        if (response.status === 302) acknowledged.push(email);
        else fail(String(response.status));
      } catch (error) {
        // fetch's TypeError says only "fetch failed"; its cause names what the socket did.
        const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
        fail(cause?.code ?? (error instanceof Error ? error.name : "error"));
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    acknowledged,
    failed: () => Object.values(failures).reduce((sum, count) => sum + count, 0),
    failures,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** The emails of the contact messages stored in DATA_DIR's embedded database. */
export async function storedEmails(dataDir: string): Promise<Set<string>> {
  const connection = await openPglite(path.join(dataDir, "pglite"));
  try {
    const rows = await connection.db.select({ email: contactMessages.email }).from(contactMessages);
    return new Set(rows.map((row) => row.email));
  } finally {
    await connection.close();
  }
}

/** Waits until `count` writes were acknowledged. */
export async function untilAcknowledged(load: WriteLoad, count: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (load.acknowledged.length < count) {
    if (Date.now() > deadline) throw new Error(`Only ${load.acknowledged.length} writes were acknowledged within ${timeoutMs} ms (${load.failed()} failed)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
