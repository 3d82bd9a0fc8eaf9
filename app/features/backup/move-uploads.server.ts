import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import type { Storage } from "../../utils/storage.server.ts";
import { UPLOAD_REFERENCE_COLUMNS } from "../media/public.server.ts";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

/** An upload address at the start of a value or of an attribute/url(): what the site itself writes. */
const LOCAL_UPLOAD_REFERENCE = /(^|["'(\s])\/uploads\/([a-z0-9][a-z0-9_./-]*[a-z0-9])/g;

export interface MoveReport {
  files: number;
  bytes: number;
  /** Rows whose text changed, per table. */
  rows: Record<string, number>;
}

/**
 * Copies every file of the local upload directory into the bucket behind `storage`, then points every reference
 * in the database at its new address, in one transaction. Safe to run again: files are written under the same
 * key, and only references still starting with /uploads/ are rewritten. The local files stay where they are.
 */
export async function moveUploadsToBucket(options: {
  uploadsDir: string;
  storage: Storage;
  db: Db;
}): Promise<MoveReport> {
  if (options.storage.kind !== "s3") throw new Error("hedef depo S3 değil");
  // Relative paths (the demo images sit in demo/); a bucket key is one flat name, so demo/a.webp → demo-a.webp.
  const files = (await readdir(options.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile() && CONTENT_TYPES[path.extname(entry.name).toLowerCase()])
    .map((entry) =>
      path.relative(options.uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
  const addresses = new Map<string, string>();
  const keys = new Set<string>();
  let bytes = 0;
  for (const file of files) {
    const key = bucketKeyOf(file);
    if (keys.has(key)) throw new Error(`iki dosya aynı ada düşüyor: ${key}`);
    keys.add(key);
    const body = await readFile(path.join(options.uploadsDir, file));
    const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    addresses.set(file, await options.storage.put(key, body, contentType));
    bytes += body.byteLength;
  }

  const rows: Record<string, number> = {};
  await options.db.transaction().execute(async (trx) => {
    for (const [table, columns] of Object.entries(UPLOAD_REFERENCE_COLUMNS)) {
      rows[table] = await rewriteTable(trx, table, columns, addresses);
    }
    rows.media = await moveMediaRows(trx, addresses);
  });
  return { files: files.length, bytes, rows };
}

/** A bucket key is one flat name: demo/a.webp → demo-a.webp. */
const bucketKeyOf = (file: string) => file.replaceAll("/", "-").toLowerCase();

/** The media library's rows follow their files: the new address, and the bucket key to delete them by. */
async function moveMediaRows(db: Db, addresses: ReadonlyMap<string, string>): Promise<number> {
  const local = await db.selectFrom("media").select(["id", "url"]).where("url", "like", "/uploads/%").execute();
  let changed = 0;
  for (const row of local) {
    const file = row.url.slice("/uploads/".length);
    const address = addresses.get(file);
    if (!address) continue;
    await db
      .updateTable("media")
      .set({ url: address, storage_key: bucketKeyOf(file) })
      .where("id", "=", row.id)
      .execute();
    changed++;
  }
  return changed;
}

async function rewriteTable(
  db: Db,
  table: string,
  columns: readonly string[],
  addresses: ReadonlyMap<string, string>,
): Promise<number> {
  // Dynamic table and column names come from the constant above, never from input.
  const matches = columns.map((column) => sql`${sql.ref(column)} like ${"%/uploads/%"}`);
  const found = await sql<Record<string, string | null>>`
    select ${sql.join([sql.ref("id"), ...columns.map((c) => sql.ref(c))])} from ${sql.table(table)}
    where ${sql.join(matches, sql` or `)}`.execute(db);
  let changed = 0;
  for (const row of found.rows) {
    const updates: Record<string, string> = {};
    for (const column of columns) {
      const value = row[column];
      if (typeof value !== "string") continue;
      const rewritten = value.replace(LOCAL_UPLOAD_REFERENCE, (whole, before: string, file: string) => {
        const address = addresses.get(file);
        return address ? `${before}${address}` : whole;
      });
      if (rewritten !== value) updates[column] = rewritten;
    }
    if (Object.keys(updates).length === 0) continue;
    const assignments = Object.entries(updates).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    await sql`update ${sql.table(table)} set ${sql.join(assignments)} where ${sql.ref("id")} = ${row.id}`.execute(db);
    changed++;
  }
  return changed;
}
