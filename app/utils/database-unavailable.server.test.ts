import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { createTempDir } from "../../tests/support/temp-dir.ts";
import { DatabaseOutages, isDatabaseUnavailable } from "./database-unavailable.server.ts";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused or cut connection to PostgreSQL", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("read ECONNRESET", "ECONNRESET"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("recognises PostgreSQL shutting down, starting up or out of connections", () => {
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("sorry, too many clients already", "53300"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
  });

  it("looks through wrapped causes", () => {
    const wrapped = new Error("query failed", { cause: withCode("connect ECONNREFUSED", "ECONNREFUSED") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("recognises an SQLite database locked past its busy timeout", () => {
    const dir = createTempDir();
    try {
      const file = `${dir.path}/busy.db`;
      const holder = new DatabaseSync(file);
      holder.exec("create table t(x); begin immediate");
      const waiter = new DatabaseSync(file, { timeout: 10 });
      let thrown: unknown;
      try {
        waiter.exec("begin immediate");
      } catch (error) {
        thrown = error;
      }
      expect(isDatabaseUnavailable(thrown)).toBe(true);
      holder.close();
      waiter.close();
    } finally {
      dir.remove();
    }
  });

  it("recognises a write refused because another connection committed after this one's read (BUSY_SNAPSHOT)", () => {
    const dir = createTempDir();
    try {
      const file = `${dir.path}/snapshot.db`;
      const writer = new DatabaseSync(file);
      writer.exec("pragma journal_mode = wal; create table t(x); insert into t values (1)");
      const reader = new DatabaseSync(file, { timeout: 10 });
      reader.exec("begin");
      reader.prepare("select x from t").all();
      writer.exec("insert into t values (2)");
      let thrown: unknown;
      try {
        reader.exec("insert into t values (3)");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ errcode: 517 });
      expect(isDatabaseUnavailable(thrown)).toBe(true);
      reader.close();
      writer.close();
    } finally {
      dir.remove();
    }
  });

  it("leaves bugs and bad data alone", () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("syntax error at or near", "42601"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("DatabaseOutages", () => {
  const clock = (start: number) => {
    const time = { now: start };
    return { time, now: () => time.now };
  };

  it("writes one line per five seconds of outage, counting the failures it stands for", () => {
    const lines: object[] = [];
    const { time, now } = clock(1_000_000_000);
    const outages = new DatabaseOutages({ warn: (details: object) => lines.push(details) }, now);
    const refused = withCode("connect ECONNREFUSED", "ECONNREFUSED");
    for (let ms = 0; ms < 12_000; ms += 100) {
      time.now = 1_000_000_000 + ms;
      outages.record(refused, "/bonuslar");
    }
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatchObject({ path: "/bonuslar", alsoFailedSinceLastLine: 49 });
  });

  it("remembers the last failure for the window asked about, so a request that failed during a restart is the outage's", () => {
    const { time, now } = clock(2_000_000_000_000);
    const outages = new DatabaseOutages({ warn: () => undefined }, now);
    expect(outages.seenWithin(10_000)).toBe(false);
    outages.record(withCode("the database system is starting up", "57P03"), "/bonuslar");
    time.now += 9_999;
    expect(outages.seenWithin(10_000)).toBe(true);
    time.now += 2;
    expect(outages.seenWithin(10_000)).toBe(false);
  });
});
