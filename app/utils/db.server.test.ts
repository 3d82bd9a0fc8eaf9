import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { listMigrationNames } from "../../db/migrator.ts";
import { createFreshDatabase, ENGINES, useFreshDatabase } from "../../tests/support/databases.ts";
import { TEST_DATABASE_URL } from "../../tests/support/postgres.ts";
import { createTempDir } from "../../tests/support/temp-dir.ts";
import { openMigratedDatabase, refreshPlannerStatistics } from "./db.server.ts";

const SPEC_TABLES = [
  "promotions",
  "casinos",
  "promotion_categories",
  "blog_posts",
  "promotion_comments",
  "hero_section",
  "settings",
  "seo_settings",
  "splash_ads",
  "admin_users",
  "scheduled_publishing_settings",
  "scheduled_publishing_logs",
  "user",
  "session",
  "account",
  "verification",
];

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`data layer on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    const newCasino = (slug: string) => ({
      id: crypto.randomUUID(),
      name: `Casino ${slug}`,
      slug,
      url: "https://a.example",
    });
    const newCategory = (slug: string) => ({ id: crypto.randomUUID(), name: `Kategori ${slug}`, slug });
    const newPromotion = (extra: Record<string, unknown> = {}) => ({
      id: crypto.randomUUID(),
      title: "Hoş Geldin Bonusu",
      slug: "hos-geldin-bonusu",
      ...extra,
    });

    it("creates every table of both spec documents and the auth tables", async () => {
      const tables = await database.db.introspection.getTables();
      const names = tables.map((t) => t.name);
      for (const table of SPEC_TABLES) expect(names).toContain(table);
    });

    it("returns timestamps as ISO strings, booleans as booleans and terms as an array", async () => {
      const casino = newCasino(`iso-${Date.now()}`);
      await database.db.insertInto("casinos").values(casino).execute();
      const promotion = newPromotion({
        casino_id: casino.id,
        terms: ["Çevrim 10x", "En az 100 TL"],
        expiry_date: "2030-01-02T03:04:05.000Z",
      });
      await database.db.insertInto("promotions").values(promotion).execute();
      const row = await database.db
        .selectFrom("promotions")
        .selectAll()
        .where("id", "=", promotion.id)
        .executeTakeFirstOrThrow();
      expect(row.created_at).toMatch(ISO_TIMESTAMP);
      expect(row.expiry_date).toBe("2030-01-02T03:04:05.000Z");
      expect(row.is_active).toBe(true);
      expect(row.indexed).toBe(false);
      expect(row.terms).toEqual(["Çevrim 10x", "En az 100 TL"]);
      const stored = await database.db
        .selectFrom("casinos")
        .select(["featured", "created_at"])
        .where("id", "=", casino.id)
        .executeTakeFirstOrThrow();
      expect(stored.featured).toBe(false);
      expect(stored.created_at).toMatch(ISO_TIMESTAMP);
    });

    it("compares ISO timestamps in the order of time", async () => {
      const early = newPromotion({ slug: "early", expiry_date: "2020-01-01T00:00:00.000Z" });
      const late = newPromotion({ slug: "late", expiry_date: "2099-01-01T00:00:00.000Z" });
      await database.db.insertInto("promotions").values([early, late]).execute();
      const future = await database.db
        .selectFrom("promotions")
        .select("id")
        .where("id", "in", [early.id, late.id])
        .where("expiry_date", ">", new Date().toISOString())
        .execute();
      expect(future.map((r) => r.id)).toEqual([late.id]);
    });

    it("rejects a second category, post or casino with the same slug", async () => {
      await database.db.insertInto("promotion_categories").values(newCategory("ayni-slug")).execute();
      await expect(
        database.db.insertInto("promotion_categories").values(newCategory("ayni-slug")).execute(),
      ).rejects.toThrow();
      await database.db.insertInto("casinos").values(newCasino("ayni-casino")).execute();
      await expect(database.db.insertInto("casinos").values(newCasino("ayni-casino")).execute()).rejects.toThrow();
      const post = () => ({ id: crypto.randomUUID(), title: "Yazı", slug: "ayni-yazi" });
      await database.db.insertInto("blog_posts").values(post()).execute();
      await expect(database.db.insertInto("blog_posts").values(post()).execute()).rejects.toThrow();
    });

    it("refuses a comment on an unknown promotion and a rating outside 1 to 5", async () => {
      const orphan = {
        id: crypto.randomUUID(),
        promotion_id: crypto.randomUUID(),
        user_name: "Ali",
        comment: "x",
        rating: 5,
      };
      await expect(database.db.insertInto("promotion_comments").values(orphan).execute()).rejects.toThrow();
      const promotion = newPromotion({ slug: "rating" });
      await database.db.insertInto("promotions").values(promotion).execute();
      for (const rating of [0, 9]) {
        const bad = { id: crypto.randomUUID(), promotion_id: promotion.id, user_name: "Ali", comment: "x", rating };
        await expect(database.db.insertInto("promotion_comments").values(bad).execute()).rejects.toThrow();
      }
    });

    it("deletes a promotion's comments with it and keeps promotions of a deleted casino as standalone", async () => {
      const casino = newCasino(`silinen-${Date.now()}`);
      await database.db.insertInto("casinos").values(casino).execute();
      const promotion = newPromotion({ slug: "cascade", casino_id: casino.id });
      await database.db.insertInto("promotions").values(promotion).execute();
      await database.db
        .insertInto("promotion_comments")
        .values({ id: crypto.randomUUID(), promotion_id: promotion.id, user_name: "Ayşe", comment: "Güzel", rating: 4 })
        .execute();
      await database.db.deleteFrom("casinos").where("id", "=", casino.id).execute();
      const orphaned = await database.db
        .selectFrom("promotions")
        .select("casino_id")
        .where("id", "=", promotion.id)
        .executeTakeFirstOrThrow();
      expect(orphaned.casino_id).toBeNull();
      await database.db.deleteFrom("promotions").where("id", "=", promotion.id).execute();
      const comments = await database.db
        .selectFrom("promotion_comments")
        .select("id")
        .where("promotion_id", "=", promotion.id)
        .execute();
      expect(comments).toEqual([]);
    });

    it("refuses to delete a category that a promotion uses", async () => {
      const category = newCategory(`kullanimda-${Date.now()}`);
      await database.db.insertInto("promotion_categories").values(category).execute();
      await database.db
        .insertInto("promotions")
        .values(newPromotion({ slug: "kat", category_id: category.id }))
        .execute();
      await expect(
        database.db.deleteFrom("promotion_categories").where("id", "=", category.id).execute(),
      ).rejects.toThrow();
    });

    it("rolls back every write of a failed transaction", async () => {
      const casino = newCasino(`tx-${Date.now()}`);
      await expect(
        database.db.transaction().execute(async (trx) => {
          await trx.insertInto("casinos").values(casino).execute();
          await trx
            .insertInto("casinos")
            .values({ ...casino, id: crypto.randomUUID() })
            .execute();
        }),
      ).rejects.toThrow();
      const found = await database.db.selectFrom("casinos").select("id").where("slug", "=", casino.slug).execute();
      expect(found).toEqual([]);
    });

    it("drops NUL characters from text and JSON parameters, in writes and in lookups alike", async () => {
      const casino = { ...newCasino("nul-test"), name: "Casino\u0000 NUL", description: "a\u0000b" };
      await database.db.insertInto("casinos").values(casino).execute();
      const stored = await database.db
        .selectFrom("casinos")
        .select(["name", "description"])
        .where("slug", "=", "nul-\u0000test")
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ name: "Casino NUL", description: "ab" });
      await database.db
        .insertInto("promotions")
        .values(newPromotion({ slug: "nul-terimleri", terms: ["bir\u0000", "iki"] }))
        .execute();
      const promotion = await database.db
        .selectFrom("promotions")
        .select("terms")
        .where("slug", "in", ["nul-terimleri\u0000", "yok"])
        .executeTakeFirstOrThrow();
      expect(promotion.terms).toEqual(["bir", "iki"]);
      const raw = await sql<{
        n: number;
      }>`select count(*) as n from casinos where name = ${"Casino\u0000 NUL"}`.execute(database.db);
      expect(Number(raw.rows[0]?.n)).toBe(1);
    });

    it("gathers SQLite's planner statistics for a table with rows, again once it has grown tenfold, and leaves PostgreSQL's to its autovacuum", async () => {
      const db = database.db;
      const casinoRowsInStatistics = async () => {
        const kept = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
        if (kept.rows.length === 0) return null;
        const { rows } = await sql<{ stat: string }>`
          select stat from sqlite_stat1 where tbl = 'casinos' and idx is not null limit 1`.execute(db);
        return rows[0] ? Number(rows[0].stat.split(" ")[0]) : null;
      };
      const insertCasinos = (count: number, from: number) =>
        db
          .insertInto("casinos")
          .values(Array.from({ length: count }, (_, i) => newCasino(`istatistik-${from + i}`)))
          .execute();
      await db.deleteFrom("casinos").execute();
      await insertCasinos(3, 0);
      await refreshPlannerStatistics(db, database.handle.engine);
      if (engine.name === "PostgreSQL") return;
      expect(await casinoRowsInStatistics()).toBe(3);
      await insertCasinos(40, 3);
      await refreshPlannerStatistics(db, database.handle.engine);
      expect(await casinoRowsInStatistics()).toBe(43);
      // Opening and migrating checks them too (a table that grew while the server was down).
      await insertCasinos(400, 43);
      const dataDir = database.handle.sqlitePath ? path.dirname(database.handle.sqlitePath) : "";
      const reopened = await openMigratedDatabase({ dataDir });
      try {
        const { rows } = await sql<{ stat: string }>`
          select stat from sqlite_stat1 where tbl = 'casinos' and idx is not null limit 1`.execute(reopened.db);
        expect(Number(rows[0]?.stat.split(" ")[0])).toBe(443);
      } finally {
        await reopened.close();
      }
    });

    it.skipIf(engine.name !== "SQLite")("gives SQLite's connection an 8 MB page cache", async () => {
      const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(database.db);
      expect(rows[0]?.cache_size).toBe(-8192);
    });

    it("answers a ping", async () => {
      await expect(database.handle.ping()).resolves.toBeUndefined();
    });
  });
}

describe.skipIf(!TEST_DATABASE_URL)("the data layer's migrations on PostgreSQL", () => {
  it("applies each migration once when two instances migrate the same database at the same time", async () => {
    const fresh = await createFreshDatabase("PostgreSQL");
    try {
      const handles = await Promise.all([
        openMigratedDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir }),
        openMigratedDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir }),
      ]);
      const first = handles[0];
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(first.db);
      expect(applied.rows.map((r) => r.name).sort()).toEqual(listMigrationNames("postgres"));
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      await fresh.remove();
    }
  });

  it("fails quickly with a connection error when PostgreSQL is unreachable", async () => {
    const started = Date.now();
    await expect(
      openMigratedDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/nothing", dataDir: createTempDir().path }),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
