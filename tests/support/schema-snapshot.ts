import { sql } from "kysely";
import type { DatabaseHandle } from "../../app/utils/db.server.ts";

export type Handle = Pick<DatabaseHandle, "db" | "engine">;

/** Runs of whitespace become one space, so a statement's layout in its migration does not count. */
const squeeze = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/**
 * SQLite's schema as text: every table's columns (type, not null, default, primary key), and every table, index,
 * trigger and view with its SQL. SQLite's own tables (statistics an ANALYZE leaves) are not part of the schema.
 */
async function sqliteSchema({ db }: Handle): Promise<string[]> {
  const objects = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' order by type, name`.execute(db);
  const lines: string[] = [];
  for (const object of objects.rows) {
    lines.push(`${object.type} ${object.name} on ${object.tbl_name}: ${squeeze(object.sql)}`);
    if (object.type !== "table") continue;
    const columns = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
      select name, type, "notnull", dflt_value, pk from pragma_table_info(${object.name}) order by cid`.execute(db);
    for (const column of columns.rows) {
      lines.push(
        `  column ${object.name}.${column.name} ${column.type} notnull=${column.notnull} default=${column.dflt_value} pk=${column.pk}`,
      );
    }
  }
  return lines;
}

/**
 * PostgreSQL's schema as text, from pg_catalog: tables and sequences, columns (type with collation, not null,
 * default), constraints, indexes, triggers and functions as the server prints them, and the extensions. The
 * functions an extension brings (pg_trgm's) are the extension's, listed by its name.
 */
async function postgresSchema({ db }: Handle): Promise<string[]> {
  const lines: string[] = [];
  const add = async (query: ReturnType<typeof sql<{ line: string }>>) =>
    lines.push(...(await query.execute(db)).rows.map((row) => squeeze(row.line)));
  await add(sql<{ line: string }>`
    select 'extension ' || extname as line from pg_extension order by extname`);
  await add(sql<{ line: string }>`
    select 'relation ' || c.relkind::text || ' ' || c.relname as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
    order by c.relname`);
  await add(sql<{ line: string }>`
    select 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || coalesce(' collate ' || nullif(co.collname, 'default'), '')
      || case when a.attnotnull then ' not null' else ' null' end
      || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') as line
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    left join pg_collation co on co.oid = a.attcollation
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  await add(sql<{ line: string }>`
    select 'constraint ' || c.relname || '.' || k.conname || ': ' || pg_get_constraintdef(k.oid) as line
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'
    order by c.relname, k.conname`);
  await add(sql<{ line: string }>`
    select 'index ' || indexname || ': ' || indexdef as line from pg_indexes where schemaname = 'public'
    order by indexname`);
  await add(sql<{ line: string }>`
    select 'trigger ' || c.relname || '.' || t.tgname || ': ' || pg_get_triggerdef(t.oid) as line
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
    order by c.relname, t.tgname`);
  await add(sql<{ line: string }>`
    select 'function ' || p.proname || ': ' || pg_get_functiondef(p.oid) as line
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by p.proname, pg_get_function_identity_arguments(p.oid)`);
  return lines;
}

/** The schema of either engine as sorted, normalised lines, to compare two databases. */
export const schemaOf = (handle: Handle) =>
  handle.engine === "sqlite" ? sqliteSchema(handle) : postgresSchema(handle);
