import { createHash } from "node:crypto";
import { createReadStream, existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import type { Engine } from "../../../db/engine.ts";

export const MANIFEST_FILE = "manifest.json";
export const SQLITE_BACKUP_FILE = "site.db";
export const POSTGRES_BACKUP_FILE = "database.dump";
export const UPLOADS_FOLDER = "uploads";

export interface ManifestFile {
  /** Path inside the backup folder, always with forward slashes. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: "bonus-rehberi-backup";
  version: 1;
  engine: Engine;
  created_at: string;
  /** Rows per table at the time of the backup (the kysely migration bookkeeping included). */
  row_counts: Record<string, number>;
  files: ManifestFile[];
}

/** A backup that cannot be used: the message is one Turkish line, safe to print. */
export class BackupError extends Error {
  override name = "BackupError";
}

export async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every regular file under `root`, as sorted forward-slash paths relative to `root`. */
export function listFilesRecursively(root: string): string[] {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  walk(root, "");
  return found.sort();
}

export async function describeFiles(backupDir: string, relativePaths: string[]): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const relative of relativePaths) {
    const absolute = path.join(backupDir, relative);
    files.push({ path: relative, size: statSync(absolute).size, sha256: await hashFile(absolute) });
  }
  return files;
}

/** Reads the manifest and checks every listed file's size and checksum; throws BackupError on the first problem. */
export async function readVerifiedManifest(backupDir: string): Promise<BackupManifest> {
  if (!existsSync(backupDir) || !statSync(backupDir).isDirectory()) {
    throw new BackupError(`Yedek bulunamadı: ${backupDir} bir yedek klasörü değil.`);
  }
  const manifestPath = path.join(backupDir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    throw new BackupError(`Bu klasör bir yedek değil: ${MANIFEST_FILE} yok (${backupDir}).`);
  }
  const manifest = parseManifest(readFileSync(manifestPath, "utf8"));
  const databaseFile = manifest.engine === "sqlite" ? SQLITE_BACKUP_FILE : POSTGRES_BACKUP_FILE;
  if (!manifest.files.some((f) => f.path === databaseFile)) {
    throw new BackupError(`Yedek eksik: veritabanı dosyası ${databaseFile} manifestte yok.`);
  }
  const realBackupDir = realpathSync(backupDir);
  for (const file of manifest.files) {
    const absolute = resolveInside(backupDir, file.path);
    if (!existsSync(absolute)) throw new BackupError(`Yedek bozuk: ${file.path} dosyası eksik.`);
    // A link (the file itself or a folder on its way) could make the restore copy any file of the machine.
    if (!lstatSync(absolute).isFile() || realpathSync(absolute) !== path.join(realBackupDir, file.path)) {
      throw new BackupError(
        `Yedek güvensiz: ${file.path} normal bir dosya değil (bağlantı); geri yükleme yapılmadı, hiçbir şey değiştirilmedi.`,
      );
    }
    if (statSync(absolute).size !== file.size || (await hashFile(absolute)) !== file.sha256) {
      throw new BackupError(`Yedek bozuk: ${file.path} dosyasının sağlama toplamı tutmuyor.`);
    }
  }
  return manifest;
}

function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError(`Yedek bozuk: ${MANIFEST_FILE} okunamadı.`);
  }
  const m = value as Partial<BackupManifest> | null;
  const filesOk =
    Array.isArray(m?.files) &&
    m.files.every(
      (f) =>
        typeof f?.path === "string" &&
        typeof f.size === "number" &&
        typeof f.sha256 === "string" &&
        /^[0-9a-f]{64}$/.test(f.sha256),
    );
  if (
    m?.format !== "bonus-rehberi-backup" ||
    (m.engine !== "sqlite" && m.engine !== "postgres") ||
    typeof m.created_at !== "string" ||
    !filesOk
  ) {
    throw new BackupError(`Bu klasör bir yedek değil: ${MANIFEST_FILE} tanınmadı.`);
  }
  return m as BackupManifest;
}

/** A manifest path is a plain relative path inside the backup folder (no "..", ".", empty or absolute parts). */
function resolveInside(root: string, relative: string): string {
  const absolute = path.resolve(root, relative);
  const plain = relative
    .split("/")
    .every((part) => part !== "" && part !== "." && part !== ".." && !part.includes("\\"));
  if (!plain || path.isAbsolute(relative) || !absolute.startsWith(path.resolve(root) + path.sep)) {
    throw new BackupError(`Yedek bozuk: manifestte geçersiz dosya yolu ${JSON.stringify(relative).slice(0, 80)}.`);
  }
  return absolute;
}
