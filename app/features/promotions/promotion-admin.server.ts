import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { EXPIRING_DAYS } from "../../admin-kit/list-query.ts";
import type { AppServices } from "../../context.ts";
import { submitUrlForIndexing } from "../../integrations/indexing.server.ts";
import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import { foldedSql, type TrigramIndex, trigramPhraseOf } from "../../utils/folded-sql.server.ts";
import { escapeHtml } from "../../utils/html-text.ts";
import { ISTANBUL_OFFSET_MS, istanbulDay, istanbulLocalToIso } from "../../utils/istanbul-time.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { SCHEDULE_MESSAGES } from "../../utils/schedule.schema.ts";
import { SLUG_MAX_LENGTH, slugify } from "../../utils/slug.ts";
import { byTurkishName } from "../../utils/turkish-order.ts";
import { isUuid } from "../../utils/uuid.ts";
import {
  deletedAudit,
  type ListPage,
  type ListRequest,
  readListPage,
  searchedAndAdded,
  setActiveEach,
  trigramSearchOf,
  writeEach,
} from "../admin-lists/public.server.ts";
import { auditedEdits, columnLabels, createdEntry, recordAudit, scheduledEntry } from "../audit/public.server.ts";
import { redirectMovedAddress } from "../redirects/public.server.ts";
import { type EditContext, saveWithRevision } from "../revisions/public.server.ts";
import { PROMOTION_ADMIN_MESSAGES } from "./admin-messages.ts";
import {
  PROMOTION_MESSAGES,
  PROMOTION_REVISION_FIELDS,
  PROMOTION_REVISION_KIND,
  PROMOTION_WITH_FACTS_REVISION_FIELDS,
  type PromotionFactsInput,
  type PromotionInput,
} from "./promotion.schema.ts";
import { checkPromotionDates, getPromotionFactsForEdit, promotionFactColumns } from "./promotion-facts.server.ts";
import type { PromotionListQuery } from "./promotion-list.ts";
import { pathOfPromotionRow } from "./promotion-path-rows.server.ts";
import { promotionPath } from "./promotion-paths.ts";
import { fullDescriptionOf, shortDescriptionOf } from "./promotions.server.ts";

/** The table of promotions and their kind in the audit log, for its bulk writes and edits. */
const PROMOTION_AUDIT = { table: "promotions", nameColumn: "title", kind: "promotion" } as const;

/** What the promotion services use: the database, the change events, and for indexing the settings and logger. */
export type PromotionAdminServices = Pick<AppServices, "db" | "events" | "config" | "logger">;

export interface AdminPromotionRow {
  id: string;
  title: string;
  /** null: a standalone promotion ('Diğer'). */
  casinoName: string | null;
  category: string | null;
  promotionCode: string | null;
  isActive: boolean;
  /** Spec 2 §4: the expiry date has passed ('Süresi Dolmuş'). */
  isExpired: boolean;
  expiryDate: string | null;
  /** 'Zamanlandı': when the publishing sweep activates this inactive promotion; else null. */
  publishAt: string | null;
  createdAt: string;
  /** The public page, for the admin's "open" link. */
  path: string;
}

export type AdminPromotionPage = ListPage<AdminPromotionRow, PromotionListQuery["tab"]>;

/**
 * One page of promotions in the list's state: searched (title, casino, code; Turkish-insensitive), filtered by
 * casino, category, added between two days and 'expiring within 7 days', under a tab (active, passive, expired),
 * sorted by a column. A page past the end gives the last page.
 */
export async function listPromotionsForAdmin(
  db: Db,
  request: ListRequest<PromotionListQuery> & { now?: Date },
): Promise<AdminPromotionPage> {
  const { query } = request;
  const nowDate = request.now ?? new Date();
  const now = nowDate.toISOString();
  const soon = new Date(nowDate.getTime() + EXPIRING_DAYS * 86_400_000).toISOString();
  const trigram = await trigramSearchOf(db, "promotions", query.search, "p");
  // The searched text (the casino's name with it) is on the promotion's row, so the counts need no join to casinos.
  const searched = (index: TrigramIndex | null) =>
    searchedAndAdded(db.selectFrom("promotions as p"), query, {
      search: "p.search_folded",
      created: "p.created_at",
      trigram: index,
    })
      .$if(query.casino !== null, (qb) => qb.where("p.casino_id", "=", query.casino))
      .$if(query.category !== null, (qb) => qb.where("p.category_id", "=", query.category))
      .$if(query.expiring, (qb) => qb.where("p.expiry_date", ">", now).where("p.expiry_date", "<=", soon));
  const withCasino = (index: TrigramIndex | null) => searched(index).leftJoin("casinos as c", "c.id", "p.casino_id");
  // On SQLite a query in many promotions, or one too short for trigrams, is read by its LIKE over the entries of an
  // index that carries the searched text in the default order: for the tabs' counts (the trigram index's list of
  // every match cost three times as much), and for a page in that order, which walks it and stops after its rows.
  const byLike = trigram !== null && (trigram.dense === true || trigramPhraseOf(query.search) === null);
  const inDefaultOrder = query.sort === "eklenme";
  type Eb = ExpressionBuilder<Database & { p: Database["promotions"]; c: Database["casinos"] }, "p" | "c">;
  const running = (eb: Eb) => eb.or([eb("p.expiry_date", "is", null), eb("p.expiry_date", ">", now)]);
  const nowMs = nowDate.getTime();
  return readListPage(request, {
    filtered: withCasino(byLike && inDefaultOrder ? null : trigram),
    // The counts' rows without the join stand in for the list's: the tabs read only the promotion's columns.
    counted: byLike ? (searched(null) as unknown as ReturnType<typeof withCasino>) : undefined,
    tabs: {
      tumu: null,
      aktif: (eb: Eb) => eb.and([eb("p.is_active", "=", true), running(eb)]),
      pasif: (eb: Eb) => eb.and([eb("p.is_active", "=", false), running(eb)]),
      "suresi-dolmus": (eb: Eb) => eb("p.expiry_date", "<=", now),
    },
    reversible: true,
    rows: (qb, direction) =>
      qb
        .select([
          "p.id",
          "p.title",
          "p.slug",
          "p.category",
          "p.promotion_code",
          "p.is_active",
          "p.expiry_date",
          "p.publish_at",
          "p.created_at",
          "c.name as casino_name",
          "c.slug as casino_slug",
        ])
        .$call((ordered) => {
          if (query.sort === "baslik") return ordered.orderBy("p.sort_folded", direction);
          if (query.sort === "kategori") return ordered.orderBy((eb) => foldedSql(eb.ref("p.category")), direction);
          // 'Süresiz' sorts after every date on both engines.
          if (query.sort === "bitis") {
            return ordered
              .orderBy((eb) => eb.case().when("p.expiry_date", "is", null).then(1).else(0).end(), direction)
              .orderBy("p.expiry_date", direction);
          }
          return ordered.orderBy("p.created_at", direction);
        })
        .orderBy("p.id", direction)
        .execute(),
    map: (r) => ({
      id: r.id,
      title: r.title,
      casinoName: r.casino_name,
      category: r.category,
      promotionCode: r.promotion_code,
      isActive: r.is_active,
      isExpired: r.expiry_date !== null && new Date(r.expiry_date).getTime() <= nowMs,
      expiryDate: r.expiry_date,
      publishAt: r.is_active ? null : r.publish_at,
      createdAt: r.created_at,
      path: pathOfPromotionRow(r),
    }),
  });
}

/** The form's values of a stored promotion (strings, as the inputs hold them). */
export interface PromotionFormData {
  title: string;
  casinoId: string;
  categoryId: string;
  imageUrl: string;
  shortDescription: string;
  /** Sanitised HTML for the editor. */
  description: string;
  /** One term per line. */
  terms: string;
  url: string;
  promotionCode: string;
  /** YYYY-MM-DD (Istanbul) or "". */
  expiryDate: string;
  isActive: boolean;
}

export interface PromotionForEdit {
  id: string;
  values: PromotionFormData;
  /** The stored category, so an inactive one still shows in the select. */
  category: { id: string; name: string } | null;
  /** The version the form is opened at. */
  updatedAt: string;
  /** The start date: the publishing sweep activates the promotion then; null when none is set. */
  publishAt: string | null;
}

/** A promotion for the edit form, or null for an unknown or malformed id. */
export async function getPromotionForEdit(db: Db, id: string): Promise<PromotionForEdit | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom("promotions as p")
    .leftJoin("promotion_categories as pc", "pc.id", "p.category_id")
    .select([
      "p.id",
      "p.title",
      "p.casino_id",
      "p.category_id",
      "p.image_url",
      "p.description",
      "p.terms",
      "p.url",
      "p.promotion_code",
      "p.expiry_date",
      "p.is_active",
      "p.updated_at",
      "p.publish_at",
      "pc.name as category_name",
    ])
    .where("p.id", "=", id.toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  const { shortDescription, fullDescription } = splitDescription(row.description);
  return {
    id: row.id,
    values: {
      title: row.title,
      casinoId: row.casino_id ?? "",
      categoryId: row.category_id ?? "",
      imageUrl: row.image_url ?? "",
      shortDescription,
      description: sanitizeRichText(fullDescription),
      terms: (Array.isArray(row.terms) ? row.terms : []).filter((t) => typeof t === "string").join("\n"),
      url: row.url ?? "",
      promotionCode: row.promotion_code ?? "",
      expiryDate: row.expiry_date ? istanbulDay(new Date(row.expiry_date)) : "",
      isActive: row.is_active,
    },
    category: row.category_id && row.category_name ? { id: row.category_id, name: row.category_name } : null,
    updatedAt: row.updated_at,
    publishAt: row.publish_at,
  };
}

export interface CasinoOption {
  id: string;
  name: string;
}

/** Casinos for the promotion form's select, by Turkish name order. */
export async function listCasinoOptions(db: Db): Promise<CasinoOption[]> {
  const rows = await db.selectFrom("casinos").select(["id", "name"]).execute();
  return rows.sort(byTurkishName);
}

/**
 * What a save writes: the promotion's fields and, when given, its facts (issue #14). A save without facts (the
 * restore of a version kept before the facts were part of it) leaves the stored facts as they are.
 */
export type PromotionSaveInput = PromotionInput & { facts?: PromotionFactsInput | undefined };

/**
 * The promotion form's save: the promotion and its facts in one transaction, one revision and one audit entry
 * the start date is checked against the expiry date before anything is written.
 */
export async function savePromotionWithFacts(
  services: PromotionAdminServices,
  id: string | null,
  input: PromotionInput & PromotionFactsInput,
  edit: EditContext = {},
): Promise<{ id: string }> {
  const save = { ...input, facts: input };
  if (id === null) return createPromotion(services, save, new Date(), edit);
  await updatePromotion(services, id, save, new Date(), edit);
  return { id };
}

/** Adds a promotion (spec 2 §5 rules); an active one is submitted for indexing. */
export async function createPromotion(
  services: PromotionAdminServices,
  input: PromotionSaveInput,
  now: Date = new Date(),
  edit: EditContext = {},
): Promise<{ id: string }> {
  if (input.facts) checkPromotionDates(input.facts.startsAt, input.expiryDate);
  const id = crypto.randomUUID();
  const nowIso = now.toISOString();
  await saveWithRevision(services.db, {
    ...promotionRevision(id, nowIso, edit, input.facts !== undefined),
    write: async (trx) => {
      const related = await resolveRelations(trx, input);
      const slug = await uniqueSlug(trx, input.title, input.casinoId, null);
      await trx
        .insertInto("promotions")
        .values({
          id,
          slug,
          ...columnsOf(input, related.categoryName),
          ...(input.facts ? promotionFactColumns(input.facts) : {}),
          indexed: false,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .execute();
      await recordAudit(trx, createdEntry("promotion", id, input.title));
    },
  });
  services.events.contentChanged({ kind: "promotion", id });
  if (input.isActive) await indexPromotion(services, id);
  return { id };
}

/**
 * Saves every field of a promotion and sets updated_at. The slug follows the title (unique within the casino)
 * but only changes when the title or the casino does, so an unrelated edit never moves the public page.
 */
export async function updatePromotion(
  services: PromotionAdminServices,
  id: string,
  input: PromotionSaveInput,
  now: Date = new Date(),
  edit: EditContext = {},
): Promise<void> {
  const key = requireItemId(id, PROMOTION_ADMIN_MESSAGES.notFound);
  if (input.facts) checkPromotionDates(input.facts.startsAt, input.expiryDate);
  const { activated } = await saveWithRevision(services.db, {
    ...promotionRevision(key, now.toISOString(), edit, input.facts !== undefined),
    missing: promotionNotFound,
    write: async (trx, version) => {
      const current = await PROMOTION_EDITS.read(trx, key, promotionNotFound);
      const related = await resolveRelations(trx, input);
      const keepSlug = current.title === input.title && current.casino_id === input.casinoId;
      const slug = keepSlug ? current.slug : await uniqueSlug(trx, input.title, input.casinoId, key);
      const activated = input.isActive && !current.is_active;
      const columns = {
        ...columnsOf(input, related.categoryName),
        ...(input.facts ? promotionFactColumns(input.facts) : {}),
      };
      // The slug and the indexing flag have no label: the entry names the form's fields that changed.
      await PROMOTION_EDITS.write(trx, key, {
        before: current,
        values: { slug, ...columns, ...(activated ? { indexed: false } : {}) },
        updatedAt: version,
        name: input.title,
      });
      // An active promotion's old address keeps working: a 301 to the new one (issue #15).
      if (current.is_active && !keepSlug) {
        const casinoSlug = async (casinoId: string | null) =>
          casinoId
            ? ((await trx.selectFrom("casinos").select("slug").where("id", "=", casinoId).executeTakeFirst())?.slug ??
              null)
            : null;
        await redirectMovedAddress(trx, {
          from: promotionPath({ id: key, slug: current.slug, casinoSlug: await casinoSlug(current.casino_id) }),
          to: promotionPath({ id: key, slug, casinoSlug: await casinoSlug(input.casinoId) }),
        });
      }
      return { activated };
    },
  });
  services.events.contentChanged({ kind: "promotion", id: key });
  if (activated) await indexPromotion(services, key);
}

/**
 * A promotion's revision holds its form's values and its facts. A save that writes no facts cannot
 * overwrite a change to them, so only the fields it writes count for its stale-save check.
 */
function promotionRevision(id: string, at: string, edit: EditContext, withFacts: boolean) {
  return {
    kind: PROMOTION_REVISION_KIND,
    entityId: id,
    at,
    edit,
    fields: withFacts ? PROMOTION_WITH_FACTS_REVISION_FIELDS : PROMOTION_REVISION_FIELDS,
    read: async (db: Db) => {
      const promotion = await getPromotionForEdit(db, id);
      if (!promotion) return null;
      const facts = await getPromotionFactsForEdit(db, id);
      return { version: promotion.updatedAt, content: { ...promotion.values, ...facts } };
    },
  };
}

/**
 * Spec 2 §4: activating sets is_active and clears indexed, then submits the public page for indexing and marks
 * it indexed on success; deactivating only clears is_active.
 */
export async function setPromotionActive(
  services: PromotionAdminServices,
  id: string,
  active: boolean,
  now: Date = new Date(),
): Promise<{ indexed: boolean }> {
  const [indexed = false] = await setPromotionsActive(services, [id], active, now);
  return { indexed };
}

/**
 * The toggle for many promotions at once (a bulk action): all change in one transaction or none does (an unknown
 * id changes nothing). Each raises its change event, then each activated one is submitted for indexing.
 * Answers, per promotion, whether it was indexed.
 */
export async function setPromotionsActive(
  services: PromotionAdminServices,
  ids: readonly string[],
  active: boolean,
  now: Date = new Date(),
): Promise<boolean[]> {
  const keys = await setActiveEach(services.db, PROMOTION_AUDIT, ids, active, {
    notFound: promotionNotFound,
    now,
    // Activated by hand, a scheduled promotion is no longer waiting for its time.
    onActivate: { indexed: false, publish_at: null },
  });
  for (const key of keys) services.events.contentChanged({ kind: "promotion", id: key });
  const indexed: boolean[] = [];
  for (const key of keys) indexed.push(active ? await indexPromotion(services, key) : false);
  return indexed;
}

/**
 * 'Yayın zamanı' of an inactive promotion: a moment in Istanbul time (`local`, from a datetime-local
 * input) at which the publishing sweep activates it, or with null unschedules it. An active promotion is already
 * live and cannot be scheduled. Not the offer's start date (`starts_at`, a fact shown to visitors).
 */
export async function schedulePromotion(
  services: ContentWriteDeps,
  id: string,
  local: string | null,
  now: Date = new Date(),
): Promise<{ publishAt: string | null }> {
  const key = requireItemId(id, PROMOTION_ADMIN_MESSAGES.notFound);
  const publishAt = local === null ? null : istanbulLocalToIso(local);
  if (publishAt !== null && publishAt <= now.toISOString()) {
    throw new ServiceError("invalid", SCHEDULE_MESSAGES.inPast, { field: "publishAt" });
  }
  await services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("promotions")
      .select(["is_active", "title"])
      .where("id", "=", key)
      .executeTakeFirst();
    if (!row) throw promotionNotFound();
    if (row.is_active && publishAt !== null) {
      throw new ServiceError("conflict", PROMOTION_ADMIN_MESSAGES.scheduleActive, { field: "publishAt" });
    }
    await trx
      .updateTable("promotions")
      .set({ publish_at: publishAt, updated_at: now.toISOString() })
      .where("id", "=", key)
      .execute();
    await recordAudit(trx, scheduledEntry("promotion", key, row.title, publishAt));
  });
  services.events.contentChanged({ kind: "promotion", id: key });
  return { publishAt };
}

/** Deletes a promotion; its comments go with it (foreign key cascade), its click records stay without it. */
export async function deletePromotion(services: ContentWriteDeps, id: string): Promise<void> {
  await deletePromotions(services, [id]);
}

/** Deletes many promotions in one transaction (a bulk action); an unknown id deletes nothing. */
export async function deletePromotions(services: ContentWriteDeps, ids: readonly string[]): Promise<void> {
  const keys = await writeEach(services.db, ids, promotionNotFound, deletedAudit(PROMOTION_AUDIT), (trx, keys) =>
    trx.deleteFrom("promotions").where("id", "in", keys).executeTakeFirst(),
  );
  for (const key of keys) services.events.contentChanged({ kind: "promotion", id: key });
}

function promotionNotFound(): ServiceError {
  return new ServiceError("not_found", PROMOTION_ADMIN_MESSAGES.notFound);
}

/**
 * Submits /bonuslar/{casino slug}/{promotion slug} when both exist (spec 2 §4) and records success. Indexing
 * failures are swallowed (spec 2 §8): they never undo the save.
 */
async function indexPromotion(services: PromotionAdminServices, id: string): Promise<boolean> {
  const row = await services.db
    .selectFrom("promotions as p")
    .leftJoin("casinos as c", "c.id", "p.casino_id")
    .select(["p.slug", "c.slug as casino_slug"])
    .where("p.id", "=", id)
    .executeTakeFirst();
  if (!row?.slug || !row.casino_slug) return false;
  const url = `${services.config.siteUrl}${promotionPath({ id, slug: row.slug, casinoSlug: row.casino_slug })}`;
  const submitted = await submitUrlForIndexing(services, url).catch((error: unknown) => {
    services.logger.warn({ err: error, url }, "indeksleme başarısız");
    return false;
  });
  if (!submitted) return false;
  await services.db.updateTable("promotions").set({ indexed: true }).where("id", "=", id).execute();
  return true;
}

/** The chosen casino and category must exist; the category's name is stored as text (spec 2 §5). */
async function resolveRelations(trx: Db, input: PromotionInput): Promise<{ categoryName: string | null }> {
  if (input.casinoId) {
    const casino = await trx.selectFrom("casinos").select("id").where("id", "=", input.casinoId).executeTakeFirst();
    if (!casino) throw new ServiceError("invalid", PROMOTION_MESSAGES.casino, { field: "casinoId" });
  }
  if (!input.categoryId) return { categoryName: null };
  const category = await trx
    .selectFrom("promotion_categories")
    .select("name")
    .where("id", "=", input.categoryId)
    .executeTakeFirst();
  if (!category) throw new ServiceError("invalid", PROMOTION_MESSAGES.category, { field: "categoryId" });
  return { categoryName: category.name };
}

/** The audit log names a changed column as the 'Geçmiş' panel names its field (the facts' columns too). */
const PROMOTION_EDITS = auditedEdits(PROMOTION_AUDIT, {
  labels: columnLabels(PROMOTION_WITH_FACTS_REVISION_FIELDS.labels),
});

/** The promotion columns of a form's values (the CSV import writes the same). */
export function columnsOf(input: PromotionInput, categoryName: string | null) {
  return {
    title: input.title,
    casino_id: input.casinoId,
    category_id: input.categoryId,
    category: categoryName,
    description: composeDescription(input.shortDescription, input.description),
    terms: input.terms,
    url: input.url,
    promotion_code: input.promotionCode,
    expiry_date: input.expiryDate ? expiryInstant(input.expiryDate) : null,
    image_url: input.imageUrl,
    is_active: input.isActive,
  };
}

/** slugify(title), with -2, -3, … when another promotion of the same casino (or of none) already has it. */
async function uniqueSlug(trx: Db, title: string, casinoId: string | null, exceptId: string | null): Promise<string> {
  const base = slugify(title);
  const rows = await trx
    .selectFrom("promotions")
    .select("slug")
    .where((eb) => (casinoId ? eb("casino_id", "=", casinoId) : eb("casino_id", "is", null)))
    // Slugs hold only [a-z0-9_-]: an underscore matches any one character, a few more rows that the Set checks.
    .where("slug", "like", `${base.slice(0, SLUG_MAX_LENGTH - 10)}%`)
    .$if(exceptId !== null, (qb) => qb.where("id", "!=", exceptId as string))
    .execute();
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Spec 2 §3: the short description as a leading paragraph, then the sanitised full description. */
export function composeDescription(shortDescription: string, fullHtml: string): string {
  return `<p>${escapeHtml(shortDescription)}</p>${sanitizeRichText(fullHtml)}`;
}

/**
 * The inverse of composeDescription (spec 2 §3): the leading paragraph's text as the short description, the rest
 * as the full description; with no leading paragraph, the first 150 plain characters and the whole HTML.
 */
export function splitDescription(html: string): { shortDescription: string; fullDescription: string } {
  return { shortDescription: shortDescriptionOf(html), fullDescription: fullDescriptionOf(html) };
}

/** The last moment of the chosen day in Istanbul, so a promotion runs through its expiry date. */
export function expiryInstant(day: string): string {
  return new Date(new Date(`${day}T23:59:59.999Z`).getTime() - ISTANBUL_OFFSET_MS).toISOString();
}
