import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { shortDescriptionOf } from "../app/features/promotions/promotions.server.ts";
import { searchSite } from "../app/features/search/site-search.server.ts";
import { type DatabaseHandle, openDatabase } from "../app/utils/db.server.ts";
import { foldTurkish } from "../app/utils/turkish-fold.ts";
import { isUuid } from "../app/utils/uuid.ts";
import { postRow } from "../tests/support/content-fixtures.ts";
import { ENGINES } from "../tests/support/databases.ts";
import { createTestPostgresDatabase } from "../tests/support/postgres.ts";
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

/** Whether this PostgreSQL server can give pg_trgm. */
async function offersTrigrams(db: DatabaseHandle["db"]): Promise<boolean> {
  const trigram = await sql<{ n: number }>`
    select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  return trigram.rows[0]?.n === 1;
}

/** The names of the database's indexes, on either engine. */
async function indexNames(handle: Pick<DatabaseHandle, "db" | "engine">): Promise<string[]> {
  const indexes =
    handle.engine === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(handle.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes`.execute(handle.db);
  return indexes.rows.map((row) => row.name);
}

/** Migrations that only add indexes, and the indexes each adds. */
const INDEX_MIGRATIONS = [
  {
    name: "0015-admin-list-indexes",
    indexes: [
      "promotions_list_counts_idx",
      "promotions_casino_created_idx",
      "promotions_category_created_idx",
      "blog_posts_view_count_idx",
      "splash_ads_active_created_idx",
      "splash_ads_created_idx",
    ],
  },
  { name: "0027-promotion-page-indexes", indexes: ["promotions_casino_live_idx", "promotion_comments_shown_idx"] },
  {
    name: "0029-published-post-order",
    indexes: ["blog_posts_published_order_idx", "blog_posts_category_published_idx"],
  },
  {
    name: "0030-sitemap-indexes",
    indexes: ["blog_posts_sitemap_idx", "promotions_sitemap_idx", "casinos_sitemap_idx"],
  },
  { name: "0035-casino-claimable-count-index", indexes: ["promotions_casino_claimable_idx"] },
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

    it("adds the pages table (0037) over the demo content: drafts by default, one page per slug", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0037-pages");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      const seeded = await seedDemoContent(handle.db, { uploadsDir: uploads.path });
      expect(seeded.seeded).toBe(true);
      expect(seeded.counts.pages).toBeUndefined();

      expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0037-pages");
      await handle.db
        .insertInto("pages")
        .values({ id: crypto.randomUUID(), title: "Hakkımızda", slug: "hakkimizda" })
        .execute();
      const page = await handle.db.selectFrom("pages").selectAll().executeTakeFirstOrThrow();
      expect(page).toMatchObject({ content: "", is_published: false, published_at: null, publish_at: null });
      await expect(
        handle.db
          .insertInto("pages")
          .values({ id: crypto.randomUUID(), title: "İkinci", slug: "hakkimizda" })
          .execute(),
      ).rejects.toThrow();
    });

    it("0047 moves every existing document into its kind's index, and keeps the index with later writes", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0047-site-search-kind-indexes");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
      expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0047-site-search-kind-indexes");

      const found = async (q: string, kind: "casino" | "promotion" | "post") =>
        (await searchSite(handle.db, { q, kind })).groups[0]?.hits.map((hit) => hit.href) ?? [];
      const casino = await handle.db.selectFrom("casinos").select(["name", "slug"]).executeTakeFirstOrThrow();
      expect(await found(casino.name, "casino")).toContain(`/casino/${casino.slug}`);
      const post = await handle.db
        .selectFrom("blog_posts")
        .select(["title", "slug"])
        .where("is_published", "=", true)
        .executeTakeFirstOrThrow();
      expect((await found(post.title, "post")).some((href) => href.endsWith(post.slug))).toBe(true);
      const promotions = await searchSite(handle.db, { q: "bonus", kind: "promotion" });
      expect(promotions.groups[0]?.total).toBeGreaterThan(0);

      await handle.db
        .updateTable("casinos")
        .set({ name: "Zeytin Dalı Casino" })
        .where("slug", "=", casino.slug)
        .execute();
      expect(await found("zeytin dali", "casino")).toEqual([`/casino/${casino.slug}`]);
    });

    it("adds the ranked lists (0019) to a database that holds the demo content, whose casinos and promotions they can hold", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0019-ranked-lists");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      const seeded = await seedDemoContent(handle.db, { uploadsDir: uploads.path });
      expect(seeded.seeded).toBe(true);
      expect(seeded.counts.ranked_lists).toBeUndefined();

      expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0019-ranked-lists");
      const [casino, promotion] = await Promise.all([
        handle.db.selectFrom("casinos").select("id").orderBy("name").executeTakeFirstOrThrow(),
        handle.db.selectFrom("promotions").select("id").orderBy("title").executeTakeFirstOrThrow(),
      ]);
      const listId = crypto.randomUUID();
      await handle.db.insertInto("ranked_lists").values({ id: listId, title: "Liste", slug: "liste" }).execute();
      const list = await handle.db.selectFrom("ranked_lists").selectAll().executeTakeFirstOrThrow();
      expect(list).toMatchObject({ intro: "", is_active: true, reviewed_at: null, seo_title: null });
      const item = (position: number, target: { casino_id?: string; promotion_id?: string }) => ({
        id: crypto.randomUUID(),
        list_id: listId,
        position,
        casino_id: target.casino_id ?? null,
        promotion_id: target.promotion_id ?? null,
        note: "",
      });
      await handle.db
        .insertInto("ranked_list_items")
        .values([item(1, { casino_id: casino.id }), item(2, { promotion_id: promotion.id })])
        .execute();
      // Exactly one target per place, and one place per position.
      await expect(handle.db.insertInto("ranked_list_items").values(item(3, {})).execute()).rejects.toThrow();
      await expect(
        handle.db
          .insertInto("ranked_list_items")
          .values(item(4, { casino_id: casino.id, promotion_id: promotion.id }))
          .execute(),
      ).rejects.toThrow();
      await expect(
        handle.db
          .insertInto("ranked_list_items")
          .values(item(1, { casino_id: casino.id }))
          .execute(),
      ).rejects.toThrow();
      // A deleted promotion leaves the list; a deleted list takes its places with it.
      await handle.db.deleteFrom("promotions").where("id", "=", promotion.id).execute();
      expect(await handle.db.selectFrom("ranked_list_items").select("position").execute()).toEqual([{ position: 1 }]);
      await handle.db.deleteFrom("ranked_lists").where("id", "=", listId).execute();
      expect(await handle.db.selectFrom("ranked_list_items").select("id").execute()).toEqual([]);
    });

    it("0039 registers every local image the demo content points at in the media library", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0039-media-library");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
      const post = await handle.db.selectFrom("blog_posts").select(["id", "content"]).executeTakeFirstOrThrow();
      await handle.db
        .updateTable("blog_posts")
        .set({ content: `${post.content}<p><img src="/uploads/blog_1_abc.png" alt=""></p>` })
        .where("id", "=", post.id)
        .execute();

      expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0039-media-library");
      const media = await handle.db.selectFrom("media").select(["url", "file_name", "alt_text"]).execute();
      const promotions = await handle.db.selectFrom("promotions").select("image_url").execute();
      const expected = new Set([
        ...promotions.map((row) => row.image_url).filter((url): url is string => url?.startsWith("/uploads/") ?? false),
        "/uploads/blog_1_abc.png",
      ]);
      const urls = new Set(media.map((row) => row.url));
      for (const url of expected) expect(urls).toContain(url);
      expect(media.length).toBe(urls.size);
      expect(media.find((row) => row.url === "/uploads/blog_1_abc.png")).toEqual({
        url: "/uploads/blog_1_abc.png",
        file_name: "blog_1_abc.png",
        alt_text: "",
      });
    });

    for (const migration of INDEX_MIGRATIONS) {
      it(`adds the indexes of ${migration.name} to a database that holds the demo content, keeping it`, async () => {
        const handle = await emptyDatabase();
        const through = await createMigrator(handle.authDb, handle.engine).migrateTo(
          migrationBefore(handle.engine, migration.name),
        );
        expect(through.error).toBeUndefined();
        const uploads = createTempDir();
        cleanups.push(async () => uploads.remove());
        expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
        expect(await indexNames(handle)).not.toEqual(expect.arrayContaining([...migration.indexes]));

        expect(await migrateToLatest(handle.authDb, handle.engine)).toContain(migration.name);
        expect(await indexNames(handle)).toEqual(expect.arrayContaining([...migration.indexes]));
        const promotions = await handle.db
          .selectFrom("promotions")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        expect(Number(promotions.n)).toBeGreaterThan(0);
      });
    }

    it.skipIf(engine.name !== "SQLite")(
      "0042 indexes every listed table's folded search text by trigrams, and its triggers keep the index in step",
      async () => {
        const handle = await emptyDatabase();
        const before = migrationBefore(handle.engine, "0042-admin-search-trigram-index");
        expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
        const uploads = createTempDir();
        cleanups.push(async () => uploads.remove());
        expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
        expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0042-admin-search-trigram-index");
        const { db } = handle;
        const tables = [
          "casinos",
          "promotions",
          "blog_posts",
          "promotion_categories",
          "splash_ads",
          "promotion_comments",
        ] as const;
        /** The table's (rowid, search_folded) and its trigram index's, each sorted: equal when in step. */
        const sides = async (table: string) => {
          const read = async (from: string) =>
            (
              await sql<{ rowid: number; text: string }>`select rowid, search_folded as text from ${sql.table(from)}
                order by rowid`.execute(db)
            ).rows.map((row) => `${row.rowid}:${row.text}`);
          return { table: await read(table), index: await read(`${table}_search_trigram`) };
        };
        for (const table of tables) {
          const { table: rows, index } = await sides(table);
          if (table !== "promotion_comments" && table !== "splash_ads") expect(rows.length, table).toBeGreaterThan(0);
          expect(index, table).toEqual(rows);
        }

        // An insert (filled in by 0022's trigger after it), a casino's new name (rewrites its promotions' text), a
        // delete: the index follows each, and a substring of three characters finds the row through it.
        const casino = await db.selectFrom("casinos").select(["id", "name"]).executeTakeFirstOrThrow();
        await db
          .insertInto("promotions")
          .values({ id: crypto.randomUUID(), title: "Zümrüt Çarkı", slug: "zumrut-carki", casino_id: casino.id })
          .execute();
        await db.updateTable("casinos").set({ name: "Yakamoz Şans" }).where("id", "=", casino.id).execute();
        const deleted = await db.selectFrom("blog_posts").select("id").executeTakeFirstOrThrow();
        await db.deleteFrom("blog_posts").where("id", "=", deleted.id).execute();
        for (const table of tables) {
          const { table: rows, index } = await sides(table);
          expect(index, table).toEqual(rows);
        }
        const found = await sql<{ title: string }>`select title from promotions where rowid in
          (select rowid from promotions_search_trigram where promotions_search_trigram match '"mrut ca"')`.execute(db);
        expect(found.rows.map((row) => row.title)).toEqual(["Zümrüt Çarkı"]);
        const renamed = await sql<{ n: number }>`select count(*) as n from promotions_search_trigram
          where promotions_search_trigram match '"yakamoz sans"'`.execute(db);
        const ofCasino = await db
          .selectFrom("promotions")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("casino_id", "=", casino.id)
          .executeTakeFirstOrThrow();
        expect(Number(renamed.rows[0]?.n)).toBe(Number(ofCasino.n));
      },
    );

    it("0022 fills the folded search and sort columns of the demo content, and its triggers keep them current", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0022-folded-list-columns");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
      await sql`insert into not_found_log (path, hits) values ('/eski-bir', 3), ('/eski-iki', 1)`.execute(handle.db);
      expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0022-folded-list-columns");
      const { db } = handle;

      // The 404 log's rows have ids now, each its own, and a row inserted without one gets one.
      await db.insertInto("not_found_log").values({ path: "/eski-uc" }).execute();
      const logIds = (await db.selectFrom("not_found_log").select("id").execute()).map((row) => row.id);
      expect(logIds).toHaveLength(3);
      expect(new Set(logIds).size).toBe(3);
      expect(logIds.every((id) => isUuid(id))).toBe(true);

      for (const table of ["promotions", "blog_posts", "casinos", "promotion_categories", "splash_ads"] as const) {
        const unfilled = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .where((eb) => eb.or([eb("search_folded", "=", ""), eb("sort_folded", "=", "")]))
          .executeTakeFirstOrThrow();
        expect(Number(unfilled.n), table).toBe(0);
      }
      const promotion = await db
        .selectFrom("promotions as p")
        .innerJoin("casinos as c", "c.id", "p.casino_id")
        .select(["p.id", "p.title", "p.sort_folded", "p.search_folded", "c.id as casino_id", "c.name as casino_name"])
        .executeTakeFirstOrThrow();
      expect(promotion.sort_folded).toBe(foldTurkish(promotion.title));
      expect(promotion.search_folded.split("\n")).toContain(foldTurkish(promotion.casino_name));

      // Every write keeps them current: an insert, an update of a source field, a casino's new name.
      const id = crypto.randomUUID();
      await db
        .insertInto("promotions")
        .values({
          id,
          title: "ÇILGIN İkram",
          slug: `cilgin-${id}`,
          casino_id: promotion.casino_id,
          promotion_code: "ŞANS",
        })
        .execute();
      const folded = () =>
        db
          .selectFrom("promotions")
          .select(["sort_folded", "search_folded"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
      expect(await folded()).toEqual({
        sort_folded: "cilgin ikram",
        search_folded: `cilgin ikram\nsans\n${foldTurkish(promotion.casino_name)}`,
      });
      await db
        .updateTable("promotions")
        .set({ title: "Öğle Bonusu", promotion_code: null })
        .where("id", "=", id)
        .execute();
      await db.updateTable("casinos").set({ name: "Yeni Işık" }).where("id", "=", promotion.casino_id).execute();
      expect(await folded()).toEqual({ sort_folded: "ogle bonusu", search_folded: "ogle bonusu\n\nyeni isik" });
      await db.updateTable("promotions").set({ is_active: false }).where("id", "=", id).execute();
      expect((await folded()).sort_folded).toBe("ogle bonusu");
      // Each of the other lists' rows too, from its first insert.
      await db
        .insertInto("casinos")
        .values({ id: crypto.randomUUID(), name: "Şans Kapısı", slug: "sans-kapisi", url: "https://Ş.example" })
        .execute();
      expect(
        await db
          .selectFrom("casinos")
          .select(["sort_folded", "search_folded"])
          .where("slug", "=", "sans-kapisi")
          .executeTakeFirst(),
      ).toEqual({ sort_folded: "sans kapisi", search_folded: "sans kapisi\nhttps://s.example" });
      expect((await folded()).sort_folded).toBe("ogle bonusu");

      if (handle.engine === "postgres") {
        // The trigram index is there whenever this server can give pg_trgm; without it the search works, unindexed.
        expect((await indexNames(handle)).includes("promotions_search_folded_trgm_idx")).toBe(await offersTrigrams(db));
      }
    });

    it("0025 fills the comments' folded search text of the demo content, and its trigger keeps it current", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0025-comment-search-column");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
      expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0025-comment-search-column");
      const { db } = handle;

      const comments = await db
        .selectFrom("promotion_comments")
        .select(["user_name", "comment", "search_folded"])
        .execute();
      expect(comments.length).toBeGreaterThan(0);
      for (const comment of comments) {
        expect(comment.search_folded).toBe(`${foldTurkish(comment.user_name)}\n${foldTurkish(comment.comment)}`);
      }
      const promotion = await db.selectFrom("promotions").select("id").executeTakeFirstOrThrow();
      const id = crypto.randomUUID();
      await db
        .insertInto("promotion_comments")
        .values({ id, promotion_id: promotion.id, user_name: "İLKER", comment: "Çok IŞIKLI", rating: 5 })
        .execute();
      const folded = async () =>
        (
          await db
            .selectFrom("promotion_comments")
            .select("search_folded")
            .where("id", "=", id)
            .executeTakeFirstOrThrow()
        ).search_folded;
      expect(await folded()).toBe("ilker\ncok isikli");
      await db.updateTable("promotion_comments").set({ comment: "Güzel Ödül" }).where("id", "=", id).execute();
      expect(await folded()).toBe("ilker\nguzel odul");
      await db.updateTable("promotion_comments").set({ status: "approved" }).where("id", "=", id).execute();
      expect(await folded()).toBe("ilker\nguzel odul");

      if (handle.engine === "postgres") {
        expect((await indexNames(handle)).includes("promotion_comments_search_folded_trgm_idx")).toBe(
          await offersTrigrams(db),
        );
      }
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

    it("0028 sums the clicks recorded so far into daily counts per item by Istanbul day, and makes a visitor count once", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0028-click-day-aggregates");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
      const [promotion, casino] = await Promise.all([
        handle.db.selectFrom("promotions").select("id").orderBy("title").executeTakeFirstOrThrow(),
        handle.db.selectFrom("casinos").select("id").orderBy("name").executeTakeFirstOrThrow(),
      ]);
      const click = (target: { promotion_id?: string; casino_id?: string }, at: string) => ({
        id: crypto.randomUUID(),
        promotion_id: target.promotion_id ?? null,
        casino_id: target.casino_id ?? null,
        created_at: at,
      });
      // 22:30 UTC is already the next day in Istanbul (UTC+3).
      // biome-ignore lint/suspicious/noExplicitAny: the rows as the schema before 0028 had them
      await (handle.authDb as any)
        .insertInto("outbound_clicks")
        .values([
          click({ promotion_id: promotion.id }, "2026-03-01T10:00:00.000Z"),
          click({ promotion_id: promotion.id }, "2026-03-01T20:59:00.000Z"),
          click({ promotion_id: promotion.id }, "2026-03-01T22:30:00.000Z"),
          click({ casino_id: casino.id }, "2026-03-02T08:00:00.000Z"),
        ])
        .execute();
      expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0028-click-day-aggregates");
      const days = await handle.db
        .selectFrom("outbound_click_days")
        .select(["kind", "item_id", "day", "clicks"])
        .orderBy("kind")
        .orderBy("day")
        .execute();
      expect(days.map((row) => ({ ...row, clicks: Number(row.clicks) }))).toEqual([
        { kind: "casino", item_id: casino.id, day: "2026-03-02", clicks: 1 },
        { kind: "promotion", item_id: promotion.id, day: "2026-03-01", clicks: 2 },
        { kind: "promotion", item_id: promotion.id, day: "2026-03-02", clicks: 1 },
      ]);
      const visitor = { ...click({ promotion_id: promotion.id }, new Date().toISOString()), visitor: "ziyaretci" };
      await handle.db.insertInto("outbound_clicks").values(visitor).execute();
      await expect(
        handle.db
          .insertInto("outbound_clicks")
          .values({ ...visitor, id: crypto.randomUUID() })
          .execute(),
      ).rejects.toThrow();
    });

    it("0040 rolls the offers' daily counts up per month and per kind and day, and its triggers keep them in step", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0040-offer-count-rollups");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const day = (kind: "promotion" | "casino", item_id: string, day: string) => ({ kind, item_id, day });
      await handle.db
        .insertInto("outbound_click_days")
        .values([
          { ...day("casino", "k1", "2026-09-30"), clicks: 2 },
          { ...day("casino", "k1", "2026-10-01"), clicks: 3 },
          { ...day("casino", "k1", "2026-10-31"), clicks: 4 },
          { ...day("casino", "k2", "2026-10-01"), clicks: 5 },
          { ...day("promotion", "p1", "2026-10-01"), clicks: 6 },
        ])
        .execute();
      await handle.db
        .insertInto("offer_view_days")
        .values([{ ...day("casino", "k1", "2026-10-15"), views: 9 }])
        .execute();
      const through = await createMigrator(handle.authDb, handle.engine).migrateTo("0040-offer-count-rollups");
      expect(through.error).toBeUndefined();
      expect(through.results?.map((result) => result.migrationName)).toEqual(["0040-offer-count-rollups"]);
      const months = async () =>
        (
          await handle.db
            .selectFrom("outbound_click_months")
            .select(["kind", "item_id", "month", "clicks"])
            .orderBy("kind")
            .orderBy("item_id")
            .orderBy("month")
            .execute()
        ).map((row) => [row.kind, row.item_id, row.month, Number(row.clicks)]);
      const kindDays = async () =>
        (
          await handle.db
            .selectFrom("outbound_click_kind_days")
            .select(["kind", "day", "clicks"])
            .orderBy("kind")
            .orderBy("day")
            .execute()
        ).map((row) => [row.kind, row.day, Number(row.clicks)]);
      expect(await months()).toEqual([
        ["casino", "k1", "2026-09", 2],
        ["casino", "k1", "2026-10", 7],
        ["casino", "k2", "2026-10", 5],
        ["promotion", "p1", "2026-10", 6],
      ]);
      expect(await kindDays()).toEqual([
        ["casino", "2026-09-30", 2],
        ["casino", "2026-10-01", 8],
        ["casino", "2026-10-31", 4],
        ["promotion", "2026-10-01", 6],
      ]);
      expect(
        (await handle.db.selectFrom("offer_view_months").selectAll().execute()).map((row) => Number(row.views)),
      ).toEqual([9]);
      // The triggers: a count changed, a row deleted (its month and day rows go with the last daily row).
      await handle.db
        .updateTable("outbound_click_days")
        .set({ clicks: 10 })
        .where("item_id", "=", "k1")
        .where("day", "=", "2026-10-31")
        .execute();
      await handle.db
        .deleteFrom("outbound_click_days")
        .where("item_id", "=", "k1")
        .where("day", "=", "2026-09-30")
        .execute();
      expect(await months()).toEqual([
        ["casino", "k1", "2026-10", 13],
        ["casino", "k2", "2026-10", 5],
        ["promotion", "p1", "2026-10", 6],
      ]);
      expect(await kindDays()).toEqual([
        ["casino", "2026-10-01", 8],
        ["casino", "2026-10-31", 10],
        ["promotion", "2026-10-01", 6],
      ]);
    });

    it("0044: two flushes of overlapping offers' views at once both land and keep the roll-ups equal to the daily sums", async () => {
      const handle = await emptyDatabase();
      await migrateToLatest(handle.authDb, handle.engine);
      const { db } = handle;
      const items = Array.from({ length: 400 }, (_, i) => `k${String(i).padStart(3, "0")}`);
      // Each flush a different overlapping set of offers, in its own order: before 0044 the roll-up rows were locked
      // in the aggregate's order, so two such flushes on PostgreSQL could each wait for the other.
      const flush = (worker: number, round: number) => {
        const day = `2026-10-${String(round * 2 + worker + 1).padStart(2, "0")}`; // no daily row is shared
        // Sets of different sizes: a hash aggregate's order of the keys they share differs between them.
        const chosen = worker === 0 ? items : items.filter((_, i) => (i + round) % 9 === 0);
        const rows = (worker === 0 ? chosen : [...chosen].reverse()).map((item_id) => ({
          kind: "casino" as const,
          item_id,
          day,
          views: 1,
        }));
        return db.transaction().execute((trx) => trx.insertInto("offer_view_days").values(rows).execute());
      };
      for (let round = 0; round < 12; round++) await Promise.all([flush(0, round), flush(1, round)]);
      const months = await db
        .selectFrom("offer_view_months")
        .select(["item_id", "views"])
        .where("month", "=", "2026-10")
        .orderBy("item_id")
        .execute();
      const daily = await db
        .selectFrom("offer_view_days")
        .select(["item_id", (eb) => eb.fn.sum<number>("views").as("views")])
        .groupBy("item_id")
        .orderBy("item_id")
        .execute();
      expect(months.map((row) => [row.item_id, Number(row.views)])).toEqual(
        daily.map((row) => [row.item_id, Number(row.views)]),
      );
      expect(months.length).toBe(items.length);
    });

    it("0046 stores every existing promotion's folded title and short description, and moves PostgreSQL's trigram index onto it", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0046-promotion-listing-folded-column");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
      await migrateToLatest(handle.authDb, handle.engine);
      const rows = await handle.db
        .selectFrom("promotions")
        .select(["title", "description", "listing_folded"])
        .execute();
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) {
        expect(row.listing_folded).toBe(
          `${foldTurkish(row.title)}\n${foldTurkish(shortDescriptionOf(row.description))}`,
        );
      }
      const indexes = await indexNames(handle);
      expect(indexes).toEqual(
        expect.arrayContaining([
          "promotions_amount_order_idx",
          "promotions_expiry_order_idx",
          "promotions_wagering_order_idx",
        ]),
      );
      expect(indexes).not.toContain("promotions_listing_trgm_idx");
      if (handle.engine === "sqlite") expect(indexes).toContain("promotions_listing_counts_idx");
      if (handle.engine === "postgres" && (await offersTrigrams(handle.db))) {
        expect(indexes).toContain("promotions_listing_folded_trgm_idx");
      }
    });

    it("0048 gives every existing promotion its one- and two-character pieces on PostgreSQL, and SQLite's admin blog search its index", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0048-short-listing-queries-and-admin-blog-search");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
      await migrateToLatest(handle.authDb, handle.engine);
      if (handle.engine === "sqlite") {
        expect(await indexNames(handle)).toContain("blog_posts_admin_search_idx");
        return;
      }
      const rows = await sql<{ listing: string; grams: string[] | null }>`
        select p.listing_folded as listing, g.grams from promotions p
        left join promotion_listing_grams g on g.promotion_id = p.id`.execute(handle.db);
      expect(rows.rows.length).toBeGreaterThan(5);
      for (const { listing, grams } of rows.rows) {
        expect(grams, listing).toContain([...listing][0]);
        expect(grams, listing).toContain([...listing].slice(0, 2).join(""));
        expect(
          grams?.some((piece) => /\s/.test(piece)),
          listing,
        ).toBe(false);
      }
      expect(await indexNames(handle)).toContain("promotion_listing_grams_idx");
    });

    it("0049 lists every word of each kind's documents on PostgreSQL, and a write adds its new words without writing any listed word's row", async () => {
      const handle = await emptyDatabase();
      const before = migrationBefore(handle.engine, "0049-site-search-word-lists");
      expect((await createMigrator(handle.authDb, handle.engine).migrateTo(before)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(handle.db, { uploadsDir: uploads.path })).seeded).toBe(true);
      expect(await migrateToLatest(handle.authDb, handle.engine)).toContain("0049-site-search-word-lists");
      const casino = await handle.db.selectFrom("casinos").select(["id", "name", "slug"]).executeTakeFirstOrThrow();
      const found = async (q: string) =>
        (await searchSite(handle.db, { q, kind: "casino" })).groups[0]?.hits.map((hit) => hit.href) ?? [];
      expect(await found(casino.name)).toContain(`/casino/${casino.slug}`);
      if (handle.engine === "sqlite") return;

      /** The word list, and the words the documents hold now, each as "kind word". */
      const words = async () => {
        const kept = await sql<{ entry: string }>`
          select kind || ' ' || word as entry from search_words order by 1`.execute(handle.db);
        const held = await sql<{ entry: string }>`
          select distinct d.kind || ' ' || w.word as entry from search_documents d
          cross join unnest(tsvector_to_array(d.words)) as w(word) order by 1`.execute(handle.db);
        return { kept: kept.rows.map((r) => r.entry), held: held.rows.map((r) => r.entry) };
      };
      const filled = await words();
      expect(filled.kept.length).toBeGreaterThan(100);
      expect(filled.kept).toEqual(filled.held);

      // A listed word's row version: a write of a document that holds the word must leave it as it was.
      const version = async () =>
        (
          await sql<{ xmin: string }>`select xmin::text as xmin from search_words
            where kind = 'post' and word = 'bonus'`.execute(handle.db)
        ).rows[0]?.xmin;
      const bonusWord = await version();
      expect(bonusWord).toBeDefined();
      await handle.db
        .insertInto("blog_posts")
        .values(postRow({ title: "Bonus rehberi yeni yazı" }))
        .execute();
      expect(await version()).toBe(bonusWord);
      await handle.db.updateTable("casinos").set({ name: "Zeytin Dalı Casino" }).where("id", "=", casino.id).execute();
      const post = await handle.db.selectFrom("blog_posts").select("id").executeTakeFirstOrThrow();
      await handle.db.deleteFrom("blog_posts").where("id", "=", post.id).execute();
      const written = await words();
      expect(written.held.filter((entry) => !written.kept.includes(entry))).toEqual([]);
      expect(written.kept).toContain("casino zeytin");
      expect(await found("zeytin dal")).toEqual([`/casino/${casino.slug}`]);
      const options = await sql<{ options: string[] | null }>`select reloptions as options from pg_class
        where relname = 'search_documents_post_words_idx'`.execute(handle.db);
      expect(options.rows[0]?.options).toEqual(["fastupdate=off"]);
    });

    it("0050 gives the admin searches their covering indexes, and PostgreSQL's listing trigram indexes no pending list", async () => {
      const handle = await emptyDatabase();
      await migrateToLatest(handle.authDb, handle.engine);
      const indexes = await indexNames(handle);
      if (handle.engine === "sqlite") {
        expect(indexes).toContain("promotions_admin_search_idx");
        return;
      }
      expect(indexes).toEqual(expect.arrayContaining(["blog_posts_admin_search_idx", "blog_posts_long_search_idx"]));
      const options = await sql<{ name: string; options: string[] | null }>`
        select relname as name, reloptions as options from pg_class
        where relname in ('promotions_listing_folded_trgm_idx', 'promotion_listing_grams_idx')`.execute(handle.db);
      expect(options.rows.length).toBeGreaterThan(0);
      for (const row of options.rows) expect(row.options, row.name).toContain("fastupdate=off");
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
