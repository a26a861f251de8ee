/**
 * Grants or revokes the operator role on the configured database (DATABASE_URL, or
 * PGlite in DATA_DIR): `npm run operator -- grant EMAIL [--reason TEXT]`, `revoke EMAIL`.
 * The account must have signed in once, so that it has a profile. `remove-samples`
 * deletes the whole sample inventory (sample-inventory.server.ts). Each change is
 * written to the operators' audit log. No page can do this: only someone with the
 * server's shell.
 */
import { parseArgs } from "node:util";
import { closeDatabase, database } from "~/server/db/client.server";
import { removeSampleInventory } from "~/server/listings/sample-inventory.server";
import { COMMAND_LINE, grantOperator, revokeOperator } from "~/server/operators/operator-grants.server";
import { fileStorage } from "~/server/platform/storage.server";

const USAGE = "Usage: npm run operator -- grant EMAIL [--reason TEXT] | revoke EMAIL [--reason TEXT] | remove-samples [--reason TEXT]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { reason: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
});

const [command, email] = positionals;
const removeSamples = command === "remove-samples" && positionals.length === 1;
const changeRole = (command === "grant" || command === "revoke") && Boolean(email) && positionals.length === 2;
if (values.help || !(removeSamples || changeRole)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

let exitCode = 0;
try {
  const db = await database();
  if (removeSamples) {
    const removed = await removeSampleInventory(db, fileStorage(), COMMAND_LINE, values.reason?.trim() || "Sample inventory removed from the command line");
    console.log(removed === 0 ? "There were no sample listings to remove." : `Removed ${removed} sample listings: buyers no longer see them anywhere.`);
  } else {
    const reason = values.reason?.trim() || (command === "grant" ? "Made an operator from the command line" : "Operator role removed from the command line");
    const result = command === "grant" ? await grantOperator(db, email!, reason) : await revokeOperator(db, email!, reason);
    if (!result.ok) {
      console.error(result.message);
      exitCode = 1;
    } else if (command === "grant") {
      console.log(result.changed ? `${email} is now an operator: the console is at /operator.` : `${email} was already an operator.`);
    } else {
      console.log(result.changed ? `${email} is no longer an operator.` : `${email} was not an operator.`);
    }
  }
} catch (error) {
  console.error(removeSamples ? "Could not remove the sample listings:" : "Could not change the operator role:", error);
  exitCode = 1;
} finally {
  await closeDatabase();
}
process.exit(exitCode);
