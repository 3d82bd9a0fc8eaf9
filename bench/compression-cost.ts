import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * `npx node bench/compression-cost.ts PAGE.html`: what compressing one saved answer costs with gzip 6 and brotli 4, 5
 * and 11 (brotli with server/compression.ts's window), median CPU ms of a few hundred runs on one thread, and the bytes.
 * Answers made per request get brotli 4: it costs what gzip 6 costs and sends a third less, while 5 saves 8 % more
 * bytes for 70 % more CPU, which pays only for the page cache's answers (compressed once, sent many times).
 */
const file = process.argv[2];
if (!file) throw new Error("usage: node bench/compression-cost.ts PAGE.html");
const body = readFileSync(file);
const brotli = (quality: number) => (input: Buffer) =>
  brotliCompressSync(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  });
const encoders: [string, (input: Buffer) => Buffer, number][] = [
  ["gzip 6", (input) => gzipSync(input, { level: 6 }), 200],
  ["brotli 4", brotli(4), 200],
  ["brotli 5", brotli(5), 200],
  ["brotli 11", brotli(11), 10],
];
console.log(`${file}: ${(body.length / 1024).toFixed(1)} KB`);
for (const [name, encode, runs] of encoders) {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < runs; i++) {
    // CPU time, not wall time: on a shared machine the wait for a core is not the encoder's cost.
    const started = process.cpuUsage();
    size = encode(body).length;
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`${name}: ${median.toFixed(2)} ms, ${(size / 1024).toFixed(1)} KB`);
}
