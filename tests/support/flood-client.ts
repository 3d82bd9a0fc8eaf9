import { runKeepAliveLoad } from "./keep-alive-load.ts";

/**
 * `node tests/support/flood-client.ts <base url> <connections> <seconds> <address>`: one client flooding uncached
 * searches (each `q` new) over keep-alive connections, in a process of its own so that its load does not slow the
 * test's own requests, whose times are measured. Prints the outcome as one JSON line: statuses, socket errors and
 * the first refusal texts.
 */
const [url = "", connections = "1", seconds = "1", address = "10.66.0.1"] = process.argv.slice(2);
const refusals = new Set<string>();
const result = await runKeepAliveLoad({
  url,
  connections: Number(connections),
  seconds: Number(seconds),
  timeoutMs: 30_000,
  next: (k) => ({
    method: "GET",
    path: `/bonuslar?q=${encodeURIComponent(`sel ${k}`)}`,
    headers: { "X-Forwarded-For": address },
  }),
  onResponse: (_request, status, body) => {
    if (status >= 400 && refusals.size < 5) refusals.add(`${status} ${body}`);
  },
});
process.stdout.write(`${JSON.stringify({ ...result, refusals: [...refusals] })}\n`);
