import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type ContentChange, ContentEvents } from "../app/utils/content-events.server.ts";
import { type DatabaseHandle, openDatabase } from "../app/utils/db.server.ts";
import { createLogger } from "../app/utils/logger.server.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "../tests/support/postgres.ts";
import { CONTENT_CHANNEL, type ContentEventsRelay, relayContentEvents } from "./content-events-relay.ts";

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function instance(url: string) {
  const database: DatabaseHandle = openDatabase({ databaseUrl: url, dataDir: "unused" });
  cleanups.push(() => database.close());
  const events = new ContentEvents();
  const received: Array<ContentChange | null> = [];
  const relay: ContentEventsRelay = await relayContentEvents({
    connectionString: url,
    db: database.db,
    events,
    onRemoteChange: (change) => received.push(change),
    logger: createLogger("silent"),
  });
  cleanups.push(() => relay.close());
  return { events, received, relay };
}

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!TEST_DATABASE_URL)("content changes between instances on one PostgreSQL", () => {
  it("hands a change made on one instance to the others, not back to itself", async () => {
    const database = await createTestPostgresDatabase();
    cleanups.push(() => database.drop());
    const a = await instance(database.url);
    const b = await instance(database.url);
    const c = await instance(database.url);

    a.events.contentChanged({ kind: "comment", promotionId: "p1" });
    await until(() => b.received.length === 1 && c.received.length === 1);
    expect(b.received).toEqual([{ kind: "comment", promotionId: "p1" }]);
    expect(c.received).toEqual([{ kind: "comment", promotionId: "p1" }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.received).toEqual([]);
  });

  it("ignores notices on the channel that are not ours", async () => {
    const database = await createTestPostgresDatabase();
    cleanups.push(() => database.drop());
    const a = await instance(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    for (const payload of ["not json", "{}", '{"origin":"x"}', '{"origin":1,"change":{"kind":"blog"}}']) {
      await client.query("select pg_notify($1, $2)", [CONTENT_CHANNEL, payload]);
    }
    await client.query("select pg_notify($1, $2)", [CONTENT_CHANNEL, '{"origin":"other","change":{"kind":"blog"}}']);
    await until(() => a.received.length === 1);
    expect(a.received).toEqual([{ kind: "blog" }]);
  });

  it("reconnects after its listening connection is cut and reports the gap as a change", async () => {
    const database = await createTestPostgresDatabase();
    cleanups.push(() => database.drop());
    const a = await instance(database.url);
    const b = await instance(database.url);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    cleanups.push(() => admin.end());
    // Cut every LISTEN connection but our own admin one.
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'",
    );
    await until(() => b.received.includes(null), 10_000);
    const before = b.received.length;
    a.events.contentChanged({ kind: "casino" });
    await until(() => b.received.length > before, 10_000);
    expect(b.received.at(-1)).toEqual({ kind: "casino" });
  });
});
