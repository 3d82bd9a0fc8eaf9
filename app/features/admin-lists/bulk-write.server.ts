/** A list's bulk writes: every named row changes in one transaction, each with its audit entry. */
import type { RawBuilder, Transaction, Updateable } from "kysely";
import { sql } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Db } from "../../utils/db.server.ts";
import type { ServiceError } from "../../utils/errors.ts";
import { isUuid } from "../../utils/uuid.ts";
import { type AuditAction, type AuditKind, quoted, recordAudit, toggleSummary } from "../audit/public.server.ts";

/** The audit entry each row of a bulk write leaves: its table and name column, kind and summary. */
export interface BulkAudit {
  table:
    | "blog_posts"
    | "promotions"
    | "casinos"
    | "promotion_categories"
    | "splash_ads"
    | "ranked_lists"
    | "pages"
    | "payment_methods"
    | "redirects"
    | "not_found_log"
    | "promotion_comments";
  /** The row's name in the summary: a column, or an expression over the row's columns (a redirect's addresses). */
  nameColumn: "title" | "name" | "path" | "user_name" | RawBuilder<string>;
  kind: AuditKind;
  action: AuditAction;
  /** The Turkish summary of one row, from its name as it was before the write. */
  summary: (name: string) => string;
}

/** The rows a bulk write names in the audit log: their table, name column and kind. */
export type AuditTarget = Pick<BulkAudit, "table" | "nameColumn" | "kind">;

/** The audit of a bulk delete: 'Silindi: "Ad"' per row. */
export function deletedAudit(target: AuditTarget): BulkAudit {
  return { ...target, action: "delete", summary: (name) => `Silindi: ${quoted(name)}` };
}

/** The audit of a bulk activate/deactivate: '"Ad" aktif yapıldı' per row. */
export function toggledAudit(target: AuditTarget, active: boolean): BulkAudit {
  return { ...target, action: "toggle", summary: (name) => toggleSummary(name, active) };
}

/**
 * The rows named by a bulk action, written in one transaction by `write` (which answers how many rows it changed),
 * each with its audit entry in the same transaction: when any id is malformed or unknown, nothing is written and
 * `notFound` is thrown. Answers the ids, lower-cased.
 */
export async function writeEach(
  db: Db,
  ids: readonly string[],
  notFound: () => ServiceError,
  audit: BulkAudit,
  write: (trx: Transaction<Database>, keys: string[]) => Promise<{ numUpdatedRows?: bigint; numDeletedRows?: bigint }>,
): Promise<string[]> {
  if (ids.length === 0 || !ids.every((id) => isUuid(id))) throw notFound();
  const keys = [...new Set(ids.map((id) => id.toLowerCase()))];
  await db.transaction().execute(async (trx) => {
    const named = await sql<{
      id: string;
      name: string;
    }>`select id, ${typeof audit.nameColumn === "string" ? sql.ref(audit.nameColumn) : audit.nameColumn} as name from ${sql.table(
      audit.table,
    )} where id in (${sql.join(keys)})`.execute(trx);
    const result = await write(trx, keys);
    if (Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0) !== keys.length) throw notFound();
    for (const row of named.rows) {
      await recordAudit(trx, {
        kind: audit.kind,
        itemId: row.id,
        action: audit.action,
        summary: audit.summary(row.name),
      });
    }
  });
  return keys;
}

/** The tables whose rows have the 'Aktif / Pasif' toggle. */
type ToggledTable = "promotions" | "promotion_categories" | "splash_ads" | "ranked_lists";

/** How a bulk toggle treats its rows: the error for an unknown id, the time written, what an activation resets. */
export interface ToggleOptions<T extends ToggledTable> {
  notFound: () => ServiceError;
  now?: Date;
  /** Columns an activation writes too (a promotion's indexing flag and start time). */
  onActivate?: Updateable<Database[T]>;
}

/**
 * The active/passive toggle of many rows (a bulk action, or one row's switch): is_active and updated_at written in
 * one transaction by writeEach, each row with its audit entry ('"Ad" aktif yapıldı'). Answers the ids, lower-cased.
 */
export function setActiveEach<T extends ToggledTable>(
  db: Db,
  target: AuditTarget & { table: T },
  ids: readonly string[],
  active: boolean,
  options: ToggleOptions<T>,
): Promise<string[]> {
  // As in auditedEdits: Kysely cannot tie a query over the union to T; the signature keeps onActivate to T's columns.
  const table: ToggledTable = target.table;
  const columns = {
    ...(active ? options.onActivate : {}),
    is_active: active,
    updated_at: (options.now ?? new Date()).toISOString(),
  };
  return writeEach(db, ids, options.notFound, toggledAudit(target, active), (trx, keys) =>
    trx
      .updateTable(table)
      .set(columns as Updateable<Database[ToggledTable]>)
      .where("id", "in", keys)
      .executeTakeFirst(),
  );
}
