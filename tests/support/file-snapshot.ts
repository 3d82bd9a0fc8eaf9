import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The files under `root` (relative paths), or only its entries when not `recursive`. A `root` that does not exist
 * (another test's temporary directory, gone) has none; any other failure to read it is an error, since a partial
 * listing would let a stray file through.
 */
export function listFiles(root: string, recursive: boolean): Set<string> {
  try {
    return new Set(readdirSync(root, { recursive, encoding: "utf8" }).map((name) => path.normalize(name)));
  } catch (error) {
    // Only the root itself missing: a folder below it that vanished mid-walk would leave the listing partial.
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && !existsSync(root)) return new Set();
    throw error;
  }
}

export function addedFiles(before: ReadonlySet<string>, after: ReadonlySet<string>): string[] {
  return [...after].filter((name) => !before.has(name)).sort();
}
