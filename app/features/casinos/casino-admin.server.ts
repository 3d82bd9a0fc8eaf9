import {
  dayRange,
  deletedAudit,
  type ListPage,
  orderOf,
  readListPage,
  writeEach,
} from "../../utils/admin-list.server.ts";
import { changedFieldsSummary, quoted, recordAudit } from "../../utils/audit.server.ts";
import type { ContentEvents } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { containsFoldedAny, foldedSql } from "../../utils/folded-sql.server.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { SLUG_MAX_LENGTH, slugify } from "../../utils/slug.ts";
import { type EditContext, saveWithRevision } from "../revisions/public.server.ts";
import {
  CASINO_ADMIN_MESSAGES,
  CASINO_LIMITS,
  CASINO_MESSAGES,
  CASINO_REVISION_FIELDS,
  CASINO_REVISION_KIND,
  type CasinoFormValues,
  type CasinoInput,
} from "./casino.schema.ts";
import type { CasinoListQuery } from "./casino-list.ts";
import { UUID_PATTERN } from "./casinos.server.ts";

export const ADMIN_CASINO_PAGE_SIZE = 20;
/** What a bulk write of casinos names in the audit log. */
const CASINO_AUDIT = { table: "casinos", nameColumn: "name", kind: "casino" } as const;

const EXCERPT_LENGTH = 140;

const CASINO_LABELS = { name: "Ad", url: "Site adresi", logo_url: "Logo", rating: "Puan", description: "Açıklama" };

export interface AdminDeps {
  db: Db;
  events: Pick<ContentEvents, "contentChanged">;
}

export interface AdminCasinoRow {
  id: string;
  name: string;
  slug: string;
  url: string;
  logoUrl: string | null;
  /** Plain text of the description, cut for the list; null when there is none ('Açıklama yok'). */
  excerpt: string | null;
  createdAt: string;
}

export type AdminCasinoPage = ListPage<AdminCasinoRow, CasinoListQuery["tab"]>;

/**
 * One page of casinos in the list's state: searched (name, address; Turkish-insensitive), added between two days,
 * sorted by a column. A page past the end gives the last page.
 */
export async function listCasinosForAdmin(
  db: Db,
  options: { query: CasinoListQuery; pageSize?: number },
): Promise<AdminCasinoPage> {
  const { query } = options;
  const { start, end } = dayRange(query);
  const direction = orderOf(query.direction);
  const page = await readListPage({
    filtered: db
      .selectFrom("casinos")
      .$if(query.search !== "", (qb) =>
        qb.where((eb) => containsFoldedAny([eb.ref("name"), eb.ref("url")], query.search)),
      )
      .$if(start !== null, (qb) => qb.where("created_at", ">=", start as string))
      .$if(end !== null, (qb) => qb.where("created_at", "<", end as string)),
    tabs: { tumu: null },
    tab: query.tab,
    page: query.page,
    pageSize: options.pageSize ?? ADMIN_CASINO_PAGE_SIZE,
    rows: (qb) =>
      qb
        .select(["id", "name", "slug", "url", "logo_url", "description", "created_at"])
        .$call((ordered) =>
          query.sort === "ad"
            ? ordered.orderBy((eb) => foldedSql(eb.ref("name")), direction)
            : ordered.orderBy("created_at", direction),
        )
        .orderBy("id", direction)
        .execute(),
  });
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      url: row.url,
      logoUrl: row.logo_url,
      excerpt: excerptOf(row.description),
      createdAt: row.created_at,
    })),
  };
}

function excerptOf(html: string | null): string | null {
  const text = htmlToText(sanitizeRichText(html));
  if (!text) return null;
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

export interface CasinoForEdit {
  id: string;
  name: string;
  slug: string;
  url: string;
  logoUrl: string;
  /** Sanitised HTML, safe to hand to the editor. */
  description: string;
  rating: number | null;
  /** The version the form is opened at (decision 031). */
  updatedAt: string;
}

/** One casino for the edit form; unknown or malformed ids are a not_found error, never a query error. */
export async function getCasinoForEdit(db: Db, id: string): Promise<CasinoForEdit> {
  if (!UUID_PATTERN.test(id)) throw new ServiceError("not_found", CASINO_ADMIN_MESSAGES.notFound);
  const row = await db
    .selectFrom("casinos")
    .select(["id", "name", "slug", "url", "logo_url", "description", "rating", "updated_at"])
    .where("id", "=", id.toLowerCase())
    .executeTakeFirst();
  if (!row) throw new ServiceError("not_found", CASINO_ADMIN_MESSAGES.notFound);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: row.url,
    logoUrl: row.logo_url ?? "",
    description: sanitizeRichText(row.description),
    rating: row.rating,
    updatedAt: row.updated_at,
  };
}

function cleanDescription(html: string): string {
  const clean = sanitizeRichText(html);
  if (htmlToText(clean).length < CASINO_LIMITS.descriptionMin) {
    // What sanitising removed counts as missing: only the server sees it, so the error names its field.
    throw new ServiceError("invalid", CASINO_MESSAGES.description, { field: "description" });
  }
  return clean;
}

/**
 * A new casino with a slug made from its name (spec 1 §5), made unique with -2, -3… The slug then stays as it
 * is when the casino is renamed, so /casino/{slug} links already shared keep working.
 */
export async function createCasino(
  deps: AdminDeps,
  input: CasinoInput,
  edit: EditContext = {},
): Promise<{ id: string; slug: string }> {
  const description = cleanDescription(input.description);
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueCasinoSlug(deps.db, input.name, attempt > 0);
    try {
      await saveWithRevision(deps.db, {
        ...casinoRevision(id, now, edit),
        write: async (trx) => {
          await trx
            .insertInto("casinos")
            .values({
              id,
              name: input.name,
              slug,
              url: input.url,
              logo_url: input.logoUrl,
              rating: input.rating,
              description,
              details: null,
              featured: false,
              created_at: now,
              updated_at: now,
            })
            .execute();
          await recordAudit(trx, {
            kind: "casino",
            itemId: id,
            action: "create",
            summary: `Oluşturuldu: ${quoted(input.name)}`,
          });
        },
      });
      deps.events.contentChanged({ kind: "casino", id });
      return { id, slug };
    } catch (error) {
      // Another save took the same slug between our check and our insert: try again with a random suffix.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export async function updateCasino(
  deps: AdminDeps,
  id: string,
  input: CasinoInput,
  edit: EditContext = {},
): Promise<void> {
  if (!UUID_PATTERN.test(id)) throw new ServiceError("not_found", CASINO_ADMIN_MESSAGES.notFound);
  const key = id.toLowerCase();
  const description = cleanDescription(input.description);
  const now = new Date().toISOString();
  await saveWithRevision(deps.db, {
    ...casinoRevision(key, now, edit),
    missing: () => new ServiceError("not_found", CASINO_ADMIN_MESSAGES.notFound),
    submitted: { ...input, rating: input.rating === null ? "" : String(input.rating) },
    write: async (trx) => {
      const before = await trx.selectFrom("casinos").selectAll().where("id", "=", key).executeTakeFirst();
      if (!before) throw new ServiceError("not_found", CASINO_ADMIN_MESSAGES.notFound);
      const values = { name: input.name, url: input.url, logo_url: input.logoUrl, rating: input.rating, description };
      await trx
        .updateTable("casinos")
        .set({ ...values, updated_at: now })
        .where("id", "=", key)
        .execute();
      const summary = `${quoted(input.name)}: ${changedFieldsSummary(before, values, CASINO_LABELS)}`;
      await recordAudit(trx, { kind: "casino", itemId: key, action: "update", summary });
    },
  });
  deps.events.contentChanged({ kind: "casino", id: key });
}

/** A casino's form values as stored: the content of its revisions (decision 031). */
export function casinoFormValues(casino: Omit<CasinoForEdit, "id" | "slug">): CasinoFormValues {
  return {
    name: casino.name,
    url: casino.url,
    logoUrl: casino.logoUrl,
    description: casino.description,
    rating: casino.rating === null ? "" : String(casino.rating),
  };
}

function casinoRevision(id: string, at: string, edit: EditContext) {
  return {
    kind: CASINO_REVISION_KIND,
    entityId: id,
    at,
    edit,
    fields: CASINO_REVISION_FIELDS,
    read: async (db: Db) => {
      const casino = await getCasinoForEdit(db, id).catch(() => null);
      return casino ? { version: casino.updatedAt, content: { ...casinoFormValues(casino) } } : null;
    },
  };
}

/** Deletes a casino; the database turns its promotions into standalone ones (casino_id set null, decision 001). */
export async function deleteCasino(deps: AdminDeps, id: string): Promise<void> {
  await deleteCasinos(deps, [id]);
}

/** Deletes many casinos in one transaction (a bulk action); an unknown id deletes nothing. */
export async function deleteCasinos(deps: AdminDeps, ids: readonly string[]): Promise<void> {
  const notFound = () => new ServiceError("not_found", CASINO_ADMIN_MESSAGES.notFound);
  const keys = await writeEach(deps.db, ids, notFound, deletedAudit(CASINO_AUDIT), (trx, keys) =>
    trx.deleteFrom("casinos").where("id", "in", keys).executeTakeFirst(),
  );
  for (const key of keys) deps.events.contentChanged({ kind: "casino", id: key });
}

/** The first free slug among base, base-2, base-3…; with `random`, base plus a random suffix. */
export async function uniqueCasinoSlug(db: Db, name: string, random = false): Promise<string> {
  const base = slugify(name)
    .slice(0, SLUG_MAX_LENGTH - 7)
    .replace(/-+$/g, "");
  if (random) return `${base}-${crypto.randomUUID().slice(0, 6)}`;
  const rows = await db
    .selectFrom("casinos")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === "23505" || /UNIQUE constraint failed/i.test(error.message);
}
