import { describe, expect, it } from "vitest";
import { casinoRow, postRow, promotionRow, splashAdRow } from "../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../tests/support/databases.ts";
import { listPublishedPostsPage } from "../features/blog/blog.server.ts";
import { listPostsForAdmin } from "../features/blog/blog-admin.server.ts";
import { BLOG_LIST } from "../features/blog/blog-list.ts";
import { listCasinosForAdmin } from "../features/casinos/casino-admin.server.ts";
import { CASINO_LIST } from "../features/casinos/casino-list.ts";
import { listPromotionsForAdmin } from "../features/promotions/promotion-admin.server.ts";
import { PROMOTION_LIST } from "../features/promotions/promotion-list.ts";
import { listSplashAdsForAdmin } from "../features/splash-ads/splash-ad-admin.server.ts";
import { SPLASH_LIST } from "../features/splash-ads/splash-ad-list.ts";
import { ADMIN_LIST_PAGE_SIZE, activeTabs, readListPage } from "./list-page.server.ts";
import { listQueryOf } from "./list-query.ts";

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`readListPage with activeTabs on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const query = (tab: "tumu" | "aktif" | "pasif", page = 1) => ({ tab, page, direction: "artan" as const });

    it("counts every tab, reads one page of the chosen one in the list's direction, and pages by 20 unless told", async () => {
      const rows = Array.from({ length: 25 }, (_, i) =>
        splashAdRow({ title: `Reklam ${String(i).padStart(2, "0")}`, is_active: i % 5 !== 0 }),
      );
      await database.db.insertInto("splash_ads").values(rows).execute();
      const read = (request: { query: ReturnType<typeof query>; pageSize?: number }, column: string, table: string) =>
        readListPage(request, {
          filtered: database.db.selectFrom(`splash_ads as ${table}` as "splash_ads"),
          tabs: activeTabs(column),
          rows: (qb, direction) => qb.select("title").orderBy("title", direction).execute(),
          map: (row) => row.title,
        });

      const all = await read({ query: query("tumu") }, "is_active", "splash_ads");
      expect(all.counts).toEqual({ tumu: 25, aktif: 20, pasif: 5 });
      expect([all.rows.length, all.pageCount]).toEqual([ADMIN_LIST_PAGE_SIZE, 2]);
      expect(all.rows[0]).toBe("Reklam 00");

      // An aliased table's column, as categories name theirs ("pc.is_active").
      const passive = await read({ query: query("pasif") }, "s.is_active", "s");
      expect(passive.rows).toEqual(["Reklam 00", "Reklam 05", "Reklam 10", "Reklam 15", "Reklam 20"]);

      const second = await read({ query: query("aktif", 2), pageSize: 15 }, "is_active", "splash_ads");
      expect([second.page, second.pageCount, second.total, second.rows.length]).toEqual([2, 2, 20, 5]);
    });
  });
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`deep pages read from the nearer end on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const PAGE = 4;

    /** Every page of a list read one by one, past the last one included, joined: the whole list in order. */
    async function everyPage<Row>(read: (page: number) => Promise<{ rows: Row[]; pageCount: number }>) {
      const first = await read(1);
      const pages = [first.rows];
      for (let page = 2; page <= first.pageCount; page++) pages.push((await read(page)).rows);
      // A page past the end is the last page.
      expect((await read(first.pageCount + 5)).rows).toEqual(pages.at(-1));
      return { pages, count: first.pageCount };
    }

    it("gives each admin page the rows of the same page read whole, in both directions and every sort, ties and all", async () => {
      // 18 posts, by threes with the same creation time and view count: the id decides among them.
      const posts = Array.from({ length: 18 }, (_, i) => {
        const created = new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3))).toISOString();
        return postRow({ title: `Yazı ${i % 7}`, created_at: created, view_count: i % 4, is_published: i % 5 !== 0 });
      });
      await database.db.insertInto("blog_posts").values(posts).execute();
      for (const sort of ["olusturma", "baslik", "goruntulenme"] as const) {
        for (const direction of ["artan", "azalan"] as const) {
          for (const tab of ["tumu", "taslak"] as const) {
            const query = listQueryOf(BLOG_LIST, { sort, direction, tab });
            const whole = await listPostsForAdmin(database.db, { query, pageSize: 1000 });
            const ids = whole.rows.map((row) => row.id);
            const { pages, count } = await everyPage(async (page) => {
              const read = await listPostsForAdmin(database.db, { query: { ...query, page }, pageSize: PAGE });
              return { rows: read.rows.map((row) => row.id), pageCount: read.pageCount };
            });
            expect(count).toBe(Math.max(1, Math.ceil(ids.length / PAGE)));
            expect(pages).toEqual(Array.from({ length: count }, (_, i) => ids.slice(i * PAGE, (i + 1) * PAGE)));
          }
        }
      }
    });

    /** Every page of an admin list, in each sort, direction and tab, equals the slice of the whole list read at once. */
    async function expectPagesAreSlices<Sort extends string, Tab extends string>(
      sorts: readonly Sort[],
      tabs: readonly Tab[],
      read: (
        query: { sort: Sort; direction: "artan" | "azalan"; tab: Tab },
        page: number,
        pageSize: number,
      ) => Promise<{ rows: { id: string }[]; pageCount: number }>,
    ) {
      for (const sort of sorts) {
        for (const direction of ["artan", "azalan"] as const) {
          for (const tab of tabs) {
            const query = { sort, direction, tab };
            const ids = (await read(query, 1, 1000)).rows.map((row) => row.id);
            const { pages, count } = await everyPage(async (page) => {
              const result = await read(query, page, PAGE);
              return { rows: result.rows.map((row) => row.id), pageCount: result.pageCount };
            });
            expect(count).toBe(Math.max(1, Math.ceil(ids.length / PAGE)));
            expect({ query, pages }).toEqual({
              query,
              pages: Array.from({ length: count }, (_, i) => ids.slice(i * PAGE, (i + 1) * PAGE)),
            });
          }
        }
      }
    }

    it("gives each page of the casinos', promotions' and splash ads' admin lists the rows of the same page read whole", async () => {
      // By threes with the same creation time and a repeated name: the id decides among them.
      const created = (i: number) => new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3))).toISOString();
      const casinos = Array.from({ length: 14 }, (_, i) =>
        casinoRow({ name: `Casino ${i % 5}`, created_at: created(i) }),
      );
      await database.db.insertInto("casinos").values(casinos).execute();
      await database.db
        .insertInto("promotions")
        .values(
          Array.from({ length: 17 }, (_, i) =>
            promotionRow({
              title: `Bonus ${i % 6}`,
              casino_id: casinos[i % 4]?.id,
              created_at: created(i),
              is_active: i % 5 !== 0,
            }),
          ),
        )
        .execute();
      await database.db
        .insertInto("splash_ads")
        .values(
          Array.from({ length: 13 }, (_, i) =>
            splashAdRow({ title: `Reklam ${i % 4}`, created_at: created(i), is_active: i % 3 !== 0 }),
          ),
        )
        .execute();
      await expectPagesAreSlices(CASINO_LIST.sorts, CASINO_LIST.tabs, (query, page, pageSize) =>
        listCasinosForAdmin(database.db, {
          query: { ...listQueryOf(CASINO_LIST, query), page },
          pageSize,
        }),
      );
      await expectPagesAreSlices(PROMOTION_LIST.sorts, PROMOTION_LIST.tabs, (query, page, pageSize) =>
        listPromotionsForAdmin(database.db, {
          query: { ...listQueryOf(PROMOTION_LIST, query), page },
          pageSize,
        }),
      );
      await expectPagesAreSlices(SPLASH_LIST.sorts, SPLASH_LIST.tabs, (query, page, pageSize) =>
        listSplashAdsForAdmin(database.db, {
          query: { ...listQueryOf(SPLASH_LIST, query), page },
          pageSize,
        }),
      );
    });

    it("pages the public blog the same way, and after rows are deleted between two pages the last page is the new list's", async () => {
      const whole = async () => (await listPublishedPostsPage(database.db, { page: 1, pageSize: 1000 })).posts;
      const read = async (page: number) => {
        const result = await listPublishedPostsPage(database.db, { page, pageSize: PAGE });
        return { rows: result.posts, pageCount: result.pageCount };
      };
      const before = await whole();
      const { pages } = await everyPage(read);
      expect(pages.flat()).toEqual(before);
      expect(pages.at(-1)?.length).toBe(before.length % PAGE || PAGE);

      // A reader on page 2 while an editor deletes the two newest posts: the next pages are the new list's pages.
      const gone = before.slice(0, 2).map((post) => post.slug);
      await database.db.deleteFrom("blog_posts").where("slug", "in", gone).execute();
      const after = await whole();
      expect(after).toEqual(before.slice(2));
      const pageCount = Math.ceil(after.length / PAGE);
      for (const page of [2, pageCount - 1, pageCount]) {
        expect((await read(page)).rows).toEqual(after.slice((page - 1) * PAGE, page * PAGE));
      }
    });
  });
}
