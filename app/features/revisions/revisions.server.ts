import { sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import { isPostgres } from "../../utils/folded-sql.server.ts";
import {
  describeChanges,
  diffContents,
  type FieldChange,
  parseItems,
  type RevisionContent,
  type RevisionFields,
} from "./revision-diff.ts";
import { REVISION_MESSAGES } from "./revision-messages.ts";

/** The newest revisions kept per item (issue #15); older ones are deleted as new ones are written. */
export const REVISIONS_KEPT = 50;
/** An autosaved form larger than this (JSON characters) is refused: the largest form, the blog post, is ~200 kB. */
export const AUTOSAVE_MAX_CHARS = 400_000;
/** Autosaved forms kept per admin (one per item); past it the one saved longest ago goes. */
export const AUTOSAVES_PER_ADMIN = 50;
/** An autosaved form nobody came back to for this long is deleted by the daily sweep. */
export const AUTOSAVE_RETENTION_DAYS = 30;

/** Who saved: the signed-in admin. Services called without one (scripts, tests) record no author. */
export interface RevisionAuthor {
  id: string;
  name: string;
}

/**
 * What an admin edit brings besides its values: who makes it, and the version (updated_at) the form was opened at.
 * With a version, a save over a newer one is refused; without one (the API, scripts) it is not.
 */
export interface EditContext {
  author?: RevisionAuthor | null;
  expectedVersion?: string | null;
}

export interface RevisionSummary {
  id: string;
  createdAt: string;
  authorName: string | null;
  /** What this revision changed against the one before it (every field for the oldest kept). */
  changes: FieldChange[];
  /** The newest revision is the item as it is now: it cannot be restored onto itself. */
  isCurrent: boolean;
}

/**
 * Keeps one revision of an item, inside the caller's transaction, with `at` as its time (the save's updated_at, so a
 * stale save can find the version it started from). The author's autosaved form of the item is discarded with it,
 * and only the newest REVISIONS_KEPT stay.
 */
export async function recordRevision(
  db: Db,
  revision: { kind: string; entityId: string; content: RevisionContent; at: string; edit?: EditContext },
): Promise<void> {
  const author = revision.edit?.author ?? null;
  await db
    .insertInto("revisions")
    .values({
      id: crypto.randomUUID(),
      entity_kind: revision.kind,
      entity_id: revision.entityId,
      author_id: author?.id ?? null,
      author_name: author?.name ?? null,
      created_at: revision.at,
      content: JSON.stringify(revision.content),
    })
    .execute();
  if (author) {
    await db
      .deleteFrom("autosave_drafts")
      .where("admin_id", "=", author.id)
      .where("entity_kind", "=", revision.kind)
      .where("entity_id", "in", [revision.entityId, NEW_ITEM])
      .execute();
  }
  const stale = await db
    .selectFrom("revisions")
    .select("id")
    .where("entity_kind", "=", revision.kind)
    .where("entity_id", "=", revision.entityId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(REVISIONS_KEPT)
    .limit(1000)
    .execute();
  if (stale.length > 0)
    await db
      .deleteFrom("revisions")
      .where(
        "id",
        "in",
        stale.map((r) => r.id),
      )
      .execute();
}

/** A save of one item that keeps a revision: see saveWithRevision. */
export interface RevisedSave<Result> {
  kind: string;
  entityId: string;
  /** The save's time; its version (see saveWithRevision) is the item's new updated_at and the revision's created_at. */
  at: string;
  edit?: EditContext | undefined;
  fields: RevisionFields;
  /** The item as stored, inside the transaction: its version (updated_at) and its form values; null when missing. */
  read: (db: Db) => Promise<{ version: string; content: RevisionContent } | null>;
  /** Writes the item with `version` as its updated_at. */
  write: (db: Db, version: string) => Promise<Result>;
  /** An update: the item must exist (else this error) and be at the version the form was opened at. */
  missing?: () => Error;
  /** The values sent, for the refusal of a stale save when the revision it started from is no longer kept. */
  submitted?: RevisionContent;
}

/**
 * One transaction: for an update, the item must exist and be at the form's version; then the write, and a revision
 * of the item as it now reads. An update's version is later than the stored one even when two saves
 * fall in one millisecond, so a form opened between them is still told apart as stale.
 */
export async function saveWithRevision<Result>(db: Db, save: RevisedSave<Result>): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    let version = save.at;
    if (save.missing) {
      await lockItemForSave(trx, save.kind, save.entityId);
      const before = await save.read(trx);
      if (!before) throw save.missing();
      await refuseStaleSave(trx, {
        kind: save.kind,
        entityId: save.entityId,
        storedVersion: before.version,
        edit: save.edit,
        current: before.content,
        submitted: save.submitted ?? {},
        fields: save.fields,
      });
      version = versionAfter(before.version, save.at);
    }
    const result = await save.write(trx, version);
    const after = await save.read(trx);
    if (after) {
      await recordRevision(trx, {
        kind: save.kind,
        entityId: save.entityId,
        content: after.content,
        at: version,
        edit: save.edit,
      });
    }
    return result;
  });
}

/**
 * Refuses a save whose form was opened at another version than the stored one when the form's fields changed
 * meanwhile, with those changes: from the revision the admin started from when it is kept, otherwise from the values
 * they sent.
 */
export async function refuseStaleSave(
  db: Db,
  check: {
    kind: string;
    entityId: string;
    storedVersion: string;
    edit: EditContext | undefined;
    current: RevisionContent;
    submitted: RevisionContent;
    fields: RevisionFields;
  },
): Promise<void> {
  const expected = check.edit?.expectedVersion;
  if (!expected || sameInstant(expected, check.storedVersion) || !Number.isFinite(Date.parse(expected))) return;
  // The version the form showed: the newest revision at or before it (a change outside the form, such as
  // publishing, moves updated_at without a revision of the form's fields).
  const base = await db
    .selectFrom("revisions")
    .select("content")
    .where("entity_kind", "=", check.kind)
    .where("entity_id", "=", check.entityId)
    .where("created_at", "<=", new Date(expected).toISOString())
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const changes = diffContents(base ? parseContent(base.content) : check.submitted, check.current, check.fields);
  // Nothing the form holds changed meanwhile: the save cannot overwrite anyone's work.
  if (changes.length === 0) return;
  throw new ServiceError("conflict", REVISION_MESSAGES.stale(describeChanges(changes)), { field: "version" });
}

/**
 * Makes the read, the stale check and the write of one item's save one step: two admins saving the same item at
 * the same moment otherwise both read the old version on PostgreSQL (READ COMMITTED) and both pass the check. A
 * transaction-scoped advisory lock on the item (any table, released at commit) makes the second wait and then read
 * the first one's version. SQLite runs one write transaction at a time already.
 */
async function lockItemForSave(trx: Db, kind: string, entityId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`revision:${kind}:${entityId}`}))`.execute(trx);
}

/** A save's version: its time, or one millisecond past the stored version when that time is not later. */
export function versionAfter(stored: string, at: string): string {
  const storedMs = Date.parse(stored);
  if (!Number.isFinite(storedMs)) return at;
  return new Date(Math.max(Date.parse(at), storedMs + 1)).toISOString();
}

function sameInstant(a: string, b: string): boolean {
  const x = Date.parse(a);
  return Number.isFinite(x) && x === Date.parse(b);
}

/** A ranked item a revision names: its kind ('casino', 'promotion') and id. */
export interface RevisionItemRef {
  kind: string;
  id: string;
}

/**
 * Names the items of a kind's item lists (`fields.itemLists`) for its diff, from the ids the revisions hold: one
 * query for all, at read time, so every kept revision reads with today's names; null for an item deleted since.
 */
export type ItemLabeller = (
  db: Db,
  items: readonly RevisionItemRef[],
) => Promise<(item: RevisionItemRef) => string | null>;

/** An item's kept revisions, newest first, each with what it changed (its items named by `labelItems`, if any). */
export async function listRevisions(
  db: Db,
  kind: string,
  entityId: string,
  fields: RevisionFields,
  labelItems?: ItemLabeller,
): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom("revisions")
    .select(["id", "created_at", "author_name", "content"])
    .where("entity_kind", "=", kind)
    .where("entity_id", "=", entityId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(REVISIONS_KEPT)
    .execute();
  const parsed = rows.map((r) => parseContent(r.content));
  const contents = labelItems ? await withItemLabels(db, parsed, fields, labelItems) : parsed;
  return rows.map((row, index) => ({
    id: row.id,
    createdAt: row.created_at,
    authorName: row.author_name,
    changes: diffContents(contents[index + 1] ?? null, contents[index] ?? {}, fields),
    isCurrent: index === 0,
  }));
}

/** The contents with each item of their item lists given its `label`. */
async function withItemLabels(
  db: Db,
  contents: RevisionContent[],
  fields: RevisionFields,
  labelItems: ItemLabeller,
): Promise<RevisionContent[]> {
  const lists = fields.itemLists ?? [];
  const refOf = (item: { kind?: unknown; id?: unknown }) => ({ kind: String(item.kind), id: String(item.id ?? "") });
  const refs = contents.flatMap((content) => lists.flatMap((field) => parseItems(content[field]) ?? []).map(refOf));
  if (refs.length === 0) return contents;
  const labelOf = await labelItems(db, refs);
  return contents.map((content) => {
    const labelled = { ...content };
    for (const field of lists) {
      const items = parseItems(content[field]);
      if (items) labelled[field] = items.map((item) => ({ ...item, label: labelOf(refOf(item)) }));
    }
    return labelled;
  });
}

/** One kept revision's content, or not_found when it is not one of this item's. */
export async function getRevisionContent(
  db: Db,
  kind: string,
  entityId: string,
  revisionId: string,
): Promise<RevisionContent> {
  const row = await db
    .selectFrom("revisions")
    .select("content")
    .where("id", "=", requireItemId(revisionId, REVISION_MESSAGES.notFound))
    .where("entity_kind", "=", kind)
    .where("entity_id", "=", entityId)
    .executeTakeFirst();
  if (!row) throw new ServiceError("not_found", REVISION_MESSAGES.notFound);
  return parseContent(row.content);
}

function parseContent(text: string): RevisionContent {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as RevisionContent) : {};
  } catch {
    return {};
  }
}

/** The entity id of an autosaved form for an item not created yet. */
export const NEW_ITEM = "";

export interface Autosave {
  content: RevisionContent;
  baseVersion: string | null;
  updatedAt: string;
}

/** Keeps an admin's unsaved form of an item (one row per admin and item); published content is never touched. */
export async function saveAutosave(
  db: Db,
  draft: {
    adminId: string;
    kind: string;
    entityId: string;
    content: RevisionContent;
    baseVersion: string | null;
    now?: Date;
  },
): Promise<{ updatedAt: string }> {
  const content = JSON.stringify(draft.content);
  if (content.length > AUTOSAVE_MAX_CHARS) throw new ServiceError("invalid", REVISION_MESSAGES.autosaveTooLarge);
  const updatedAt = (draft.now ?? new Date()).toISOString();
  await db
    .insertInto("autosave_drafts")
    .values({
      admin_id: draft.adminId,
      entity_kind: draft.kind,
      entity_id: draft.entityId,
      content,
      base_version: draft.baseVersion,
      updated_at: updatedAt,
    })
    .onConflict((oc) =>
      oc
        .columns(["admin_id", "entity_kind", "entity_id"])
        .doUpdateSet({ content, base_version: draft.baseVersion, updated_at: updatedAt }),
    )
    .execute();
  // The admin's newest AUTOSAVES_PER_ADMIN stay (ties with the last kept one too); older ones were given up long ago.
  const lastKept = await db
    .selectFrom("autosave_drafts")
    .select("updated_at")
    .where("admin_id", "=", draft.adminId)
    .orderBy("updated_at", "desc")
    .limit(1)
    .offset(AUTOSAVES_PER_ADMIN - 1)
    .executeTakeFirst();
  if (lastKept) {
    await db
      .deleteFrom("autosave_drafts")
      .where("admin_id", "=", draft.adminId)
      .where("updated_at", "<", lastKept.updated_at)
      .execute();
  }
  return { updatedAt };
}

export async function getAutosave(db: Db, adminId: string, kind: string, entityId: string): Promise<Autosave | null> {
  const row = await db
    .selectFrom("autosave_drafts")
    .select(["content", "base_version", "updated_at"])
    .where("admin_id", "=", adminId)
    .where("entity_kind", "=", kind)
    .where("entity_id", "=", entityId)
    .executeTakeFirst();
  if (!row) return null;
  return { content: parseContent(row.content), baseVersion: row.base_version, updatedAt: row.updated_at };
}

export async function discardAutosave(db: Db, adminId: string, kind: string, entityId: string): Promise<void> {
  await db
    .deleteFrom("autosave_drafts")
    .where("admin_id", "=", adminId)
    .where("entity_kind", "=", kind)
    .where("entity_id", "=", entityId)
    .execute();
}

/** The item table of each autosaving kind whose items have ids (single-row kinds have none): for the sweep. */
export type AutosaveItemTables = Readonly<
  Record<string, "blog_posts" | "promotions" | "casinos" | "splash_ads" | "ranked_lists" | "pages">
>;

/**
 * The daily sweep: deletes autosaved forms not touched in AUTOSAVE_RETENTION_DAYS, and those of items that no longer
 * exist (deleted since); a form of an item not created yet is kept until its age takes it. Returns how many went.
 */
export async function pruneAutosaves(db: Db, itemTables: AutosaveItemTables, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUTOSAVE_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  let deleted = Number(
    (await db.deleteFrom("autosave_drafts").where("updated_at", "<", cutoff).executeTakeFirst()).numDeletedRows,
  );
  for (const [kind, table] of Object.entries(itemTables)) {
    const orphans = await db
      .deleteFrom("autosave_drafts")
      .where("entity_kind", "=", kind)
      .where("entity_id", "<>", NEW_ITEM)
      // Each of these tables keys its rows by a text id; Kysely cannot type a table chosen at run time.
      .where("entity_id", "not in", db.selectFrom(table as "promotions").select("id"))
      .executeTakeFirst();
    deleted += Number(orphans.numDeletedRows);
  }
  return deleted;
}

/** Whether the item an autosave names exists in its kind's table. */
export async function autosaveItemExists(
  db: Db,
  table: AutosaveItemTables[string],
  entityId: string,
): Promise<boolean> {
  // As above: every item table has a text id column.
  const row = await db
    .selectFrom(table as "promotions")
    .select("id")
    .where("id", "=", entityId)
    .executeTakeFirst();
  return row !== undefined;
}
