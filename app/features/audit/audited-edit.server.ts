/** An admin's edit of one stored row, written with its audit entry in the same transaction. */
import type { Selectable, Updateable } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Db } from "../../utils/db.server.ts";
import { type AuditAction, type AuditKind, recordAudit, updatedEntry } from "./audit.server.ts";

/** The tables whose rows the back office edits one at a time. */
export type EditedTable =
  | "blog_posts"
  | "casinos"
  | "promotions"
  | "promotion_categories"
  | "splash_ads"
  | "ranked_lists"
  | "pages"
  | "payment_methods"
  | "seo_settings"
  | "promotion_comments";

/** The rows edited: their table and the kind of item the audit log names (a service's bulk-write target fits). */
export interface EditTarget<T extends EditedTable> {
  table: T;
  kind: AuditKind;
}

/** How the audit log words an edit: each column's Turkish name, and a noun after the item's name. */
export interface EditAudit {
  labels: Readonly<Record<string, string>>;
  /** 'yorumu' gives '"Ali" yorumu: …'. */
  noun?: string;
  /** 'update' unless given (the SEO pages' edits are settings). */
  action?: AuditAction;
}

/** One edit: the row as it was, the columns written, and the item's name in the entry. */
export interface RowEdit<T extends EditedTable> {
  before: Selectable<Database[T]>;
  /** The columns written; the entry names those that changed and have a label. */
  values: Updateable<Database[T]>;
  /** Written as updated_at beside the values; the entry leaves it out. */
  updatedAt?: string;
  name: string;
  /** What else the edit changed beside the row (a casino's payment methods), before and after, for the entry. */
  related?: { before: Readonly<Record<string, unknown>>; after: Readonly<Record<string, unknown>> };
}

/**
 * The edits of one table with their audit entries: `read` the stored row in the edit's transaction (or throw
 * `missing()`), then `write` the new values to it and the entry naming the columns that changed.
 */
export function auditedEdits<T extends EditedTable>(target: EditTarget<T>, audit: EditAudit) {
  // Kysely types a query by its table name; over the union EditedTable it cannot tie the row to T, so the two
  // queries below widen to it, and the signatures, typed by T, keep every caller to its own table's columns.
  const anyTable: EditedTable = target.table;
  return {
    async read(trx: Db, id: string, missing: () => Error): Promise<Selectable<Database[T]>> {
      const row = await trx.selectFrom(anyTable).selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw missing();
      return row as Selectable<Database[T]>;
    },
    async write(trx: Db, id: string, edit: RowEdit<T>): Promise<void> {
      const columns = edit.updatedAt === undefined ? edit.values : { ...edit.values, updated_at: edit.updatedAt };
      await trx
        .updateTable(anyTable)
        .set(columns as Updateable<Database[EditedTable]>)
        .where("id", "=", id)
        .execute();
      const change = {
        before: { ...edit.before, ...edit.related?.before },
        after: { ...edit.values, ...edit.related?.after },
        labels: audit.labels,
        noun: audit.noun,
      };
      const entry = updatedEntry(target.kind, id, edit.name, change);
      await recordAudit(trx, audit.action ? { ...entry, action: audit.action } : entry);
    },
  };
}
