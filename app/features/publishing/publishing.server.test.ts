import { sql } from "kysely";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createFreshDatabase, ENGINES, openFreshDatabase } from "../../../tests/support/databases.ts";
import { TEST_DATABASE_URL } from "../../../tests/support/postgres.ts";
import { type DatabaseHandle, openMigratedDatabase } from "../../utils/db.server.ts";
import {
  advancePast,
  ensurePublishingSettings,
  listPublishingLogs,
  PUBLISHING_MESSAGES,
  runPublishingSweep,
} from "./publishing.server.ts";

const NOW = new Date("2026-11-21T09:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const at = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * HOUR).toISOString();

it("moves the next run forward in whole days past now", () => {
  expect(advancePast(at(-1), NOW)).toBe(at(23));
  expect(advancePast(at(-72.5), NOW)).toBe(at(23.5));
  expect(advancePast(at(-24), NOW)).toBe(at(24));
});

/** Makes every update of blog_posts fail inside the database itself, on either engine. */
async function refuseBlogPostUpdates(handle: DatabaseHandle) {
  if (handle.engine === "postgres") {
    await sql`create function refuse_update() returns trigger language plpgsql as $$
      begin raise exception 'güncelleme reddedildi'; end $$`.execute(handle.db);
    await sql`create trigger refuse_blog_update before update on blog_posts
      for each row execute function refuse_update()`.execute(handle.db);
  } else {
    await sql`create trigger refuse_blog_update before update on blog_posts
      begin select raise(abort, 'güncelleme reddedildi'); end`.execute(handle.db);
  }
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`scheduled publishing on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    const opened: Array<{ close(): Promise<void> }> = [];

    // A fresh database for every test: each sweeps its own drafts.
    beforeEach(async () => {
      const fresh = await openFreshDatabase(engine.name);
      opened.push(fresh);
      handle = fresh.handle;
    });
    afterAll(async () => {
      for (const fresh of opened) await fresh.close();
    });

    async function addDrafts(count: number, extra: Record<string, unknown> = {}) {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const id = crypto.randomUUID();
        ids.push(id);
        await handle.db
          .insertInto("blog_posts")
          .values({
            id,
            title: `Taslak ${i}`,
            slug: `taslak-${id}`,
            created_at: at(-100 + i),
            published_at: null,
            ...extra,
          })
          .execute();
      }
      return ids;
    }
    async function configure(values: {
      is_active?: boolean;
      next_publish_at?: string | null;
      daily_publish_count?: number;
    }) {
      const settings = await ensurePublishingSettings(handle.db, NOW);
      await handle.db.updateTable("scheduled_publishing_settings").set(values).where("id", "=", settings.id).execute();
    }
    const publishedIds = async () =>
      (await handle.db.selectFrom("blog_posts").select("id").where("is_published", "=", true).execute()).map(
        (r) => r.id,
      );

    it("creates the default settings row: one a day, inactive, 24 hours ahead", async () => {
      const settings = await ensurePublishingSettings(handle.db, NOW);
      expect(settings).toMatchObject({ dailyPublishCount: 1, isActive: false, nextPublishAt: at(24) });
      expect((await ensurePublishingSettings(handle.db, NOW)).id).toBe(settings.id);
    });

    it("publishes nothing from the queue while it is inactive, even when the time has passed", async () => {
      await addDrafts(2);
      await configure({ is_active: false, next_publish_at: at(-1) });
      const result = await runPublishingSweep(handle.db, handle.engine, { now: NOW });
      expect(result.publishedCount).toBe(0);
      expect(await publishedIds()).toEqual([]);
    });

    it("publishes the daily count of oldest drafts once, logs the run in one row, and moves the next run a day on", async () => {
      const drafts = await addDrafts(3);
      await configure({ is_active: true, next_publish_at: at(-1), daily_publish_count: 2 });
      const first = await runPublishingSweep(handle.db, handle.engine, { now: NOW });
      expect(first.publishedIds).toEqual(drafts.slice(0, 2));
      const again = await runPublishingSweep(handle.db, handle.engine, { now: new Date(NOW.getTime() + 60_000) });
      expect(again.publishedCount).toBe(0);
      const settings = await ensurePublishingSettings(handle.db, NOW);
      expect(settings.nextPublishAt).toBe(at(23));
      expect(settings.lastPublishedAt).toBe(NOW.toISOString());
      const logs = await listPublishingLogs(handle.db);
      expect(logs.map((l) => [l.blogId, l.status, l.message])).toEqual([[null, "success", "2 blog yazısı yayınlandı"]]);
      const post = await handle.db
        .selectFrom("blog_posts")
        .select(["published_at"])
        .where("id", "=", drafts[0] ?? "")
        .executeTakeFirstOrThrow();
      expect(post.published_at).toBe(NOW.toISOString());
    });

    it("catches up after three days of downtime with one batch and a next run in the future", async () => {
      await addDrafts(5);
      await configure({ is_active: true, next_publish_at: at(-72.5), daily_publish_count: 1 });
      const result = await runPublishingSweep(handle.db, handle.engine, { now: NOW });
      expect(result.publishedCount).toBe(1);
      expect((await ensurePublishingSettings(handle.db, NOW)).nextPublishAt).toBe(at(23.5));
    });

    it("publishes a post whose own publication time has come, and not before, with that time as its date", async () => {
      const [later] = await addDrafts(1, { publish_at: at(2) });
      expect((await runPublishingSweep(handle.db, handle.engine, { now: NOW })).publishedCount).toBe(0);
      const due = await runPublishingSweep(handle.db, handle.engine, { now: new Date(NOW.getTime() + 3 * HOUR) });
      expect(due.publishedIds).toEqual([later]);
      const row = await handle.db
        .selectFrom("blog_posts")
        .select(["published_at", "publish_at"])
        .where("id", "=", later ?? "")
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ published_at: at(2), publish_at: null });
      const again = await runPublishingSweep(handle.db, handle.engine, { now: new Date(NOW.getTime() + 4 * HOUR) });
      expect(again.publishedCount).toBe(0);
    });

    it("leaves an unpublished post unpublished: its old published_at is not a schedule", async () => {
      await addDrafts(1, { published_at: at(-5) });
      expect((await runPublishingSweep(handle.db, handle.engine, { now: NOW })).publishedCount).toBe(0);
      expect(await publishedIds()).toEqual([]);
    });

    it("keeps a scheduled post out of the daily queue", async () => {
      const [scheduled, plain] = await addDrafts(2);
      await handle.db
        .updateTable("blog_posts")
        .set({ publish_at: at(48) })
        .where("id", "=", scheduled ?? "")
        .execute();
      await configure({ is_active: true, next_publish_at: at(-1), daily_publish_count: 2 });
      const result = await runPublishingSweep(handle.db, handle.engine, { now: NOW });
      expect(result.publishedIds).toEqual([plain]);
    });

    it("activates a promotion when its start date comes, once", async () => {
      const id = crypto.randomUUID();
      await handle.db
        .insertInto("promotions")
        .values({ id, title: "Yılbaşı bonusu", slug: "yilbasi-bonusu", is_active: false, publish_at: at(1) })
        .execute();
      expect((await runPublishingSweep(handle.db, handle.engine, { now: NOW })).startedPromotionIds).toEqual([]);
      const later = new Date(NOW.getTime() + 2 * HOUR);
      expect((await runPublishingSweep(handle.db, handle.engine, { now: later })).startedPromotionIds).toEqual([id]);
      const row = await handle.db
        .selectFrom("promotions")
        .select(["is_active", "publish_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ is_active: true, publish_at: null });
      expect((await runPublishingSweep(handle.db, handle.engine, { now: later })).startedPromotionIds).toEqual([]);
    });

    it("answers 'publish now' without drafts with the spec's message, and logs that run as an error", async () => {
      const result = await runPublishingSweep(handle.db, handle.engine, { now: NOW, force: true });
      expect(result.success).toBe(false);
      expect(result.message).toBe(PUBLISHING_MESSAGES.noDrafts);
      const logs = await listPublishingLogs(handle.db);
      expect(logs.map((l) => [l.status, l.message])).toEqual([["error", PUBLISHING_MESSAGES.noDrafts]]);
    });

    it("logs one row per run with status success or error (spec 2 §3), a failed run included, and none for an idle tick", async () => {
      const [draft] = await addDrafts(2);
      expect((await runPublishingSweep(handle.db, handle.engine, { now: NOW })).publishedCount).toBe(0);
      expect(await listPublishingLogs(handle.db)).toEqual([]);

      const first = await runPublishingSweep(handle.db, handle.engine, { now: NOW, force: true });
      expect(first.publishedIds).toEqual([draft]);
      // A real failure of the database: a trigger refuses every change to blog_posts, so the run rolls back.
      await refuseBlogPostUpdates(handle);
      const later = new Date(NOW.getTime() + HOUR);
      await expect(runPublishingSweep(handle.db, handle.engine, { now: later, force: true })).rejects.toThrow();
      const logs = await listPublishingLogs(handle.db);
      expect(logs.map((l) => [l.status, l.message, l.blogId, l.title])).toEqual([
        ["error", PUBLISHING_MESSAGES.failed, null, null],
        ["success", "1 blog yazısı yayınlandı", draft, "Taslak 0"],
      ]);
      expect(await publishedIds()).toEqual([draft]);
    });
  });
}

describe.skipIf(!TEST_DATABASE_URL)("scheduled publishing on PostgreSQL with two instances", () => {
  it("lets exactly one of two instances publish when both sweep at the same moment", async () => {
    const database = await createFreshDatabase("PostgreSQL");
    const [a, b] = await Promise.all([
      openMigratedDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }),
      openMigratedDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }),
    ]);
    try {
      for (let i = 0; i < 4; i++) {
        await a.db
          .insertInto("blog_posts")
          .values({ id: crypto.randomUUID(), title: `T${i}`, slug: `t-${i}`, created_at: at(-10 + i) })
          .execute();
      }
      const settings = await ensurePublishingSettings(a.db, NOW);
      await a.db
        .updateTable("scheduled_publishing_settings")
        .set({ is_active: true, next_publish_at: at(-1), daily_publish_count: 2 })
        .where("id", "=", settings.id)
        .execute();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => runPublishingSweep((i % 2 ? a : b).db, "postgres", { now: NOW })),
      );
      expect(results.reduce((sum, r) => sum + r.publishedCount, 0)).toBe(2);
      const logs = await a.db.selectFrom("scheduled_publishing_logs").select("status").execute();
      expect(logs).toEqual([{ status: "success" }]);
    } finally {
      await a.close();
      await b.close();
      await database.remove();
    }
  });
});
