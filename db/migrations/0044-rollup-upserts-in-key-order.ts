import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";

/**
 * The offer count roll-ups' PostgreSQL triggers (migration 0040) upsert in key order.
 *
 * 0040's statement triggers insert the roll-up rows from a `group by`, in whatever order the aggregate yields them
 * (a hash aggregate's order). Two instances flushing views at once could lock the same month or day rows in
 * different orders and deadlock. Here the three functions of each daily table are replaced by the same statements
 * with `order by` the conflict key, so every flush takes the roll-up rows' locks in one order: a second flush waits
 * for the first instead of deadlocking. The deletes of emptied rows take no new lock: the upsert before them in the
 * same function already locked those rows. SQLite is left as it is: one writer at a time, row triggers.
 * The statements are frozen here, not shared with 0040: a landed migration does not change.
 */
export function rollupUpsertsInKeyOrderMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      if (engine !== "postgres") return;
      for (const source of SOURCES_0044) {
        for (const statement of orderedFunctions(source)) await sql.raw(statement).execute(db);
      }
    },
  };
}

interface Source {
  daily: string;
  count: string;
  months: string;
  kindDays: string;
}

const SOURCES_0044: readonly Source[] = [
  {
    daily: "outbound_click_days",
    count: "clicks",
    months: "outbound_click_months",
    kindDays: "outbound_click_kind_days",
  },
  { daily: "offer_view_days", count: "views", months: "offer_view_months", kindDays: "offer_view_kind_days" },
];

/** 0040's `<daily>_rollup_insert|update|delete()` functions, their upserts ordered by the conflict key. */
function orderedFunctions({ daily, count, months, kindDays }: Source): string[] {
  const name = `${daily}_rollup`;
  const signed = (rows: string) =>
    rows === "old_rows and new_rows"
      ? `select kind, item_id, day, ${count} as n from new_rows union all select kind, item_id, day, -${count} from old_rows`
      : `select kind, item_id, day, ${rows === "old_rows" ? "-" : ""}${count} as n from ${rows}`;
  const add = (rows: string) => [
    `insert into ${months} (kind, item_id, month, ${count})
        select kind, item_id, substr(day, 1, 7), sum(n) from (${signed(rows)}) r group by kind, item_id, substr(day, 1, 7)
        order by kind, item_id, substr(day, 1, 7)
        on conflict (kind, item_id, month) do update set ${count} = ${months}.${count} + excluded.${count}`,
    `insert into ${kindDays} (kind, day, ${count})
        select kind, day, sum(n) from (${signed(rows)}) r group by kind, day
        order by kind, day
        on conflict (kind, day) do update set ${count} = ${kindDays}.${count} + excluded.${count}`,
  ];
  const dropEmptyOf = [
    `delete from ${months} m using (select distinct kind, item_id, substr(day, 1, 7) as month from old_rows) o
        where m.kind = o.kind and m.item_id = o.item_id and m.month = o.month
        and not exists (select 1 from ${daily} d where d.kind = o.kind and d.item_id = o.item_id
          and d.day >= o.month || '-01' and d.day <= o.month || '-31')`,
    `delete from ${kindDays} k using (select distinct kind, day from old_rows) o
        where k.kind = o.kind and k.day = o.day
        and not exists (select 1 from ${daily} d where d.kind = o.kind and d.day = o.day)`,
  ];
  const fn = (event: string, statements: string[]) =>
    `create or replace function ${name}_${event}() returns trigger language plpgsql as $$
    begin
      ${statements.map((s) => `${s};`).join("\n      ")}
      return null;
    end $$`;
  return [
    fn("insert", add("new_rows")),
    fn("update", [...add("old_rows and new_rows"), ...dropEmptyOf]),
    fn("delete", [...add("old_rows"), ...dropEmptyOf]),
  ];
}
