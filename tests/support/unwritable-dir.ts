import { execFile, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * A directory a test can make unwritable for real and writable again while a server uses it (issue #7: "the disk
 * for uploads made unwritable"). As root, permissions do not stop a write, so the directory is a small tmpfs that
 * is remounted read-only (and can be filled up); otherwise chmod 0555 does it. `protectableDirKind()` says which
 * one works here, or why neither does.
 */
type ProtectableDirKind = "tmpfs" | "chmod";

const run = promisify(execFile);

let probed: { kind: ProtectableDirKind | null; reason: string } | null = null;

export function protectableDirKind(): { kind: ProtectableDirKind | null; reason: string } {
  probed ??= probe();
  return probed;
}

function probe(): { kind: ProtectableDirKind | null; reason: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "faults-probe-"));
  try {
    if (process.getuid?.() === 0) {
      const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", dir], { stdio: "ignore" });
      if (mounted.status !== 0)
        return { kind: null, reason: "running as root, but mount -t tmpfs is not allowed here" };
      spawnSync("umount", [dir], { stdio: "ignore" });
      return { kind: "tmpfs", reason: "" };
    }
    chmodSync(dir, 0o555);
    try {
      writeFileSync(path.join(dir, "probe"), "x");
      return { kind: null, reason: "chmod 0555 does not stop writes here and tmpfs needs root" };
    } catch {
      return { kind: "chmod", reason: "" };
    } finally {
      chmodSync(dir, 0o755);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface ProtectableDir {
  readonly kind: ProtectableDirKind;
  readonly path: string;
  /** Writes now fail (EROFS on tmpfs, EACCES with chmod). */
  makeReadOnly(): Promise<void>;
  makeWritable(): Promise<void>;
  /** Unmounts (or restores the mode). Safe to call more than once. */
  release(): Promise<void>;
}

/** Turns `dir` (created when missing) into a protectable directory of at most `sizeBytes` (tmpfs only). */
export async function createProtectableDir(dir: string, sizeBytes: number): Promise<ProtectableDir> {
  const { kind, reason } = protectableDirKind();
  if (!kind) throw new Error(reason);
  mkdirSync(dir, { recursive: true });
  if (kind === "chmod") {
    let released = false;
    return {
      kind,
      path: dir,
      makeReadOnly: async () => chmodSync(dir, 0o555),
      makeWritable: async () => chmodSync(dir, 0o755),
      async release() {
        if (released) return;
        released = true;
        chmodSync(dir, 0o755);
      },
    };
  }
  await run("mount", ["-t", "tmpfs", "-o", `size=${sizeBytes},mode=0755`, "tmpfs", dir]);
  let mounted = true;
  return {
    kind,
    path: dir,
    makeReadOnly: () => run("mount", ["-o", "remount,ro", dir]).then(() => {}),
    makeWritable: () => run("mount", ["-o", "remount,rw", dir]).then(() => {}),
    async release() {
      if (!mounted) return;
      mounted = false;
      // A lazy unmount as the fallback, so a file still open somewhere never leaves the mount behind.
      await run("umount", [dir]).catch(() => run("umount", ["-l", dir]));
    },
  };
}
