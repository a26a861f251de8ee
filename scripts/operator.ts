/**
 * Grants or revokes the operator role on the configured database (DATABASE_URL, or
 * PGlite in DATA_DIR): `npm run operator -- grant EMAIL [--reason TEXT]`, `revoke EMAIL`.
 * The account must have signed in once, so that it has a profile. Each change is
 * written to the operators' audit log. No page can do this: only someone with the
 * server's shell.
 */
import { parseArgs } from "node:util";
import { closeDatabase, database } from "~/server/db/client.server";
import { grantOperator, revokeOperator } from "~/server/operators/operator-grants.server";

const USAGE = "Usage: npm run operator -- grant EMAIL [--reason TEXT] | revoke EMAIL [--reason TEXT]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { reason: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
});

const [command, email] = positionals;
if (values.help || (command !== "grant" && command !== "revoke") || !email || positionals.length !== 2) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

let exitCode = 0;
try {
  const db = await database();
  const reason = values.reason?.trim() || (command === "grant" ? "Made an operator from the command line" : "Operator role removed from the command line");
  const result = command === "grant" ? await grantOperator(db, email, reason) : await revokeOperator(db, email, reason);
  if (!result.ok) {
    console.error(result.message);
    exitCode = 1;
  } else if (command === "grant") {
    console.log(result.changed ? `${email} is now an operator: the console is at /operator.` : `${email} was already an operator.`);
  } else {
    console.log(result.changed ? `${email} is no longer an operator.` : `${email} was not an operator.`);
  }
} catch (error) {
  console.error("Could not change the operator role:", error);
  exitCode = 1;
} finally {
  await closeDatabase();
}
process.exit(exitCode);
