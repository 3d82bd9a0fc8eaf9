import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import { foldedSql } from "../../utils/folded-sql.server.ts";
import { istanbulDay, istanbulDayStart } from "../../utils/istanbul-time.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { slugify } from "../../utils/slug.ts";
import { isUuid } from "../../utils/uuid.ts";
import {
  activeTabs,
  deletedAudit,
  type ListPage,
  type ListRequest,
  readListPage,
  searchedAndAdded,
  setActiveEach,
  writeEach,
} from "../admin-lists/public.server.ts";
import { auditedEdits, columnLabels, createdEntry, recordAudit } from "../audit/public.server.ts";
import { redirectMovedAddress } from "../redirects/public.server.ts";
import { type EditContext, type ItemLabeller, saveWithRevision } from "../revisions/public.server.ts";
import { RANKED_LIST_ADMIN_MESSAGES } from "./admin-messages.ts";
import {
  RANKED_LIST_LIMITS,
  RANKED_LIST_MESSAGES,
  RANKED_LIST_REVISION_FIELDS,
  RANKED_LIST_REVISION_KIND,
  type RankedItemInput,
  type RankedItemKind,
  type RankedListForEdit,
  type RankedListInput,
  rankedListFormValues,
  rankedListPath,
} from "./ranked-list.schema.ts";
import type { RankedListListQuery } from "./ranked-list-list.ts";

/** The table of ranked lists and their kind in the audit log, for its bulk writes and edits. */
const RANKED_LIST_AUDIT = { table: "ranked_lists", nameColumn: "title", kind: "ranked-list" } as const;
/** The audit log names a changed column as the 'Geçmiş' panel names its field. */
const RANKED_LIST_EDITS = auditedEdits(RANKED_LIST_AUDIT, {
  labels: columnLabels(RANKED_LIST_REVISION_FIELDS.labels),
});

export interface AdminRankedListRow {
  id: string;
  title: string;
  slug: string;
  isActive: boolean;
  itemCount: number;
  reviewedAt: string | null;
  createdAt: string;
}

export type AdminRankedListPage = ListPage<AdminRankedListRow, RankedListListQuery["tab"]>;

/**
 * One page of ranked lists in the list's state: searched (title, address; Turkish-insensitive), added between two
 * days, under a tab (aktif, pasif), sorted by a column. A page past the end gives the last page.
 */
export function listRankedListsForAdmin(
  db: Db,
  request: ListRequest<RankedListListQuery>,
): Promise<AdminRankedListPage> {
  const { query } = request;
  return readListPage(request, {
    filtered: searchedAndAdded(db.selectFrom("ranked_lists"), query, {
      fold: ["title", "slug"],
      created: "created_at",
    }),
    tabs: activeTabs("is_active"),
    reversible: true,
    rows: (qb, direction) =>
      qb
        .select(["id", "title", "slug", "is_active", "reviewed_at", "created_at"])
        .select((eb) =>
          eb
            .selectFrom("ranked_list_items as i")
            .select((sub) => sub.fn.countAll<number>().as("n"))
            .whereRef("i.list_id", "=", "ranked_lists.id")
            .as("item_count"),
        )
        .$call((ordered) =>
          query.sort === "baslik"
            ? ordered.orderBy((eb) => foldedSql(eb.ref("title")), direction)
            : query.sort === "inceleme"
              ? ordered.orderBy("reviewed_at", direction)
              : ordered.orderBy("created_at", direction),
        )
        .orderBy("id", direction)
        .execute(),
    map: (row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      isActive: row.is_active,
      itemCount: Number(row.item_count ?? 0),
      reviewedAt: row.reviewed_at,
      createdAt: row.created_at,
    }),
  });
}

/** A casino or promotion the item picker offers. */
export interface RankedItemChoice {
  kind: RankedItemKind;
  id: string;
  label: string;
}

/** The picker's choices: every casino by name, then the promotions newest first (at most 500), with their casino. */
export async function listRankedItemChoices(db: Db): Promise<RankedItemChoice[]> {
  const [casinos, promotions] = await Promise.all([
    db.selectFrom("casinos").select(["id", "name"]).orderBy("name").orderBy("id").limit(500).execute(),
    db
      .selectFrom("promotions as p")
      .leftJoin("casinos as c", "c.id", "p.casino_id")
      .select(["p.id", "p.title", "p.is_active", "c.name as casino_name"])
      .orderBy("p.created_at", "desc")
      .orderBy("p.id")
      .limit(500)
      .execute(),
  ]);
  return [
    ...casinos.map((c) => ({ kind: "casino" as const, id: c.id, label: c.name })),
    ...promotions.map((p) => ({
      kind: "promotion" as const,
      id: p.id,
      label: `${promotionLabel(p.title, p.casino_name)}${p.is_active ? "" : " (pasif)"}`,
    })),
  ];
}

/** How a promotion reads in the picker, the form and the history: its title and its casino. */
function promotionLabel(title: string | null, casinoName: string | null): string {
  return `${title ?? ""}${casinoName ? ` — ${casinoName}` : ""}`;
}

/** The stored casinos and promotions among `items`, by id (an id not found is not there). */
async function findItemTargets(db: Db, items: readonly { kind: string; id: string }[]) {
  const ids = (kind: RankedItemKind) =>
    items.filter((item) => item.kind === kind && isUuid(item.id)).map((item) => item.id.toLowerCase());
  const [casinoIds, promotionIds] = [ids("casino"), ids("promotion")];
  const [casinos, promotions] = await Promise.all([
    casinoIds.length === 0
      ? []
      : db
          .selectFrom("casinos")
          .select(["id", "name"])
          .where("id", "in", [...new Set(casinoIds)])
          .execute(),
    promotionIds.length === 0
      ? []
      : db
          .selectFrom("promotions as p")
          .leftJoin("casinos as c", "c.id", "p.casino_id")
          .select(["p.id", "p.title", "c.name as casino_name"])
          .where("p.id", "in", [...new Set(promotionIds)])
          .execute(),
  ]);
  return { casinoIds, promotionIds, casinos, promotions };
}

/**
 * The names the 'Geçmiş' diff reads for a list's items: a casino's name, a promotion's title and
 * casino, as they are now; null for one deleted since ('Silinmiş casino').
 */
export const labelRankedItems: ItemLabeller = async (db, items) => {
  const { casinos, promotions } = await findItemTargets(db, items);
  const names = new Map<string, string>([
    ...casinos.map((c) => [`casino:${c.id}`, c.name] as const),
    ...promotions.map((p) => [`promotion:${p.id}`, promotionLabel(p.title, p.casino_name)] as const),
  ]);
  return (item) => names.get(`${item.kind}:${item.id.toLowerCase()}`) ?? null;
};

function requireId(id: string): string {
  return requireItemId(id, RANKED_LIST_ADMIN_MESSAGES.notFound);
}

/** One list for its edit form, items in order with their casino's or promotion's name. */
export async function getRankedListForEdit(db: Db, id: string): Promise<RankedListForEdit> {
  const key = requireId(id);
  const row = await db.selectFrom("ranked_lists").selectAll().where("id", "=", key).executeTakeFirst();
  if (!row) throw notFound();
  const items = await db
    .selectFrom("ranked_list_items as i")
    .leftJoin("casinos as c", "c.id", "i.casino_id")
    .leftJoin("promotions as p", "p.id", "i.promotion_id")
    .leftJoin("casinos as pc", "pc.id", "p.casino_id")
    .select(["i.casino_id", "i.promotion_id", "i.note", "c.name as casino_name", "p.title", "pc.name as promo_casino"])
    .where("i.list_id", "=", key)
    .orderBy("i.position")
    .execute();
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    intro: sanitizeRichText(row.intro),
    seoTitle: row.seo_title ?? "",
    seoDescription: row.seo_description ?? "",
    reviewedAt: row.reviewed_at ? istanbulDay(new Date(row.reviewed_at)) : "",
    isActive: row.is_active,
    items: items.map((item) =>
      item.casino_id !== null
        ? { kind: "casino" as const, id: item.casino_id, note: item.note, label: item.casino_name ?? "" }
        : {
            kind: "promotion" as const,
            id: item.promotion_id ?? "",
            note: item.note,
            label: promotionLabel(item.title, item.promo_casino),
          },
    ),
    updatedAt: row.updated_at,
  };
}

function rankedListRevision(id: string, at: string, edit: EditContext) {
  return {
    kind: RANKED_LIST_REVISION_KIND,
    entityId: id,
    at,
    edit,
    fields: RANKED_LIST_REVISION_FIELDS,
    read: async (db: Db) => {
      const list = await getRankedListForEdit(db, id).catch(() => null);
      return list ? { version: list.updatedAt, content: { ...rankedListFormValues(list) } } : null;
    },
  };
}

function cleanIntro(html: string): string {
  const clean = sanitizeRichText(html);
  if (clean.length > RANKED_LIST_LIMITS.introMax) {
    throw new ServiceError("invalid", RANKED_LIST_MESSAGES.intro, { field: "intro" });
  }
  return clean;
}

/** The columns of a list from its form values (the intro sanitised, the review day as its Istanbul midnight). */
function columnsOf(input: RankedListInput, slug: string) {
  return {
    title: input.title,
    slug,
    intro: cleanIntro(input.intro),
    seo_title: input.seoTitle || null,
    seo_description: input.seoDescription || null,
    reviewed_at: input.reviewedAt ? istanbulDayStart(input.reviewedAt) : null,
    is_active: input.isActive,
  };
}

/** The slug asked for (refused when another list has it), or the first free one made from the title. */
async function slugFor(db: Db, input: RankedListInput, ownId: string | null): Promise<string> {
  const taken = async (slug: string) => {
    const row = await db.selectFrom("ranked_lists").select("id").where("slug", "=", slug).executeTakeFirst();
    return row !== undefined && row.id !== ownId;
  };
  if (input.slug !== "") {
    if (await taken(input.slug)) throw new ServiceError("invalid", RANKED_LIST_MESSAGES.slugTaken, { field: "slug" });
    return input.slug;
  }
  const base =
    slugify(input.title)
      .replace(/_/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, RANKED_LIST_LIMITS.slugMax - 4)
      .replace(/-$/, "") || "liste";
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/** Writes the items in order, after checking that every casino and promotion named still exists. */
async function replaceItems(trx: Db, listId: string, items: readonly RankedItemInput[]): Promise<void> {
  const { casinoIds, promotionIds, casinos, promotions } = await findItemTargets(trx, items);
  if (
    casinos.length !== casinoIds.length ||
    promotions.length !== promotionIds.length ||
    casinoIds.length + promotionIds.length !== items.length
  ) {
    throw new ServiceError("invalid", RANKED_LIST_MESSAGES.itemMissing, { field: "items" });
  }
  await trx.deleteFrom("ranked_list_items").where("list_id", "=", listId).execute();
  await trx
    .insertInto("ranked_list_items")
    .values(
      items.map((item, index) => ({
        id: crypto.randomUUID(),
        list_id: listId,
        position: index + 1,
        casino_id: item.kind === "casino" ? item.id.toLowerCase() : null,
        promotion_id: item.kind === "promotion" ? item.id.toLowerCase() : null,
        note: item.note,
      })),
    )
    .execute();
}

const itemsKey = (items: readonly RankedItemInput[]) =>
  JSON.stringify(items.map((item) => [item.kind, item.id.toLowerCase(), item.note]));

export async function createRankedList(
  deps: ContentWriteDeps,
  input: RankedListInput,
  edit: EditContext = {},
): Promise<{ id: string; slug: string }> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const slug = await slugFor(deps.db, input, null);
  const columns = columnsOf(input, slug);
  await saveWithRevision(deps.db, {
    ...rankedListRevision(id, now, edit),
    write: async (trx) => {
      await trx
        .insertInto("ranked_lists")
        .values({ id, ...columns, created_at: now, updated_at: now })
        .execute();
      await replaceItems(trx, id, input.items);
      await recordAudit(trx, createdEntry("ranked-list", id, input.title));
    },
  });
  deps.events.contentChanged({ kind: "ranked-list", id });
  return { id, slug };
}

/**
 * Saves a list's form. A published list whose address changes leaves a 301 from the old address, in
 * the same transaction.
 */
export async function updateRankedList(
  deps: ContentWriteDeps,
  id: string,
  input: RankedListInput,
  edit: EditContext = {},
): Promise<void> {
  const key = requireId(id);
  const now = new Date().toISOString();
  const slug = await slugFor(deps.db, input, key);
  const columns = columnsOf(input, slug);
  await saveWithRevision(deps.db, {
    ...rankedListRevision(key, now, edit),
    missing: notFound,
    submitted: { ...input, items: JSON.stringify(input.items) },
    write: async (trx, version) => {
      const before = await RANKED_LIST_EDITS.read(trx, key, notFound);
      const beforeItems = await trx
        .selectFrom("ranked_list_items")
        .select(["casino_id", "promotion_id", "note"])
        .where("list_id", "=", key)
        .orderBy("position")
        .execute();
      const stored = beforeItems.map((item) => ({
        kind: item.casino_id !== null ? ("casino" as const) : ("promotion" as const),
        id: item.casino_id ?? item.promotion_id ?? "",
        note: item.note,
      }));
      await RANKED_LIST_EDITS.write(trx, key, {
        before,
        values: columns,
        updatedAt: version,
        name: input.title,
        related: { before: { items: itemsKey(stored) }, after: { items: itemsKey(input.items) } },
      });
      await replaceItems(trx, key, input.items);
      if (before.is_active && before.slug !== slug) {
        await redirectMovedAddress(trx, { from: rankedListPath(before), to: rankedListPath({ slug }) });
      }
    },
  });
  // Any change but a comment also reloads the redirect table, so a new 301 answers at once.
  deps.events.contentChanged({ kind: "ranked-list", id: key });
}

export async function setRankedListActive(deps: ContentWriteDeps, id: string, isActive: boolean): Promise<void> {
  await setRankedListsActive(deps, [id], isActive);
}

/** Publishes or unpublishes many lists in one transaction (a bulk action); an unknown id changes none. */
export async function setRankedListsActive(
  deps: ContentWriteDeps,
  ids: readonly string[],
  isActive: boolean,
): Promise<void> {
  const keys = await setActiveEach(deps.db, RANKED_LIST_AUDIT, ids, isActive, { notFound });
  for (const key of keys) deps.events.contentChanged({ kind: "ranked-list", id: key });
}

export async function deleteRankedList(deps: ContentWriteDeps, id: string): Promise<void> {
  await deleteRankedLists(deps, [id]);
}

/** Deletes many lists (their items go with them) in one transaction; an unknown id deletes nothing. */
export async function deleteRankedLists(deps: ContentWriteDeps, ids: readonly string[]): Promise<void> {
  const keys = await writeEach(deps.db, ids, notFound, deletedAudit(RANKED_LIST_AUDIT), (trx, keys) =>
    trx.deleteFrom("ranked_lists").where("id", "in", keys).executeTakeFirst(),
  );
  for (const key of keys) deps.events.contentChanged({ kind: "ranked-list", id: key });
}

function notFound(): ServiceError {
  return new ServiceError("not_found", RANKED_LIST_ADMIN_MESSAGES.notFound);
}
