import type { Db } from "../../utils/db.server.ts";
import { type AuditKind, changedFieldsSummary, recordAudit } from "./audit.server.ts";

/** The tables that hold one row (spec 2 §5: the hero, the site settings; and the operator's site identity). */
type SingleRowTable = "settings" | "hero_section" | "site_identity";

/** The audit entry of a save: its kind, and the Turkish name of each column it may change. */
export interface SingleRowAudit {
  kind: AuditKind;
  labels: Readonly<Record<string, string>>;
}

/**
 * Writes `values` into a single-row table: the newest row is updated, or a row is inserted when there is none, in
 * one transaction, together with its audit entry naming the changed fields. Columns `values` leaves out keep their
 * value, or on insert their default (null).
 */
export async function saveSingleRow(
  db: Db,
  table: SingleRowTable,
  values: Record<string, string | null>,
  audit: SingleRowAudit,
): Promise<void> {
  await db.transaction().execute((trx) => writeSingleRow(trx, table, values, audit));
}

/** saveSingleRow's write and its audit entry, inside a transaction the caller already holds. */
export async function writeSingleRow(
  trx: Db,
  table: SingleRowTable,
  values: Record<string, string | null>,
  audit: SingleRowAudit,
): Promise<void> {
  const current = await trx.selectFrom(table).selectAll().orderBy("updated_at", "desc").limit(1).executeTakeFirst();
  // One shape for both tables is beyond Kysely's per-table column types; each caller passes its table's columns.
  const row = values as never;
  if (current) await trx.updateTable(table).set(row).where("id", "=", current.id).execute();
  else
    await trx
      .insertInto(table)
      .values({ id: crypto.randomUUID(), ...values } as never)
      .execute();
  await recordAudit(trx, {
    kind: audit.kind,
    itemId: null,
    action: "settings",
    summary: changedFieldsSummary(current ?? {}, values, audit.labels),
  });
}
