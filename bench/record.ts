import { writeFileSync } from "node:fs";
import { request } from "node:http";

export interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that describe the connection, not the response; the bare server's own Node sets them itself. */
const CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** One GET with node:http, so the body stays exactly as sent (fetch would decode brotli and gzip). */
export function recordResponse(url: string, headers: Record<string, string> = {}): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const recorded: Record<string, string> = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i] ?? "";
          if (!CONNECTION_HEADERS.has(name.toLowerCase())) recorded[name] = res.rawHeaders[i + 1] ?? "";
        }
        resolve({ status: res.statusCode ?? 0, headers: recorded, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Writes a recorded response where the bare handler (bench/recorded-answer.mjs) reads it. */
export function writeRecordedResponse(file: string, recorded: RecordedResponse): void {
  writeFileSync(
    file,
    JSON.stringify({
      status: recorded.status,
      headers: recorded.headers,
      bodyBase64: recorded.body.toString("base64"),
    }),
  );
}
