import { chmodSync, closeSync, mkdirSync, openSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the database, the session secret and backups with password hashes: only the site's own user may
 * read them (0700 folders, 0600 files), whatever the machine's umask says.
 */
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/** From now on every file and folder this process creates is owner-only (SQLite's, the uploads', the lock's). */
export function restrictNewFileModes(): void {
  process.umask(0o077);
}

/** mkdir -p; the folders it creates are owner-only. */
export function makePrivateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return dir;
}

/** Creates an empty owner-only file unless one exists: SQLite gives its -wal and -shm files the database's mode. */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
}

/** Makes a folder and everything in it owner-only (a copy keeps its source's modes, whatever the umask). */
export function makeTreePrivate(root: string): void {
  chmodSync(root, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) makeTreePrivate(full);
    else if (entry.isFile()) chmodSync(full, PRIVATE_FILE_MODE);
  }
}
