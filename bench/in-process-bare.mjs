// @ts-check
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { answerWithRecordedResponse } from "./recorded-answer.mjs";

/**
 * Loaded into the bench's production server with `--import` (never by `npm start`): the bare yardstick a second time,
 * inside the server's own process, on a port written to BENCH_IN_PROCESS_BARE_PORT_FILE. It answers with the
 * response the bench records to BENCH_IN_PROCESS_BARE_RESPONSE, read at its first request (the bench records it from
 * the running server). Against it, the cached page's ratio is what the hit path adds, apart from what the process
 * costs every handler in it, a bare one too: the cache-hit goal is about the first, not the second.
 */
const portFile = process.env.BENCH_IN_PROCESS_BARE_PORT_FILE;
const responseFile = process.env.BENCH_IN_PROCESS_BARE_RESPONSE;
if (!portFile || !responseFile) {
  throw new Error("bench/in-process-bare.mjs needs BENCH_IN_PROCESS_BARE_PORT_FILE and BENCH_IN_PROCESS_BARE_RESPONSE");
}

/** @type {import("node:http").RequestListener | null} */
let answer = null;
const server = createServer((request, response) => {
  answer ??= answerWithRecordedResponse(responseFile);
  answer(request, response);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  writeFileSync(portFile, String(typeof address === "object" && address ? address.port : 0));
});
// The production server's own shutdown (process.exit after its listener closes) ends this one too.
server.unref();
