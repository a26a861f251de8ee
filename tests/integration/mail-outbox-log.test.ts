/**
 * The outbox (no SMTP_URL): every message is a file under DATA_DIR/mail, and the log line
 * shows its link whole only where links may be read from a log (development, tests): in
 * production it names the file instead of the link's token.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMailer, readOutbox } from "~/server/platform/mail.server";

const LINK = "http://localhost:3000/auth/confirm?token_hash=0123456789abcdef&type=recovery&next=%2Freset-password";
const message = { to: "pilot@example.com", subject: "Reset your AeroMarket password", text: `Choose a new password here:\n\n${LINK}\n` };

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "aeromarket-outbox-"));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the outbox's log line", () => {
  it("leaves the link's token out when links are not to be logged, and names the file that holds it", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    await createMailer({ dataDir, logLinks: false }).send(message);
    const [line] = info.mock.calls.at(-1) ?? [];
    expect(line).toMatch(/^Mail to pilot@example\.com: Reset your AeroMarket password: http:\/\/localhost:3000\/auth\/confirm\?… \(the whole link is in .+\.eml\)$/);
    expect(line).not.toContain("token_hash");
    const [stored] = await readOutbox(dataDir);
    expect(stored?.links).toEqual([LINK]);
    expect(String(line)).toContain(stored?.file ?? "missing");
  });

  it("shows the whole link in development", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    await createMailer({ dataDir }).send(message);
    expect(info).toHaveBeenLastCalledWith(`Mail to pilot@example.com: Reset your AeroMarket password: ${LINK}`);
  });
});
