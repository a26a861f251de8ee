import { describe, expect, it } from "vitest";
import { parseWrk } from "../../scripts/bench/wrk";

const REPORT = `Running 2s test @ http://127.0.0.1:41523/login
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.47ms    1.80ms  17.93ms   93.75%
    Req/Sec     8.76k     2.12k   10.82k    81.82%
  Latency Distribution
     50%  840.00us
     75%    1.18ms
     90%    2.02ms
     99%    1.51s
  9582 requests in 1.10s, 747.94MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:   8683.19
Transfer/sec:    677.79MB
`;

describe("the page benchmark's reading of wrk", () => {
  it("takes the rate, the median and 99th percentile in milliseconds, and counts errors and answers not 2xx or 3xx", () => {
    expect(parseWrk(REPORT)).toEqual({ perSecond: 8683.19, p50: 0.84, p99: 1510, failures: 7 });
  });

  it("counts no failures where wrk reports none", () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n/, "").replace(/ {2}Non-2xx.*\n/, "");
    expect(parseWrk(clean).failures).toBe(0);
  });

  it("refuses a report without a rate rather than printing a rate of nothing", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/no rate/);
  });
});
