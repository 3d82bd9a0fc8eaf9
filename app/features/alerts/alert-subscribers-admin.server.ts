import { type SqlBool, sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { istanbulDay } from "../../utils/istanbul-time.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { isUuid } from "../../utils/uuid.ts";
import { type ListPage, type ListRequest, readListPage, searchedAndAdded } from "../admin-lists/public.server.ts";
import { recordAudit } from "../audit/public.server.ts";
import { exportCsvStream, keysetBatches } from "../csv-import/public.server.ts";
import { deleteAlertSubscriber } from "./alert-subscriptions.server.ts";
import { ALERT_SUBSCRIBER_CSV_HEADER, ALERT_SUBSCRIBER_MESSAGES as TEXT } from "./subscriber-admin-messages.ts";
import type { AlertSubscriberListQuery } from "./subscriber-list.ts";

/** One subscriber as 'Aboneler' shows it: what it follows by name (a deleted category or casino is left out). */
export interface AlertSubscriberRow {
  id: string;
  email: string;
  scope: "all" | "chosen";
  frequency: "daily" | "instant";
  categories: string[];
  casinos: string[];
  createdAt: string;
  confirmedAt: string | null;
}

export type AlertSubscriberPage = ListPage<AlertSubscriberRow, AlertSubscriberListQuery["tab"]>;

const TABS = {
  tumu: null,
  onayli: () => sql<SqlBool>`confirmed_at is not null`,
  onaysiz: () => sql<SqlBool>`confirmed_at is null`,
} as const;

/** The subscribers the list's search (the address, folded) and tab select. */
function selected(db: Db, query: AlertSubscriberListQuery) {
  const filtered = searchedAndAdded(db.selectFrom("alert_subscribers"), query, {
    fold: ["email"],
    created: "created_at",
  });
  const condition = TABS[query.tab];
  return { filtered, chosen: condition ? filtered.where(condition) : filtered };
}

const COLUMNS = ["id", "email", "scope", "frequency", "created_at", "confirmed_at"] as const;
type RawSubscriber = {
  id: string;
  email: string;
  scope: "all" | "chosen";
  frequency: "daily" | "instant";
  created_at: string;
  confirmed_at: string | null;
};

/** The names of the categories and casinos the given subscribers chose, each list in Turkish order. */
async function topicsOf(db: Db, ids: readonly string[]) {
  const topics = new Map<string, { categories: string[]; casinos: string[] }>();
  if (ids.length === 0) return topics;
  const rows = await db
    .selectFrom("alert_topics as t")
    .leftJoin("promotion_categories as c", (join) =>
      join.onRef("c.id", "=", "t.target_id").on("t.kind", "=", "category"),
    )
    .leftJoin("casinos as k", (join) => join.onRef("k.id", "=", "t.target_id").on("t.kind", "=", "casino"))
    .select(["t.subscriber_id", "t.kind", "c.name as category", "k.name as casino"])
    .where("t.subscriber_id", "in", ids)
    .execute();
  for (const row of rows) {
    const entry = topics.get(row.subscriber_id) ?? { categories: [], casinos: [] };
    if (row.kind === "category" && row.category !== null) entry.categories.push(row.category);
    if (row.kind === "casino" && row.casino !== null) entry.casinos.push(row.casino);
    topics.set(row.subscriber_id, entry);
  }
  for (const entry of topics.values()) {
    entry.categories.sort((a, b) => a.localeCompare(b, "tr"));
    entry.casinos.sort((a, b) => a.localeCompare(b, "tr"));
  }
  return topics;
}

async function withTopics(db: Db, rows: RawSubscriber[]): Promise<AlertSubscriberRow[]> {
  const topics = await topicsOf(
    db,
    rows.filter((row) => row.scope === "chosen").map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    scope: row.scope,
    frequency: row.frequency,
    categories: topics.get(row.id)?.categories ?? [],
    casinos: topics.get(row.id)?.casinos ?? [],
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  }));
}

/**
 * One page of 'Aboneler': the tab (all, confirmed, unconfirmed) with each tab's count, the search over the address
 * (folded, Turkish-insensitive), newest sign-up first (or oldest, turned round).
 */
export async function listAlertSubscribersForAdmin(
  db: Db,
  request: ListRequest<AlertSubscriberListQuery>,
): Promise<AlertSubscriberPage> {
  const page = await readListPage(request, {
    filtered: selected(db, request.query).filtered,
    tabs: TABS,
    reversible: true,
    rows: (qb, direction) =>
      qb.select(COLUMNS).orderBy("created_at", direction).orderBy("id", direction).execute() as Promise<
        RawSubscriber[]
      >,
    map: (row) => row,
  });
  return { ...page, rows: await withTopics(db, page.rows) };
}

/** A moment of the export: the Istanbul day and time, "2026-12-07 06:30". */
function csvMoment(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat("tr-TR", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Istanbul",
  }).format(date);
  return `${istanbulDay(date)} ${time}`;
}

function csvRecord(row: AlertSubscriberRow): Record<string, string> {
  const values = [
    row.email,
    row.confirmedAt ? TEXT.confirmed : TEXT.unconfirmed,
    row.scope === "all" ? TEXT.followsAll : "Seçilenler",
    row.categories.join(", "),
    row.casinos.join(", "),
    row.frequency === "daily" ? TEXT.daily : TEXT.instant,
    csvMoment(row.createdAt),
    csvMoment(row.confirmedAt),
  ];
  return Object.fromEntries(ALERT_SUBSCRIBER_CSV_HEADER.map((column, index) => [column, values[index] ?? ""]));
}

/**
 * The subscribers the list's search and tab select, in its order (newest first), as a CSV stream: the exports'
 * conventions (UTF-8 with a BOM, ';', CRLF, formula-safe cells), read `batchSize` rows at a time.
 */
export function alertSubscribersCsvStream(db: Db, query: AlertSubscriberListQuery, logger: Logger, batchSize?: number) {
  const { chosen } = selected(db, query);
  const readAfter = (size: number) => (after: RawSubscriber | null) => {
    let qb = chosen.select(COLUMNS);
    if (after) {
      qb = qb.where((eb) =>
        eb.or([
          eb("created_at", "<", after.created_at),
          eb.and([eb("created_at", "=", after.created_at), eb("id", "<", after.id)]),
        ]),
      );
    }
    return qb.orderBy("created_at", "desc").orderBy("id", "desc").limit(size).execute() as Promise<RawSubscriber[]>;
  };
  return exportCsvStream(
    {
      columns: ALERT_SUBSCRIBER_CSV_HEADER,
      async *exportBatches(_db: Db, size: number) {
        for await (const rows of keysetBatches(readAfter(size), size)) {
          yield (await withTopics(db, rows)).map(csvRecord);
        }
      },
    },
    db,
    logger,
    batchSize,
  );
}

/** An address as the audit log keeps it once the subscriber is gone: "a***@example.com" (KVKK: not the address). */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return at <= 0 ? "***" : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * The admin's 'Sil': the subscriber, its choices and its queue deleted the way an unsubscribe link deletes them,
 * with an audit entry that names the address masked. An unknown or malformed id: not_found.
 */
export async function removeAlertSubscriber(deps: { db: Db }, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const key = id.toLowerCase();
    const row = isUuid(id)
      ? await trx
          .selectFrom("alert_subscribers")
          .select(["email", "confirmed_at"])
          .where("id", "=", key)
          .executeTakeFirst()
      : undefined;
    if (!row || !(await deleteAlertSubscriber(trx, { column: "id", value: key }))) {
      throw new ServiceError("not_found", TEXT.notFound);
    }
    await recordAudit(trx, {
      kind: "alert-subscriber",
      itemId: key,
      action: "delete",
      summary: `${row.confirmed_at ? "Onaylı" : "Onay bekleyen"} abone ${maskedAddress(row.email)} silindi`,
    });
  });
}
