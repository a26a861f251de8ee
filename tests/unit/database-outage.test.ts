import { describe, expect, it } from "vitest";
import { FileStorageUnavailableError, isDatabaseUnavailable } from "~/server/platform/database-outage.server";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it("recognises a database that cannot be reached, however deep Drizzle wrapped it", () => {
    const refused = new AggregateError([withCode("", "ECONNREFUSED")], "");
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
  });

  it("recognises a connection the database refuses by its rules: the CONNECT right revoked, the role barred from logging in", () => {
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode('permission denied for database "aeromarket"', "42501") }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('role "aeromarket" is not permitted to log in', "28000"))).toBe(true);
    expect(isDatabaseUnavailable(withCode('permission denied for table "listings"', "42501"))).toBe(false);
  });

  it("leaves every other error a 500: a wrong query, a broken constraint, a bug", () => {
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode('relation "x" does not exist', "42P01") }))).toBe(false);
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("leaves the file storage's outage to its own page, though its cause is a refused connection too", () => {
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:9000", "ECONNREFUSED");
    expect(isDatabaseUnavailable(new FileStorageUnavailableError("The file storage could not be reached", { cause: refused }))).toBe(false);
  });
});
