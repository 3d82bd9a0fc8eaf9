// @ts-check
import { createServer } from "node:http";
import { answerWithRecordedResponse } from "./recorded-answer.mjs";

/**
 * The bench's yardstick: a bare Node `http` server answering every request with one recorded response (status,
 * headers and the exact body bytes) held in memory. Run as its own process; prints its port.
 */
const recordedPath = process.argv[2];
if (!recordedPath) throw new Error("usage: node bench/bare-server.mjs <recorded-response.json>");

const server = createServer(answerWithRecordedResponse(recordedPath));
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
