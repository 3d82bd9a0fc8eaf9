import { describe, expect, it } from "vitest";
import { casinoRow, daysFrom, postRow, promotionRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import {
  findPublishedPost,
  listLatestPublishedPosts,
  listPublishedPostsPage,
  listRelatedPosts,
} from "./blog.server.ts";
import { authorLabel, postPath } from "./blog-paths.ts";
import { listDailyBonuses } from "./daily-bonuses.server.ts";

const NOW = new Date("2026-11-21T09:00:00.000Z");

describe("blog paths and labels", () => {
  it("links a post by its slug, or by its id when it has no slug", () => {
    expect(postPath({ id: "abc", slug: "bonus-rehberi" })).toBe("/blog/bonus-rehberi");
    expect(postPath({ id: "abc", slug: "" })).toBe("/blog/abc");
  });

  it("signs a post without an author with the site's editors", () => {
    expect(authorLabel(null, "Bonus Rehberi")).toBe("Bonus Rehberi Editörü");
    expect(authorLabel("   ", "Bonus Rehberi")).toBe("Bonus Rehberi Editörü");
    expect(authorLabel("Ayşe Yılmaz", "Bonus Rehberi")).toBe("Ayşe Yılmaz");
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`blog services on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it("finds a published post by slug, then by id, and never a draft", async () => {
      const published = postRow({ created_at: daysFrom(NOW, -1) });
      const draft = postRow({ is_published: false });
      await database.db.insertInto("blog_posts").values([published, draft]).execute();

      expect((await findPublishedPost(database.db, published.slug))?.id).toBe(published.id);
      expect((await findPublishedPost(database.db, published.id))?.slug).toBe(published.slug);
      expect(await findPublishedPost(database.db, draft.slug)).toBeNull();
      expect(await findPublishedPost(database.db, draft.id)).toBeNull();
    });

    it("prefers the slug when one post's slug equals another post's id", async () => {
      const target = postRow();
      const confusing = postRow({ slug: target.id });
      await database.db.insertInto("blog_posts").values([target, confusing]).execute();
      expect((await findPublishedPost(database.db, target.id))?.id).toBe(confusing.id);
    });

    it("answers unknown, malformed, SQL-like and huge keys with null, never an error", async () => {
      for (const key of ["yok-boyle-yazi", "", "' or 1=1 --", "<script>alert(1)</script>", "x".repeat(10_000)]) {
        expect(await findPublishedPost(database.db, key)).toBeNull();
      }
      expect(await findPublishedPost(database.db, crypto.randomUUID())).toBeNull();
    });

    it("lists up to three other published posts of the same category, newest first", async () => {
      const category = `Kategori ${crypto.randomUUID()}`;
      const post = postRow({ category, created_at: daysFrom(NOW, -10) });
      const older = postRow({ category, created_at: daysFrom(NOW, -9) });
      const newer = postRow({ category, created_at: daysFrom(NOW, -3) });
      const newest = postRow({ category, created_at: daysFrom(NOW, -1) });
      const oldest = postRow({ category, created_at: daysFrom(NOW, -20) });
      const draft = postRow({ category, is_published: false, created_at: daysFrom(NOW, 0) });
      const otherCategory = postRow({ category: `${category} 2`, created_at: daysFrom(NOW, 0) });
      await database.db
        .insertInto("blog_posts")
        .values([post, older, newer, newest, oldest, draft, otherCategory])
        .execute();

      const related = await listRelatedPosts(database.db, { id: post.id, category });
      expect(related.map((p) => p.id)).toEqual([newest.id, newer.id, older.id]);
      expect(await listRelatedPosts(database.db, { id: post.id, category: null })).toEqual([]);
    });

    it("pages through published posts newest first and clamps a page past the end", async () => {
      await database.db.deleteFrom("blog_posts").execute();
      const posts = Array.from({ length: 5 }, (_, i) => postRow({ created_at: daysFrom(NOW, -i) }));
      await database.db
        .insertInto("blog_posts")
        .values([...posts, postRow({ is_published: false })])
        .execute();

      const first = await listPublishedPostsPage(database.db, { page: 1, pageSize: 2 });
      expect(first).toMatchObject({ total: 5, page: 1, pageCount: 3 });
      expect(first.posts.map((p) => p.id)).toEqual([posts[0]?.id, posts[1]?.id]);
      const last = await listPublishedPostsPage(database.db, { page: 99, pageSize: 2 });
      expect(last.page).toBe(3);
      expect(last.posts.map((p) => p.id)).toEqual([posts[4]?.id]);
      expect((await listLatestPublishedPosts(database.db, 4)).map((p) => p.id)).toEqual(
        posts.slice(0, 4).map((p) => p.id),
      );
    });

    it("orders every public post list by publication time, so a draft written long ago and published today leads", async () => {
      await database.db.deleteFrom("blog_posts").execute();
      const category = "Sıralama";
      // Written 30 days ago, published by the daily queue today: the newest post for a reader.
      const queued = postRow({ category, created_at: daysFrom(NOW, -30), published_at: daysFrom(NOW, 0) });
      const recent = postRow({ category, created_at: daysFrom(NOW, -2), published_at: daysFrom(NOW, -2) });
      const older = postRow({ category, created_at: daysFrom(NOW, -5), published_at: daysFrom(NOW, -4) });
      const others = Array.from({ length: 3 }, (_, i) =>
        postRow({ created_at: daysFrom(NOW, -1), published_at: daysFrom(NOW, -6 - i) }),
      );
      const post = postRow({ category, created_at: daysFrom(NOW, -40), published_at: daysFrom(NOW, -40) });
      await database.db
        .insertInto("blog_posts")
        .values([queued, recent, older, ...others, post])
        .execute();

      const latest = (await listLatestPublishedPosts(database.db, 4)).map((p) => p.id);
      expect(latest).toEqual([queued.id, recent.id, older.id, others[0]?.id]);
      const page = await listPublishedPostsPage(database.db, { page: 1, pageSize: 3 });
      expect(page.posts.map((p) => p.id)).toEqual([queued.id, recent.id, older.id]);
      expect(page.posts.map((p) => p.publishedAt)).toEqual([daysFrom(NOW, 0), daysFrom(NOW, -2), daysFrom(NOW, -4)]);
      const related = await listRelatedPosts(database.db, { id: post.id, category });
      expect(related.map((p) => p.id)).toEqual([queued.id, recent.id, older.id]);
    });

    it("says there is nothing when no post is published", async () => {
      await database.db.deleteFrom("blog_posts").execute();
      expect(await listPublishedPostsPage(database.db, { page: 3, pageSize: 12 })).toEqual({
        posts: [],
        total: 0,
        page: 1,
        pageCount: 1,
      });
    });

    it("offers only active, unexpired promotions as the day's bonuses, newest first, ten at most", async () => {
      await database.db.deleteFrom("promotions").execute();
      const casino = casinoRow();
      await database.db.insertInto("casinos").values(casino).execute();
      const fresh = Array.from({ length: 11 }, (_, i) =>
        promotionRow({ casino_id: casino.id, created_at: daysFrom(NOW, -i), expiry_date: daysFrom(NOW, 5) }),
      );
      const standalone = promotionRow({ created_at: daysFrom(NOW, 1) });
      const expired = promotionRow({ created_at: daysFrom(NOW, 2), expiry_date: daysFrom(NOW, -1) });
      const inactive = promotionRow({ created_at: daysFrom(NOW, 3), is_active: false });
      await database.db
        .insertInto("promotions")
        .values([...fresh, standalone, expired, inactive])
        .execute();

      const bonuses = await listDailyBonuses(database.db, NOW);
      expect(bonuses).toHaveLength(10);
      expect(bonuses[0]).toMatchObject({ id: standalone.id, href: `/promotion/${standalone.id}`, casinoName: null });
      expect(bonuses[1]).toMatchObject({
        id: fresh[0]?.id,
        href: `/bonuslar/${casino.slug}/${fresh[0]?.slug}`,
        casinoName: casino.name,
      });
      expect(bonuses.map((b) => b.id)).not.toContain(expired.id);
      expect(bonuses.map((b) => b.id)).not.toContain(inactive.id);
    });
  });
}
