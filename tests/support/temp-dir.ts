import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";

export interface TempDir {
  path: string;
  remove(): void;
}

export function createTempDir(prefix = "bonus-rehberi-"): TempDir {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A temporary directory removed when the current test finishes (call it inside a test, not in a hook). */
export function tempDirForTest(prefix?: string): string {
  const dir = createTempDir(prefix);
  onTestFinished(() => dir.remove());
  return dir.path;
}
