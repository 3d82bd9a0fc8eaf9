import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { asKyselySqliteDatabase, STATEMENT_CACHE_SIZE } from "./node-sqlite-database.ts";

describe("node:sqlite adapter", () => {
  it("prepares a SQL text once and reuses the statement, with fresh parameters each run", () => {
    const database = new DatabaseSync(":memory:");
    const prepared: string[] = [];
    const prepare = database.prepare.bind(database);
    database.prepare = (sqlText: string) => {
      prepared.push(sqlText);
      return prepare(sqlText);
    };
    const adapter = asKyselySqliteDatabase(database);
    adapter.prepare("create table t (n integer)").run([]);
    for (let n = 1; n <= 3; n++) adapter.prepare("insert into t (n) values (?)").run([n]);
    expect(adapter.prepare("select sum(n) as total from t where n >= ?").all([2])).toEqual([{ total: 5 }]);
    expect(adapter.prepare("select sum(n) as total from t where n >= ?").all([1])).toEqual([{ total: 6 }]);
    expect(prepared.filter((text) => text.startsWith("insert"))).toHaveLength(1);
    expect(prepared.filter((text) => text.startsWith("select"))).toHaveLength(1);
    adapter.close();
  });

  it("keeps at most STATEMENT_CACHE_SIZE statements, dropping the least recently used", () => {
    const database = new DatabaseSync(":memory:");
    let prepares = 0;
    const prepare = database.prepare.bind(database);
    database.prepare = (sqlText: string) => {
      prepares++;
      return prepare(sqlText);
    };
    const adapter = asKyselySqliteDatabase(database);
    for (let i = 0; i <= STATEMENT_CACHE_SIZE; i++) adapter.prepare(`select ${i} as n`).all([]);
    expect(prepares).toBe(STATEMENT_CACHE_SIZE + 1);
    adapter.prepare(`select ${STATEMENT_CACHE_SIZE} as n`).all([]);
    expect(prepares).toBe(STATEMENT_CACHE_SIZE + 1);
    adapter.prepare("select 0 as n").all([]);
    expect(prepares).toBe(STATEMENT_CACHE_SIZE + 2);
    adapter.close();
  });
});
