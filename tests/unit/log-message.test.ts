/**
 * The server's log lines (server/log-message.js, through which server/request-log.js
 * routes console.*): a failed query is logged by its statement and error code, never by
 * its parameters or the database's message, which hold what people typed.
 */
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { logMessage } from "../../server/log-message.js";

function postgresError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code, detail: "Key (email)=(amelia@example.com) already exists." });
}

describe("log lines of failed queries", () => {
  it("give the statement and the SQLSTATE, not the parameters, the message or its detail", () => {
    const error = new DrizzleQueryError(
      'insert into "contact_messages" ("name", "email") values ($1, $2)',
      ["Amelia Hart", "amelia@example.com"],
      postgresError('duplicate key value violates unique constraint "contact_messages_email" for amelia@example.com', "23505"),
    );
    const line = logMessage(["Contact message failed:", error]);
    expect(line).toContain('Contact message failed: Failed query (23505): insert into "contact_messages" ("name", "email") values ($1, $2)');
    expect(line).not.toMatch(/amelia|Amelia|duplicate key/);
    expect(line).toMatch(/\n\s+at /);
  });

  it("give a refused connection's code, found among the errors it wraps", () => {
    const refused = new AggregateError([Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })]);
    const line = logMessage([new DrizzleQueryError("select 1 from listings where id = $1", [7], refused)]);
    expect(line.split("\n")[0]).toBe("Failed query (ECONNREFUSED): select 1 from listings where id = $1");
  });

  it("leave every other argument as console prints it", () => {
    expect(logMessage(["%d listings for %s", 3, "a buyer"])).toBe("3 listings for a buyer");
    expect(logMessage([new Error("Something else")])).toContain("Error: Something else");
  });
});
