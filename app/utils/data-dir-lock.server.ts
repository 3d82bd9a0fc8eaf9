import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

const LOCK_FILE = "server.pid";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export interface DataDirLock {
  release(): void;
}

/**
 * One server per SQLite data directory: a second `npm start` on the same DATA_DIR must fail fast instead of
 * serving beside the first. A lock left by a killed process (its PID no longer runs) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return { release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolderPid(file);
      if (holder !== null && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `Veri dizini ${dataDir} zaten çalışan bir sunucu tarafından kullanılıyor (PID ${holder}); ikinci bir sunucu başlatılmadı.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Veri dizini ${dataDir} kilitlenemedi; başka bir sunucu aynı anda başlıyor olabilir.`);
}

/** The PID of a live server holding DATA_DIR's lock, or null: restore and other offline tools must check it. */
export function findLockHolder(dataDir: string): number | null {
  const holder = readHolderPid(path.join(dataDir, LOCK_FILE));
  return holder !== null && holder !== process.pid && isRunning(holder) ? holder : null;
}

function readHolderPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function releaseIfOurs(file: string) {
  if (readHolderPid(file) === process.pid) unlinkSync(file);
}
