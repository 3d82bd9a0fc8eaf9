import { randomUUID } from "node:crypto";
import { type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../../db/schema.ts";
import {
  BLOG_LIST_PATH,
  CASINO_LIST_PATH,
  editItemPath,
  PAGE_LIST_PATH,
  PAYMENT_METHOD_LIST_PATH,
  PROMOTION_LIST_PATH,
  SITE_IDENTITY_PATH,
  SITE_SETTINGS_PATH,
  SPLASH_LIST_PATH,
} from "../../utils/admin-paths.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { displayRichText, type ImageSizes, imageAddressesIn } from "../../utils/sanitize-html.server.ts";
import type { Storage } from "../../utils/storage.server.ts";
import { isUploadKey } from "../../utils/storage.server.ts";
import { type ListPage, type ListRequest, readListPage, searchedAndAdded } from "../admin-lists/public.server.ts";
import { recordAudit } from "../audit/public.server.ts";
import { deleteImageVariants, type StoredImage, storeImageUpload } from "../uploads/public.server.ts";
import { MEDIA_ADMIN_MESSAGES as TEXT } from "./admin-messages.ts";
import { MEDIA_LIMITS, type MediaListQuery } from "./media-list.ts";
import { type ReferencingTable, UPLOAD_REFERENCE_COLUMNS } from "./upload-references.ts";

/** One place an image is used: what kind of item, its name, and where it is edited. */
export interface MediaUse {
  kind: string;
  title: string;
  href: string;
}

export interface MediaRow {
  id: string;
  url: string;
  fileName: string;
  contentType: string | null;
  bytes: number | null;
  width: number | null;
  height: number | null;
  altText: string;
  uploadedBy: string | null;
  createdAt: string;
  uses: MediaUse[];
}

export type MediaPage = ListPage<MediaRow, MediaListQuery["tab"]>;

/** How each referencing table names its rows on the screen, and where one is edited. */
const USE_LABELS: Record<ReferencingTable, { kind: string; title: string | null; href: (id: string) => string }> = {
  casinos: { kind: "Casino", title: "name", href: (id) => editItemPath(CASINO_LIST_PATH, id) },
  promotions: { kind: "Promosyon", title: "title", href: (id) => editItemPath(PROMOTION_LIST_PATH, id) },
  blog_posts: { kind: "Blog yazısı", title: "title", href: (id) => editItemPath(BLOG_LIST_PATH, id) },
  splash_ads: { kind: "Splash reklam", title: "title", href: (id) => editItemPath(SPLASH_LIST_PATH, id) },
  payment_methods: { kind: "Ödeme yöntemi", title: "name", href: () => PAYMENT_METHOD_LIST_PATH },
  settings: { kind: "Site ayarları", title: null, href: () => SITE_SETTINGS_PATH },
  hero_section: { kind: "Hero bölümü", title: null, href: () => SITE_SETTINGS_PATH },
  pages: { kind: "Sayfa", title: "title", href: (id) => editItemPath(PAGE_LIST_PATH, id) },
  site_identity: { kind: "Site kimliği", title: null, href: () => SITE_IDENTITY_PATH },
};

/** `value like '%<address>%'` with the address's own % and _ taken literally ('!' escapes them). */
function containsAddress(column: RawBuilder<unknown>, address: RawBuilder<unknown> | string): RawBuilder<SqlBool> {
  const escaped = sql`replace(replace(replace(${address}, '!', '!!'), '%', '!%'), '_', '!_')`;
  return sql<SqlBool>`${column} like '%' || ${escaped} || '%' escape '!'`;
}

/** Whether anything in the content points at the media row's address: the 'Kullanılmayanlar' tab is its negation. */
function isUsed(_eb: ExpressionBuilder<Database, "media">): RawBuilder<SqlBool> {
  const address = sql`${sql.ref("media.url")}`;
  const checks = Object.entries(UPLOAD_REFERENCE_COLUMNS).map(([table, columns]) => {
    const matches = columns.map((column) => containsAddress(sql.ref(`${table}.${column}`), address));
    return sql`exists (select 1 from ${sql.table(table)} where ${sql.join(matches, sql` or `)})`;
  });
  return sql<SqlBool>`(${sql.join(checks, sql` or `)})`;
}

/** Where each of `urls` is used, read from the content tables (one query per table). */
export async function usesOf(db: Db, urls: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(urls.map((url) => [url, []]));
  if (urls.length === 0) return uses;
  for (const [table, columns] of Object.entries(UPLOAD_REFERENCE_COLUMNS) as [ReferencingTable, readonly string[]][]) {
    const label = USE_LABELS[table];
    const matches = urls.flatMap((url) => columns.map((column) => containsAddress(sql.ref(column), url)));
    const titleColumn = label.title ? sql.ref(label.title) : sql.lit("");
    const found = await sql<Record<string, string | null>>`
      select ${sql.ref("id")}, ${titleColumn} as ${sql.ref("use_title")},
        ${sql.join(columns.map((column) => sql.ref(column)))}
      from ${sql.table(table)} where ${sql.join(matches, sql` or `)}`.execute(db);
    for (const row of found.rows) {
      const id = String(row.id);
      for (const url of urls) {
        if (!columns.some((column) => row[column]?.includes(url))) continue;
        uses.get(url)?.push({ kind: label.kind, title: row.use_title || label.kind, href: label.href(id) });
      }
    }
  }
  return uses;
}

/** A use as the refusal names it: "Promosyon 'Hoş geldin bonusu'". */
export function useText(use: MediaUse): string {
  return use.title === use.kind ? use.kind : `${use.kind} '${use.title}'`;
}

/**
 * One page of 'Medya': the tab (all, or unused), the search over file name and alternative text (folded,
 * Turkish-insensitive), newest first, each row with where it is used.
 */
export async function listMediaForAdmin(db: Db, request: ListRequest<MediaListQuery>): Promise<MediaPage> {
  const page = await readListPage(request, {
    filtered: searchedAndAdded(db.selectFrom("media"), request.query, {
      fold: ["media.file_name", "media.alt_text"],
      created: "media.created_at",
    }),
    tabs: { tumu: null, kullanilmayanlar: (eb) => sql<SqlBool>`not ${isUsed(eb)}` },
    rows: (qb, direction) =>
      qb.selectAll().orderBy("media.created_at", direction).orderBy("media.id", direction).execute(),
    map: (row): MediaRow => ({
      id: row.id,
      url: row.url,
      fileName: row.file_name,
      contentType: row.content_type,
      bytes: row.bytes === null ? null : Number(row.bytes),
      width: row.width === null ? null : Number(row.width),
      height: row.height === null ? null : Number(row.height),
      altText: row.alt_text,
      uploadedBy: row.uploaded_by,
      createdAt: row.created_at,
      uses: [],
    }),
  });
  const uses = await usesOf(
    db,
    page.rows.map((row) => row.url),
  );
  return { ...page, rows: page.rows.map((row) => ({ ...row, uses: uses.get(row.url) ?? [] })) };
}

/** The library's images for a picker: the newest `limit` matching the search, with their size and text. */
export async function searchMedia(
  db: Db,
  search: string,
  limit = 24,
): Promise<Pick<MediaRow, "id" | "url" | "fileName" | "altText" | "width" | "height">[]> {
  let query = db.selectFrom("media").select(["id", "url", "file_name", "alt_text", "width", "height"]);
  query = searchedAndAdded(
    query,
    { search: search.trim().slice(0, 100), from: null, to: null },
    {
      fold: ["file_name", "alt_text"],
    },
  );
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    fileName: row.file_name,
    altText: row.alt_text,
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
  }));
}

/** At most this many addresses are looked up for one text: more images than any page shows. */
const SIZES_PER_LOOKUP = 200;

/** The width and height the library knows of each of `urls` (images registered before it read them are left out). */
export async function imageSizesOf(db: Db, urls: readonly (string | null | undefined)[]): Promise<ImageSizes> {
  const known = [...new Set(urls.filter((url): url is string => Boolean(url)))].slice(0, SIZES_PER_LOOKUP);
  if (known.length === 0) return new Map();
  const rows = await db
    .selectFrom("media")
    .select(["url", "width", "height", "storage_key"])
    .where("url", "in", known)
    .where("width", "is not", null)
    .where("height", "is not", null)
    .execute();
  return new Map(
    rows.map((row) => [
      row.url,
      {
        width: Number(row.width),
        height: Number(row.height),
        // An upload shown from the bucket: its variants are made from the object under this key.
        ...(!row.url.startsWith("/uploads/") && row.storage_key && isUploadKey(row.storage_key)
          ? { bucketKey: row.storage_key }
          : {}),
      },
    ]),
  );
}

/** The sizes of the images in rich text, for `displayRichText` to give them their width, height and srcset. */
export function richTextImageSizes(db: Db, ...htmls: (string | null | undefined)[]): Promise<ImageSizes> {
  return imageSizesOf(db, imageAddressesIn(...htmls));
}

/** One rich text as a public page shows it: sanitised, its images given their library sizes and srcset. */
export async function displayRichTextWithSizes(db: Db, html: string | null | undefined): Promise<string> {
  return displayRichText(html, await richTextImageSizes(db, html));
}

/**
 * The name a file had on the uploader's computer, made safe to keep and show: the last path part, no control
 * characters, at most 200 characters; the stored name when nothing is left.
 */
export function displayFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  return clean === "" ? fallback : clean.slice(0, 200);
}

/** Registers a stored image in the library; called for every upload, whichever screen it came from. */
export async function registerMedia(
  db: Db,
  stored: StoredImage,
  details: { fileName: string; uploadedBy: string | null; now?: Date },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("media")
    .values({
      id,
      url: stored.url,
      storage_key: stored.key,
      file_name: displayFileName(details.fileName, stored.key),
      content_type: stored.contentType,
      bytes: stored.bytes,
      width: stored.width ?? null,
      height: stored.height ?? null,
      uploaded_by: details.uploadedBy,
      ...(details.now ? { created_at: details.now.toISOString() } : {}),
    })
    .execute();
  return id;
}

interface MediaDeps {
  db: Db;
  storage: Storage;
  logger: Pick<Logger, "warn">;
  /** Where the image variants are kept (DATA_DIR/image-variants): a deleted upload's go with it. */
  variantsDir: string;
}

/**
 * 'Medya' uploads several images at once. Each file keeps the upload rules (magic bytes, size, re-encoding; the
 * blog image's 5 MB). All or nothing: the first file refused removes the ones stored before it and names itself.
 */
export async function uploadMediaFiles(
  deps: MediaDeps,
  files: readonly File[],
  uploadedBy: string | null,
): Promise<number> {
  if (files.length === 0)
    throw new ServiceError("invalid", TEXT.uploadFailed("Lütfen bir görsel seçin"), { field: "files" });
  if (files.length > MEDIA_LIMITS.maxFiles) {
    throw new ServiceError("invalid", TEXT.tooManyFiles(MEDIA_LIMITS.maxFiles), { field: "files" });
  }
  const stored: { image: StoredImage; fileName: string }[] = [];
  try {
    for (const file of files) {
      const fileName = displayFileName(file.name, "görsel");
      try {
        stored.push({
          image: await storeImageUpload(deps.storage, "blog", new Uint8Array(await file.arrayBuffer())),
          fileName,
        });
      } catch (error) {
        if (error instanceof ServiceError) {
          throw new ServiceError("invalid", TEXT.fileRefused(fileName, error.message), { field: "files" });
        }
        throw error;
      }
    }
    await deps.db.transaction().execute(async (trx) => {
      for (const { image, fileName } of stored) {
        const id = await registerMedia(trx, image, { fileName, uploadedBy });
        await recordAudit(trx, {
          kind: "media",
          itemId: id,
          action: "create",
          summary: `Görsel yüklendi: '${fileName}'`,
        });
      }
    });
  } catch (error) {
    await removeFiles(
      deps,
      stored.map(({ image }) => image.key),
    );
    throw error;
  }
  return stored.length;
}

async function removeFiles(deps: MediaDeps, keys: readonly (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    // A file left behind costs disk space, not correctness: the row that pointed at it is gone.
    await deps.storage
      .delete(key)
      .catch((error: unknown) => deps.logger.warn({ err: error, key }, "görsel dosyası silinemedi"));
    await deleteImageVariants(deps.variantsDir, key).catch((error: unknown) =>
      deps.logger.warn({ err: error, key }, "görsel çeşitleri silinemedi"),
    );
  }
}

async function mediaOf(db: Db, id: string) {
  const row = await db
    .selectFrom("media")
    .select(["id", "url", "file_name", "storage_key", "alt_text"])
    .where("id", "=", requireItemId(id, TEXT.notFound))
    .executeTakeFirst();
  if (!row) throw new ServiceError("not_found", TEXT.notFound);
  return row;
}

/** Sets an image's alternative text, once for every place that shows it from the library. */
export async function setMediaAltText(deps: { db: Db }, id: string, altText: string): Promise<void> {
  const text = altText.replace(/\s+/g, " ").trim();
  if (text.length > MEDIA_LIMITS.altMax) {
    throw new ServiceError("invalid", TEXT.altTooLong(MEDIA_LIMITS.altMax), { field: "altText" });
  }
  await deps.db.transaction().execute(async (trx) => {
    const media = await mediaOf(trx, id);
    if (media.alt_text === text) return;
    await trx.updateTable("media").set({ alt_text: text }).where("id", "=", media.id).execute();
    await recordAudit(trx, {
      kind: "media",
      itemId: media.id,
      action: "update",
      summary: `'${media.file_name}' görselinin alternatif metni değişti`,
    });
  });
}

/** Deletes an image nothing uses (row, then file); one in use is refused naming where it is used. */
export async function deleteMedia(deps: MediaDeps, id: string): Promise<void> {
  const key = await deps.db.transaction().execute(async (trx) => {
    const media = await mediaOf(trx, id);
    const uses = (await usesOf(trx, [media.url])).get(media.url) ?? [];
    if (uses.length > 0) throw new ServiceError("conflict", TEXT.inUse(uses.map(useText).join(", ")));
    await trx.deleteFrom("media").where("id", "=", media.id).execute();
    await recordAudit(trx, {
      kind: "media",
      itemId: media.id,
      action: "delete",
      summary: `Görsel silindi: '${media.file_name}'`,
    });
    return media.storage_key;
  });
  await removeFiles(deps, [key]);
}

/** The number of images nothing uses, for the bulk delete's question. */
export async function countUnusedMedia(db: Db): Promise<number> {
  const row = await db
    .selectFrom("media")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where((eb) => sql<SqlBool>`not ${isUsed(eb)}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes every image nothing uses (checked again inside the transaction), with an audit entry each. */
export async function deleteUnusedMedia(deps: MediaDeps): Promise<number> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const unused = await trx
      .selectFrom("media")
      .select(["id", "file_name", "storage_key"])
      .where((eb) => sql<SqlBool>`not ${isUsed(eb)}`)
      .execute();
    if (unused.length === 0) return [];
    await trx
      .deleteFrom("media")
      .where(
        "id",
        "in",
        unused.map((row) => row.id),
      )
      .execute();
    for (const row of unused) {
      await recordAudit(trx, {
        kind: "media",
        itemId: row.id,
        action: "delete",
        summary: `Görsel silindi: '${row.file_name}'`,
      });
    }
    return unused;
  });
  await removeFiles(
    deps,
    removed.map((row) => row.storage_key),
  );
  return removed.length;
}
