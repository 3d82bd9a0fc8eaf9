import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { SLUG_MAX_LENGTH, slugify } from "../../utils/slug.ts";
import {
  deletedAudit,
  type ListPage,
  type ListRequest,
  readListPage,
  searchedAndAdded,
  trigramSearchOf,
  writeEach,
} from "../admin-lists/public.server.ts";
import { auditedEdits, columnLabels, createdEntry, recordAudit } from "../audit/public.server.ts";
import { promotionPath } from "../promotions/public.ts";
import { redirectMovedAddress } from "../redirects/public.server.ts";
import { type EditContext, saveWithRevision } from "../revisions/public.server.ts";
import { CASINO_ADMIN_MESSAGES } from "./admin-messages.ts";
import {
  CASINO_LIMITS,
  CASINO_MESSAGES,
  CASINO_REVISION_FIELDS,
  CASINO_REVISION_KIND,
  CASINO_WITH_FACTS_REVISION_FIELDS,
  type CasinoFactsInput,
  type CasinoFormValues,
  type CasinoInput,
} from "./casino.schema.ts";
import {
  casinoFactColumns,
  casinoFactsFormValues,
  getCasinoFactsForEdit,
  paymentMethodIds,
  paymentMethodsByCasino,
  replaceCasinoPaymentMethods,
} from "./casino-facts.server.ts";
import type { CasinoListQuery } from "./casino-list.ts";
import { casinoPath } from "./casino-paths.ts";

/** The table of casinos and their kind in the audit log, for its bulk writes and edits. */
const CASINO_AUDIT = { table: "casinos", nameColumn: "name", kind: "casino" } as const;

const EXCERPT_LENGTH = 140;

/**
 * The audit log names a changed column as the 'Geçmiş' panel names its field (the facts and payment methods too),
 * but for the name, which it has always called 'Ad'.
 */
const CASINO_EDITS = auditedEdits(CASINO_AUDIT, {
  labels: { ...columnLabels(CASINO_WITH_FACTS_REVISION_FIELDS.labels), name: "Ad" },
});

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
export async function listCasinosForAdmin(db: Db, request: ListRequest<CasinoListQuery>): Promise<AdminCasinoPage> {
  const { query } = request;
  return readListPage(request, {
    filtered: searchedAndAdded(db.selectFrom("casinos"), query, {
      search: "search_folded",
      created: "created_at",
      trigram: await trigramSearchOf(db, "casinos", query.search),
    }),
    tabs: { tumu: null },
    reversible: true,
    rows: (qb, direction) =>
      qb
        .select(["id", "name", "slug", "url", "logo_url", "description", "created_at"])
        .orderBy(query.sort === "ad" ? "sort_folded" : "created_at", direction)
        .orderBy("id", direction)
        .execute(),
    map: (row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      url: row.url,
      logoUrl: row.logo_url,
      excerpt: excerptOf(row.description),
      createdAt: row.created_at,
    }),
  });
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
  /** The version the form is opened at. */
  updatedAt: string;
}

/** One casino for the edit form; unknown or malformed ids are a not_found error, never a query error. */
export async function getCasinoForEdit(db: Db, id: string): Promise<CasinoForEdit> {
  const row = await db
    .selectFrom("casinos")
    .select(["id", "name", "slug", "url", "logo_url", "description", "rating", "updated_at"])
    .where("id", "=", requireItemId(id, CASINO_ADMIN_MESSAGES.notFound))
    .executeTakeFirst();
  if (!row) throw casinoNotFound();
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

/** The form's fields as the casinos table's columns, the same on create and update. */
function casinoColumns(input: CasinoSaveInput, slug: string, description: string) {
  return { name: input.name, slug, url: input.url, logo_url: input.logoUrl, rating: input.rating, description };
}

/**
 * What a save writes: the casino's fields and, when given, its facts and payment methods (issue #14). A save
 * without facts (the restore of a version kept before the facts were part of it) leaves the stored facts alone;
 * one without `slug` (scripts, older callers) keeps the slug or makes it from the name.
 */
export type CasinoSaveInput = Omit<CasinoInput, "slug"> & { slug?: string; facts?: CasinoFactsInput | undefined };

/**
 * The casino form's save: the casino, its facts and its payment methods in one transaction, one revision and one
 * audit entry; an unknown payment method changes nothing.
 */
export async function saveCasinoWithFacts(
  deps: ContentWriteDeps,
  id: string | null,
  input: CasinoInput & CasinoFactsInput,
  edit: EditContext = {},
): Promise<{ id: string }> {
  const save = { ...input, facts: input };
  if (id === null) return createCasino(deps, save, edit);
  await updateCasino(deps, id, save, edit);
  return { id };
}

/**
 * A new casino with a slug made from its name (spec 1 §5), made unique with -2, -3… The slug then stays as it
 * is when the casino is renamed, so /casino/{slug} links already shared keep working.
 */
export async function createCasino(
  deps: ContentWriteDeps,
  input: CasinoSaveInput,
  edit: EditContext = {},
): Promise<{ id: string; slug: string }> {
  const description = cleanDescription(input.description);
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueCasinoSlug(deps.db, input.slug || input.name, attempt > 0);
    try {
      await saveWithRevision(deps.db, {
        ...casinoRevision(id, now, edit, input.facts !== undefined),
        write: async (trx) => {
          const methodIds = input.facts ? await paymentMethodIds(trx, input.facts.paymentMethods) : [];
          await trx
            .insertInto("casinos")
            .values({
              id,
              ...casinoColumns(input, slug, description),
              details: null,
              featured: false,
              created_at: now,
              updated_at: now,
              ...(input.facts ? casinoFactColumns(input.facts) : {}),
            })
            .execute();
          await replaceCasinoPaymentMethods(trx, id, methodIds);
          await recordAudit(trx, createdEntry("casino", id, input.name));
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
  deps: ContentWriteDeps,
  id: string,
  input: CasinoSaveInput,
  edit: EditContext = {},
): Promise<void> {
  const key = requireItemId(id, CASINO_ADMIN_MESSAGES.notFound);
  const description = cleanDescription(input.description);
  const now = new Date().toISOString();
  const { facts, ...fields } = input;
  const factColumns = facts ? casinoFactColumns(facts) : {};
  await saveWithRevision(deps.db, {
    ...casinoRevision(key, now, edit, facts !== undefined),
    missing: casinoNotFound,
    submitted: {
      ...fields,
      rating: input.rating === null ? "" : String(input.rating),
      // Every fact column is set by casinoFactColumns, so it reads as a stored row's facts.
      ...(facts
        ? casinoFactsFormValues(factColumns as Parameters<typeof casinoFactsFormValues>[0], facts.paymentMethods)
        : {}),
    },
    write: async (trx, version) => {
      const before = await CASINO_EDITS.read(trx, key, casinoNotFound);
      const methodIds = facts ? await paymentMethodIds(trx, facts.paymentMethods) : [];
      // An empty slug keeps the stored one; a new one must be free.
      const slug = input.slug || before.slug;
      if (slug !== before.slug && (await slugTaken(trx, slug, key))) throw slugTakenError();
      const methodsBefore = facts ? ((await paymentMethodsByCasino(trx, [key])).get(key) ?? []) : [];
      await CASINO_EDITS.write(trx, key, {
        before,
        values: { ...casinoColumns(input, slug, description), ...factColumns },
        updatedAt: version,
        name: input.name,
        related: {
          before: { payment_methods: methodsBefore.map((method) => method.slug).sort() },
          after: facts ? { payment_methods: [...facts.paymentMethods].sort() } : {},
        },
      });
      if (facts) await replaceCasinoPaymentMethods(trx, key, methodIds);
      if (slug !== before.slug) await redirectCasinoAddresses(trx, key, before.slug, slug);
    },
  }).catch((error: unknown) => {
    // Another save took the slug between our check and our update.
    throw isUniqueViolation(error) ? slugTakenError() : error;
  });
  deps.events.contentChanged({ kind: "casino", id: key });
}

function casinoNotFound(): ServiceError {
  return new ServiceError("not_found", CASINO_ADMIN_MESSAGES.notFound);
}

function slugTakenError(): ServiceError {
  return new ServiceError("invalid", CASINO_MESSAGES.slugTaken, { field: "slug" });
}

async function slugTaken(trx: Db, slug: string, ownId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("casinos")
    .select("id")
    .where("slug", "=", slug)
    .where("id", "!=", ownId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A casino's changed slug moves its page and the pages of its active promotions (/bonuslar/{casino}/{promotion}):
 * each old address gets a 301 to the new one, in the save's transaction.
 */
async function redirectCasinoAddresses(trx: Db, casinoId: string, from: string, to: string): Promise<void> {
  await redirectMovedAddress(trx, { from: casinoPath({ slug: from }), to: casinoPath({ slug: to }) });
  const promotions = await trx
    .selectFrom("promotions")
    .select(["id", "slug"])
    .where("casino_id", "=", casinoId)
    .where("is_active", "=", true)
    .execute();
  for (const promotion of promotions) {
    await redirectMovedAddress(trx, {
      from: promotionPath({ id: promotion.id, slug: promotion.slug, casinoSlug: from }),
      to: promotionPath({ id: promotion.id, slug: promotion.slug, casinoSlug: to }),
    });
  }
}

/** A casino's form values as stored: the content of its revisions. */
export function casinoFormValues(casino: Omit<CasinoForEdit, "id">): CasinoFormValues {
  return {
    name: casino.name,
    slug: casino.slug,
    url: casino.url,
    logoUrl: casino.logoUrl,
    description: casino.description,
    rating: casino.rating === null ? "" : String(casino.rating),
  };
}

/**
 * A casino's revision holds its form's values and its facts. A save that writes no facts cannot
 * overwrite a change to them, so only the fields it writes count for its stale-save check.
 */
function casinoRevision(id: string, at: string, edit: EditContext, withFacts: boolean) {
  return {
    kind: CASINO_REVISION_KIND,
    entityId: id,
    at,
    edit,
    fields: withFacts ? CASINO_WITH_FACTS_REVISION_FIELDS : CASINO_REVISION_FIELDS,
    read: async (db: Db) => {
      const casino = await getCasinoForEdit(db, id).catch(() => null);
      if (!casino) return null;
      const facts = await getCasinoFactsForEdit(db, id);
      return { version: casino.updatedAt, content: { ...casinoFormValues(casino), ...facts } };
    },
  };
}

/** Deletes a casino; the database turns its promotions into standalone ones (casino_id set null). */
export async function deleteCasino(deps: ContentWriteDeps, id: string): Promise<void> {
  await deleteCasinos(deps, [id]);
}

/** Deletes many casinos in one transaction (a bulk action); an unknown id deletes nothing. */
export async function deleteCasinos(deps: ContentWriteDeps, ids: readonly string[]): Promise<void> {
  const keys = await writeEach(deps.db, ids, casinoNotFound, deletedAudit(CASINO_AUDIT), (trx, keys) =>
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
