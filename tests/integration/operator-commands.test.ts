/**
 * The operator's commands as the image runs them: `npm run operator`, `storage:check` and
 * `registry:import` are the build's bundles (build/scripts/, decision 038), run by plain
 * node with no tsx and no devDependency on PATH, on an embedded data directory of their
 * own. `npm run build` first.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureProfile } from "~/server/accounts/profiles.server";
import { openPglite } from "~/server/db/client.server";

const EMAIL = "olive.operator@example.com";
// Node's own folder and the system's: no node_modules/.bin, so no tsx.
const PATH = [path.dirname(process.execPath), "/usr/bin", "/bin"].join(path.delimiter);
let dataDir: string;

function runBuilt(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [`build/scripts/${command}.js`, ...args], { env: { PATH, HOME: tmpdir(), NODE_ENV: "production", DATA_DIR: dataDir } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-operator-commands-"));
  // An account that has signed in once has a profile: made here as its first sign-in would.
  const connection = await openPglite(path.join(dataDir, "pglite"));
  await ensureProfile(connection.db, {
    id: randomUUID(),
    email: EMAIL,
    user_metadata: { user_type: "buyer", first_name: "Olive", last_name: "Hart", phone: "" },
    app_metadata: { provider: "email", providers: ["email"] },
    aud: "authenticated",
    created_at: new Date().toISOString(),
  });
  await connection.close();
}, 120_000);

afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the built operator commands, with no tsx", () => {
  it("find no tsx on the PATH they run with", async () => {
    expect(PATH.split(path.delimiter).some((folder) => existsSync(path.join(folder, "tsx")))).toBe(false);
    await expect(promisify(execFile)("tsx", ["--version"], { env: { PATH } })).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("grant the operator role, then take it away", async () => {
    const granted = await runBuilt("operator", ["grant", EMAIL, "--reason", "Runs the marketplace"]);
    expect(granted.stderr).toBe("");
    expect(granted.stdout).toContain(`${EMAIL} is now an operator: the console is at /operator.`);
    expect(granted.code).toBe(0);
    const again = await runBuilt("operator", ["grant", EMAIL]);
    expect(again.stdout).toContain(`${EMAIL} was already an operator.`);
    const revoked = await runBuilt("operator", ["revoke", EMAIL]);
    expect(revoked.stdout).toContain(`${EMAIL} is no longer an operator.`);
    expect(revoked.code).toBe(0);
  }, 120_000);

  it("check the photo storage against the database", async () => {
    const checked = await runBuilt("storage-check", []);
    expect(checked.stdout).toContain(`Storage ${path.join(dataDir, "storage")}`);
    expect(checked.stdout).toMatch(/^Orphan files \(.*\): 0$/m);
    expect(checked.stdout).toMatch(/^Missing files \(.*\): 0$/m);
    expect(checked.code).toBe(0);
  }, 60_000);

  it("refuse a registry import of files that do not exist, naming them", async () => {
    const imported = await runBuilt("registry-import", ["/nonexistent/MASTER.txt", "/nonexistent/ACFTREF.txt"]);
    expect(imported.stderr).toContain("Could not import the registry: No such file: /nonexistent/MASTER.txt, /nonexistent/ACFTREF.txt");
    expect(imported.code).toBe(1);
  }, 60_000);
});
