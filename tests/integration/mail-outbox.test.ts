/**
 * Without SMTP_URL each message is kept as a file in DATA_DIR/mail: it holds sign-in and
 * recovery links, so only the app's user may read it, as with the generated secrets.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createMailer, readOutbox } from "~/server/platform/mail.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-outbox-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("keeps each message in a file only its owner can read, in a folder only its owner can open", async () => {
  const previous = process.umask(0o022);
  try {
    await createMailer({ dataDir }).send({ to: "ada@example.com", subject: "Reset your password", text: "Choose a new password: http://localhost:3000/reset?token=abc" });
  } finally {
    process.umask(previous);
  }
  const outbox = path.join(dataDir, "mail");
  const [file] = readdirSync(outbox);
  expect(statSync(path.join(outbox, file!)).mode & 0o777).toBe(0o600);
  expect(statSync(outbox).mode & 0o777).toBe(0o700);
  expect((await readOutbox(dataDir)).map((message) => message.subject)).toEqual(["Reset your password"]);
});
