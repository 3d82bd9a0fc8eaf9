import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../app/utils/db.server.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "../tests/support/postgres.ts";
import { createTempDir } from "../tests/support/temp-dir.ts";
import { initialMigration } from "./migrations/0001-initial.ts";
import { loginFailuresAndViewDaysMigration } from "./migrations/0003-login-failures-and-view-days.ts";
import { createMigrator, listMigrationNames, migrateToLatest } from "./migrator.ts";
import { buildDemoContent } from "./seed/demo-content.ts";
import { seedDemoContent } from "./seed/seed-demo.ts";

/** The migration that runs just before `name`: a database "as it was" when `name` landed. */
function migrationBefore(engine: Parameters<typeof listMigrationNames>[0], name: string): string {
  const names = listMigrationNames(engine);
  return names[names.indexOf(name) - 1] ?? "";
}

const ENGINES = [
  { name: "SQLite", skip: false },
  { name: "PostgreSQL", skip: !TEST_DATABASE_URL },
] as const;

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`migrations on ${engine.name}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    /** An empty database with no migration applied. */
    async function emptyDatabase(): Promise<DatabaseHandle> {
      let handle: DatabaseHandle;
      if (engine.name === "SQLite") {
        const dir = createTempDir();
        cleanups.push(async () => dir.remove());
        handle = openDatabase({ dataDir: dir.path });
      } else {
        const database = await createTestPostgresDatabase();
        cleanups.push(() => database.drop());
        handle = openDatabase({ dataDir: "unused", databaseUrl: database.url });
      }
      cleanups.push(() => handle.close());
      return handle;
    }

    it("applies every migration in order to a fresh database", async () => {
      const handle = await emptyDatabase();
      expect(await migrateToLatest(handle.authDb, handle.engine)).toEqual(listMigrationNames(handle.engine));
    });

    it("brings a database migrated through 0003 up to date with the later migrations only", async () => {
      const handle = await emptyDatabase();
      const through = await createMigrator(handle.authDb, handle.engine).migrateTo("0003-login-failures-and-view-days");
      expect(through.error).toBeUndefined();
      expect(await migrateToLatest(handle.authDb, handle.engine)).toEqual(
        listMigrationNames(handle.engine).filter((name) => name > "0003-login-failures-and-view-days"),
      );
    });

    it("0016 makes every existing 'admin' a Yönetici ('owner'), active and never signed in, on a database with the demo content", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0016-admin-roles");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
      const now = new Date().toISOString();
      for (const id of ["eski-admin-1", "eski-admin-2"]) {
        await handle.authDb
          .insertInto("user")
          .values({ id, name: id, email: `${id}@example.com`, emailVerified: true, createdAt: now, updatedAt: now })
          .execute();
        // biome-ignore lint/suspicious/noExplicitAny: the row as the schema before 0016 had it
        await (handle.authDb as any).insertInto("admin_users").values({ id, role: "admin", created_at: now }).execute();
      }
      await migrateToLatest(handle.authDb, handle.engine);
      const rows = await handle.db
        .selectFrom("admin_users")
        .select(["id", "role", "deactivated_at", "last_sign_in_at"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { id: "eski-admin-1", role: "owner", deactivated_at: null, last_sign_in_at: null },
        { id: "eski-admin-2", role: "owner", deactivated_at: null, last_sign_in_at: null },
      ]);
    });

    it("adds the admin list indexes (0015) to a database that holds the demo content", async () => {
      const handle = await emptyDatabase();
      const through = await createMigrator(handle.authDb, handle.engine).migrateTo(
        migrationBefore(handle.engine, "0015-admin-list-indexes"),
      );
      expect(through.error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);

      expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0015-admin-list-indexes");
      const indexes =
        handle.engine === "sqlite"
          ? await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(handle.db)
          : await sql<{ name: string }>`select indexname as name from pg_indexes`.execute(handle.db);
      expect(indexes.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          "promotions_list_counts_idx",
          "promotions_casino_created_idx",
          "promotions_category_created_idx",
          "blog_posts_view_count_idx",
          "splash_ads_active_created_idx",
          "splash_ads_created_idx",
        ]),
      );
      expect(
        Number(
          (
            await handle.db
              .selectFrom("promotions")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBeGreaterThan(0);
    });

    it("adds the offer facts (0009) to a database that holds the demo content of 0006, keeping every row", async () => {
      const handle = await emptyDatabase();
      const through = await createMigrator(handle.authDb, handle.engine).migrateTo("0006-rate-limits");
      expect(through.error).toBeUndefined();
      // Today's demo rows: the columns 0006 has, without any fact.
      const content = buildDemoContent(new Date("2026-11-21T12:00:00.000Z"));
      await handle.authDb
        .insertInto("casinos")
        .values(
          content.casinos.map((c) => ({
            id: c.id,
            name: c.name,
            slug: c.slug,
            url: c.url,
            logo_url: c.logo_url,
            rating: c.rating,
            description: c.description,
            details: c.details,
          })),
        )
        .execute();
      await handle.authDb.insertInto("promotion_categories").values(content.categories).execute();
      await handle.db
        .insertInto("promotions")
        .values(
          content.promotions.map((p) => ({
            id: p.id,
            title: p.title,
            slug: p.slug,
            casino_id: p.casino_id,
            category_id: p.category_id,
            category: p.category,
            description: p.description,
            terms: p.terms,
          })),
        )
        .execute();

      expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0009-offer-facts");
      const promotions = await handle.db.selectFrom("promotions").select(["title", "wagering", "games"]).execute();
      expect(promotions).toHaveLength(content.promotions.length);
      expect(promotions.every((row) => row.wagering === null && row.games.length === 0)).toBe(true);
      const casinos = await handle.db.selectFrom("casinos").select(["name", "rating", "pros"]).execute();
      expect(casinos).toHaveLength(content.casinos.length);
      expect(casinos.every((row) => row.rating !== null && row.pros.length === 0)).toBe(true);
      const methods = await handle.db.selectFrom("payment_methods").select("slug").orderBy("sort_order").execute();
      expect(methods.map((method) => method.slug)).toContain("papara");
    });

    it("refuses a database whose applied migrations skip an earlier one, and applies nothing", async () => {
      const handle = await emptyDatabase();
      // A database that ran 0003 before 0002 existed.
      const skipping = new Migrator({
        db: handle.authDb,
        provider: {
          getMigrations: async () => ({
            "0001-initial": initialMigration(handle.engine),
            "0003-login-failures-and-view-days": loginFailuresAndViewDaysMigration(handle.engine),
          }),
        },
      });
      expect((await skipping.migrateToLatest()).error).toBeUndefined();

      await expect(migrateToLatest(handle.authDb, handle.engine)).rejects.toThrow(/0002-comment-rate-limit/);
      const tables = (await handle.authDb.introspection.getTables()).map((table) => table.name);
      expect(tables).not.toContain("comment_rate_limits");
      expect(tables).not.toContain("backup_runs");
    });
  });
}
