// @ts-check
import { renameSync, writeFileSync } from "node:fs";

/**
 * Loaded into the bench's production server with `--import` (never by `npm start`): on SIGUSR2 it writes what the
 * V8 says the process's memory is made of to BENCH_MEMORY_MAKE_UP_FILE, so the bench can say where its RSS goes
 * (it was `arrayBuffers` that showed the page cache holding zlib's 64 KB chunks for bodies of a few kB). The pages
 * behind it (anonymous, file-backed) the bench reads from /proc itself. The fields are bench/run.ts's
 * `MemoryMakeUp`. Plain JavaScript, as bench/recorded-answer.mjs says why.
 */
const file = process.env.BENCH_MEMORY_MAKE_UP_FILE;
if (!file) throw new Error("bench/memory-make-up.mjs needs BENCH_MEMORY_MAKE_UP_FILE");

/** @param {number} bytes */
const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

process.on("SIGUSR2", () => {
  const usage = process.memoryUsage();
  const makeUp = {
    heapTotalMb: mb(usage.heapTotal),
    heapUsedMb: mb(usage.heapUsed),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
  };
  // Whole or not at all: the bench reads the file as soon as it appears.
  writeFileSync(`${file}.part`, JSON.stringify(makeUp));
  renameSync(`${file}.part`, file);
});
