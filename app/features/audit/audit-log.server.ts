import { csvDocument } from "../../utils/csv.ts";
import type { Db } from "../../utils/db.server.ts";
import { containsFolded } from "../../utils/folded-sql.server.ts";
import { istanbulLocalToIso } from "../../utils/istanbul-time.ts";
import { nearerEnd, pageWindow } from "../../utils/paging.ts";
import { byTurkishName } from "../../utils/turkish-order.ts";
import { AUDIT_RETENTION_DEFAULT_DAYS, type SecuritySettingsInput } from "./audit.schema.ts";
import {
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  type AuditAction,
  type AuditKind,
  changedFieldsSummary,
  recordAudit,
} from "./audit.server.ts";
import { type AuditFilters, SYSTEM_ACTOR } from "./audit-filters.ts";

export { type AuditFilters, auditFilterParams, readAuditFilters } from "./audit-filters.ts";

export const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV export holds (newest first); a narrower filter gets the older ones. */
export const AUDIT_EXPORT_LIMIT = 50_000;
const SECURITY_ROW_ID = "security";
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditRow {
  id: string;
  createdAt: string;
  actorName: string;
  address: string;
  kind: string;
  kindLabel: string;
  itemId: string;
  action: string;
  actionLabel: string;
  summary: string;
}

function filtered(db: Db, filters: AuditFilters) {
  let query = db.selectFrom("audit_log");
  if (filters.person === SYSTEM_ACTOR) query = query.where("actor_id", "is", null);
  else if (filters.person) query = query.where("actor_id", "=", filters.person);
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  if (filters.item) {
    const item = filters.item;
    query = query.where((eb) =>
      eb.or([eb("item_id", "=", item.toLowerCase()), containsFolded(eb.ref("summary"), item)]),
    );
  }
  if (filters.from) query = query.where("created_at", ">=", istanbulLocalToIso(`${filters.from}T00:00`));
  if (filters.to) {
    const end = new Date(Date.parse(istanbulLocalToIso(`${filters.to}T00:00`)) + DAY_MS).toISOString();
    query = query.where("created_at", "<", end);
  }
  return query;
}

function toRow(row: {
  id: string;
  created_at: string;
  actor_name: string | null;
  address: string | null;
  kind: string;
  item_id: string | null;
  action: string;
  summary: string;
}): AuditRow {
  return {
    id: row.id,
    createdAt: row.created_at,
    actorName: row.actor_name ?? "Sistem",
    address: row.address ?? "",
    kind: row.kind,
    kindLabel: AUDIT_KINDS[row.kind as AuditKind] ?? row.kind,
    itemId: row.item_id ?? "",
    action: row.action,
    actionLabel: AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
    summary: row.summary,
  };
}

const COLUMNS = ["id", "created_at", "actor_name", "address", "kind", "item_id", "action", "summary"] as const;

export interface AuditPage {
  entries: AuditRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of entries, newest first. */
export async function listAuditEntries(db: Db, filters: AuditFilters, requestedPage: number): Promise<AuditPage> {
  const { count } = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount, offset } = pageWindow(total, requestedPage, AUDIT_PAGE_SIZE);
  // Past the middle, the page is read oldest first from the far end and put back in order.
  const seek = nearerEnd(total, offset, AUDIT_PAGE_SIZE);
  const order = seek.reversed ? "asc" : "desc";
  const rows = await filtered(db, filters)
    .select(COLUMNS)
    .orderBy("created_at", order)
    .orderBy("id", order)
    .limit(seek.limit)
    .offset(seek.offset)
    .execute();
  if (seek.reversed) rows.reverse();
  return { entries: rows.map(toRow), total, page, pageCount };
}

export interface AuditPerson {
  id: string;
  name: string;
}

/** Everyone who appears in the log (their newest name), for the person filter; the system comes first. */
export async function listAuditPeople(db: Db): Promise<AuditPerson[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["actor_id", "actor_name"])
    .where("actor_id", "is not", null)
    .orderBy("created_at", "desc")
    .limit(5000)
    .execute();
  const people = new Map<string, string>();
  for (const row of rows) if (row.actor_id && !people.has(row.actor_id)) people.set(row.actor_id, row.actor_name ?? "");
  return [
    { id: SYSTEM_ACTOR, name: "Sistem / bilinmeyen" },
    ...[...people].map(([id, name]) => ({ id, name })).sort(byTurkishName),
  ];
}

const CSV_HEADER = ["Zaman (UTC)", "Kişi", "Adres", "Tür", "Öğe", "İşlem", "Özet"];

/**
 * The filtered entries as CSV (RFC 4180, UTF-8 with a byte-order mark so that spreadsheet programs read the Turkish
 * letters), written by the one CSV writer that every export uses (formula cells neutralised in either locale).
 */
export async function exportAuditCsv(db: Db, filters: AuditFilters): Promise<string> {
  const rows = await filtered(db, filters)
    .select(COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(AUDIT_EXPORT_LIMIT)
    .execute();
  const lines = rows
    .map(toRow)
    .map((row) => [row.createdAt, row.actorName, row.address, row.kindLabel, row.itemId, row.actionLabel, row.summary]);
  return csvDocument([CSV_HEADER, ...lines]);
}

export { csvCell } from "../../utils/csv.ts";

export interface SecuritySettings {
  retentionDays: number;
  requireTwoFactor: boolean;
}

/** The single row of account-security settings; the defaults when it is missing. */
export async function getSecuritySettings(db: Db): Promise<SecuritySettings> {
  const row = await db
    .selectFrom("security_settings")
    .select(["audit_retention_days", "require_two_factor"])
    .where("id", "=", SECURITY_ROW_ID)
    .executeTakeFirst();
  return {
    retentionDays: row ? Number(row.audit_retention_days) : AUDIT_RETENTION_DEFAULT_DAYS,
    requireTwoFactor: row?.require_two_factor === true,
  };
}

/** Saves the settings and their audit entry in one transaction. */
export async function saveSecuritySettings(db: Db, input: SecuritySettingsInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await getSecuritySettings(trx);
    const values = {
      audit_retention_days: input.retentionDays,
      require_two_factor: input.requireTwoFactor,
      updated_at: new Date().toISOString(),
    };
    await trx
      .insertInto("security_settings")
      .values({ id: SECURITY_ROW_ID, ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
    const before = { audit_retention_days: current.retentionDays, require_two_factor: current.requireTwoFactor };
    const summary = changedFieldsSummary(before, values, {
      audit_retention_days: "Kayıt saklama süresi",
      require_two_factor: "Herkes için iki adımlı doğrulama",
    });
    await recordAudit(trx, { kind: "security-settings", itemId: null, action: "settings", summary });
  });
}

/** The retention sweep: deletes entries older than the setting's number of days; returns how many went. */
export async function pruneAuditLog(db: Db, now = new Date()): Promise<number> {
  const { retentionDays } = await getSecuritySettings(db);
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const result = await db.deleteFrom("audit_log").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
