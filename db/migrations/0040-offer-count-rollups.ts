import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";

/**
 * Roll-ups beside the offers' daily counts, so 'İstatistikler' reads a year of 2,000 casinos from a
 * few rows per item instead of 366 (issue #37 §4).
 *
 * For each daily table (`outbound_click_days.clicks`, `offer_view_days.views`):
 * - `…_months (kind, item_id, month, count)`: the item's count per Istanbul month (`YYYY-MM`, the day's first seven
 *   characters), with a covering `(kind, month, item_id, count)` index, so "every item of a kind over whole months"
 *   is one index range;
 * - `…_kind_days (kind, day, count)`: the count of every item of a kind per day, the chart's and the totals' source.
 *
 * The database keeps both in step itself: a trigger after every insert, update and delete of a daily row adds the
 * difference (an upsert's update fires the update trigger on both engines). No write path can forget them (the click
 * counter, the views' flush, a late flush for an earlier day, a test fixture, the copy into PostgreSQL), and a
 * roll-up row exists exactly while a daily row of its month (of its day) does. The roll-ups are filled from the
 * daily counts here. The statements are frozen: a landed migration does not change with the application's code.
 */
export function offerCountRollupsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      for (const source of SOURCES) {
        await db.schema
          .createTable(source.months)
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("item_id", "text", (c) => c.notNull())
          .addColumn("month", "text", (c) => c.notNull())
          .addColumn(source.count, "integer", (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint(`${source.months}_pk`, ["kind", "item_id", "month"])
          .execute();
        await db.schema
          .createIndex(`${source.months}_span_idx`)
          .on(source.months)
          .columns(["kind", "month", "item_id", source.count])
          .execute();
        await db.schema
          .createTable(source.kindDays)
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn(source.count, "integer", (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint(`${source.kindDays}_pk`, ["kind", "day"])
          .execute();
        await sql`insert into ${sql.table(source.months)} (kind, item_id, month, ${sql.ref(source.count)})
          select kind, item_id, substr(day, 1, 7), sum(${sql.ref(source.count)}) from ${sql.table(source.daily)}
          group by kind, item_id, substr(day, 1, 7)`.execute(db);
        await sql`insert into ${sql.table(source.kindDays)} (kind, day, ${sql.ref(source.count)})
          select kind, day, sum(${sql.ref(source.count)}) from ${sql.table(source.daily)}
          group by kind, day`.execute(db);
        for (const statement of engine === "postgres" ? postgresTriggers(source) : sqliteTriggers(source))
          await sql.raw(statement).execute(db);
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

const SOURCES: readonly Source[] = [
  {
    daily: "outbound_click_days",
    count: "clicks",
    months: "outbound_click_months",
    kindDays: "outbound_click_kind_days",
  },
  { daily: "offer_view_days", count: "views", months: "offer_view_months", kindDays: "offer_view_kind_days" },
];

/** Statements adding `row`'s count (`new` or `old`, with a sign) to both roll-ups; shared by both engines' bodies. */
function addTo({ months, kindDays, count }: Source, row: "new" | "old", sign: "" | "-"): string[] {
  const month = `substr(${row}.day, 1, 7)`;
  return [
    `insert into ${months} (kind, item_id, month, ${count}) values (${row}.kind, ${row}.item_id, ${month}, ${sign}${row}.${count})
      on conflict (kind, item_id, month) do update set ${count} = ${months}.${count} + excluded.${count}`,
    `insert into ${kindDays} (kind, day, ${count}) values (${row}.kind, ${row}.day, ${sign}${row}.${count})
      on conflict (kind, day) do update set ${count} = ${kindDays}.${count} + excluded.${count}`,
  ];
}

/** Statements removing the roll-up rows of `old`'s month and day once no daily row is left in them. */
function dropEmpty({ daily, months, kindDays }: Source): string[] {
  return [
    `delete from ${months} where kind = old.kind and item_id = old.item_id and month = substr(old.day, 1, 7)
      and not exists (select 1 from ${daily} d where d.kind = old.kind and d.item_id = old.item_id
        and d.day >= substr(old.day, 1, 7) || '-01' and d.day <= substr(old.day, 1, 7) || '-31')`,
    `delete from ${kindDays} where kind = old.kind and day = old.day
      and not exists (select 1 from ${daily} d where d.kind = old.kind and d.day = old.day)`,
  ];
}

/** The daily row's count changed in place (a click, a flush): only the difference moves. */
function addDifference({ count, months, kindDays }: Source): string[] {
  return [
    `update ${months} set ${count} = ${count} + (new.${count} - old.${count})
      where kind = new.kind and item_id = new.item_id and month = substr(new.day, 1, 7)`,
    `update ${kindDays} set ${count} = ${count} + (new.${count} - old.${count}) where kind = new.kind and day = new.day`,
  ];
}

const SAME_KEY = "new.kind = old.kind and new.item_id = old.item_id and new.day = old.day";

function sqliteTriggers(source: Source): string[] {
  const body = (statements: string[]) => `begin ${statements.map((s) => `${s};`).join(" ")} end`;
  const name = `${source.daily}_rollup`;
  return [
    `create trigger ${name}_insert after insert on ${source.daily} for each row ${body(addTo(source, "new", ""))}`,
    `create trigger ${name}_update after update on ${source.daily} for each row when ${SAME_KEY} ${body(addDifference(source))}`,
    `create trigger ${name}_move after update on ${source.daily} for each row when not (${SAME_KEY})
      ${body([...addTo(source, "old", "-"), ...dropEmpty(source), ...addTo(source, "new", "")])}`,
    `create trigger ${name}_delete after delete on ${source.daily} for each row
      ${body([...addTo(source, "old", "-"), ...dropEmpty(source)])}`,
  ];
}

/**
 * On PostgreSQL one trigger per statement and event, over the statement's transition tables: the rows a statement
 * wrote are summed per month and per day first, so a bulk write (the copy into PostgreSQL, 500 rows a statement)
 * updates each roll-up row once instead of once per daily row (many updates of one row in one transaction leave
 * a chain of versions each later update walks).
 */
function postgresTriggers({ daily, count, months, kindDays }: Source): string[] {
  const name = `${daily}_rollup`;
  const signed = (rows: string) =>
    rows === "old_rows and new_rows"
      ? `select kind, item_id, day, ${count} as n from new_rows union all select kind, item_id, day, -${count} from old_rows`
      : `select kind, item_id, day, ${rows === "old_rows" ? "-" : ""}${count} as n from ${rows}`;
  const add = (rows: string) => [
    `insert into ${months} (kind, item_id, month, ${count})
        select kind, item_id, substr(day, 1, 7), sum(n) from (${signed(rows)}) r group by kind, item_id, substr(day, 1, 7)
        on conflict (kind, item_id, month) do update set ${count} = ${months}.${count} + excluded.${count}`,
    `insert into ${kindDays} (kind, day, ${count})
        select kind, day, sum(n) from (${signed(rows)}) r group by kind, day
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
    `create function ${name}_${event}() returns trigger language plpgsql as $$
    begin
      ${statements.map((s) => `${s};`).join("\n      ")}
      return null;
    end $$`;
  const trigger = (event: string, referencing: string) =>
    `create trigger ${name}_${event} after ${event} on ${daily} referencing ${referencing}
      for each statement execute function ${name}_${event}()`;
  return [
    fn("insert", add("new_rows")),
    trigger("insert", "new table as new_rows"),
    fn("update", [...add("old_rows and new_rows"), ...dropEmptyOf]),
    trigger("update", "old table as old_rows new table as new_rows"),
    fn("delete", [...add("old_rows"), ...dropEmptyOf]),
    trigger("delete", "old table as old_rows"),
  ];
}
