import { readFileSync } from "node:fs";
import { createServer } from "node:http";

/**
 * The bench's yardstick: a bare Node `http` server answering every request with one recorded response (status,
 * headers and the exact body bytes) held in memory. Run as its own process; prints its port.
 */
interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const recordedPath = process.argv[2];
if (!recordedPath) throw new Error("usage: node bench/bare-server.ts <recorded-response.json>");
const recorded = JSON.parse(readFileSync(recordedPath, "utf8")) as RecordedResponse;
const body = Buffer.from(recorded.bodyBase64, "base64");

const server = createServer((_request, response) => {
  response.writeHead(recorded.status, recorded.headers);
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
