// @ts-check
import { readFileSync } from "node:fs";

/**
 * The bare handler of the yardstick: every request gets the recorded status, headers and bytes (bench/record.ts
 * writes them), nothing else. Plain JavaScript, like every module the bench loads into a measured server: a
 * TypeScript one would load Node's type stripper into it, which production never has (it runs the compiled build), and the yardstick would pay for memory the server does not.
 * @param {string} file
 * @returns {import("node:http").RequestListener}
 */
export function answerWithRecordedResponse(file) {
  /** @type {{ status: number; headers: Record<string, string>; bodyBase64: string }} */
  const stored = JSON.parse(readFileSync(file, "utf8"));
  const body = Buffer.from(stored.bodyBase64, "base64");
  return (_request, response) => {
    response.writeHead(stored.status, stored.headers);
    response.end(body);
  };
}
