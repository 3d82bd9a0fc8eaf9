import { describe, expect, it } from "vitest";
import { parseWrkOutput } from "../bench/wrk.ts";

const REPORT = `Running 2s test @ http://127.0.0.1:40000/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.10ms  812.00us   1.20s    91.00%
    Req/Sec    16.01k     1.02k   17.20k    80.00%
  Latency Distribution
     50%  850.00us
     75%    3.20ms
     90%    4.10ms
     99%    1.10s
  31900 requests in 2.00s, 200.01MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  15950.10
Transfer/sec:    100.00MB
`;

describe("bench: wrk's report", () => {
  it("reads throughput, percentiles in any unit, the slowest answer, socket errors and non-2xx answers", () => {
    expect(parseWrkOutput(REPORT)).toEqual({
      requestsPerSecond: 15950.1,
      requests: 31900,
      latencyP50Ms: 0.85,
      latencyP90Ms: 4.1,
      latencyP99Ms: 1100,
      latencyMaxMs: 1200,
      non2xx: 7,
      errors: 5,
    });
  });

  it("refuses output that is no wrk report", () => {
    expect(() => parseWrkOutput("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/wrk's report/);
  });
});
