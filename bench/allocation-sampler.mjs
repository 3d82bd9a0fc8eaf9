// @ts-check
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";

/**
 * Preloaded into the server by `node bench/profile.ts --allocations` (`--import`): V8's sampling heap profiler with
 * the objects later collected by the garbage collector kept in, so the profile counts every allocation (by where
 * it was made), not only what is still alive. Written to ALLOCATION_PROFILE when the bench stops the server.
 */
const out = process.env.ALLOCATION_PROFILE;
if (out) {
  const session = new Session();
  session.connect();
  session.post("HeapProfiler.enable");
  session.post("HeapProfiler.startSampling", {
    samplingInterval: 16_384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  // Runs before the server's own SIGTERM handler (registered first), which then shuts down as always; a
  // same-thread inspector session answers synchronously, so the file is written before the process ends.
  process.once("SIGTERM", () => {
    session.post("HeapProfiler.stopSampling", (error, result) => {
      if (!error) writeFileSync(out, JSON.stringify(result.profile));
    });
  });
}
