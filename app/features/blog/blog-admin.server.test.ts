import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { recordingEvents } from "../../../tests/support/content-events.ts";
import { BLOG_BODY, blogPostInput, postRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { explainQuery, recordingQueries } from "../../../tests/support/recorded-queries.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { slugify } from "../../utils/slug.ts";
import { foldTurkish } from "../../utils/turkish-fold.ts";
import { trigramSearchOf } from "../admin-lists/public.server.ts";
import {
  type BlogAdminServices,
  createPost,
  deletePost,
  getPostForEdit,
  listPostCategories,
  listPostsForAdmin,
  setPostPublished,
  updatePost,
} from "./blog-admin.server.ts";
import { BLOG_LIST } from "./blog-list.ts";

const SITE_URL = "https://bonus.example";
const T0 = new Date("2026-11-21T09:00:00.000Z");
const T1 = new Date("2026-11-22T10:30:00.000Z");
const T2 = new Date("2026-11-23T11:45:00.000Z");
const BODY = BLOG_BODY;

const input = blogPostInput;

async function expectNotFound(promise: Promise<unknown>) {
  expect((await serviceRejection(promise)).code).toBe("not_found");
}

const BAD_IDS = [
  crypto.randomUUID(),
  "yok",
  "",
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "x".repeat(10_000),
  "00000000-0000-0000-0000-00000000000g",
];

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`blog admin services on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    let services: BlogAdminServices;
    const changes: ContentChange[] = [];

    beforeAll(async () => {
      const events = recordingEvents(changes);
      services = {
        db: database.db,
        events,
        logger: createLogger("silent"),
        // A given SESSION_SECRET means loadConfig writes nothing to DATA_DIR.
        config: loadConfig({ DATA_DIR: "./data-unused", SITE_URL, SESSION_SECRET: "s".repeat(32) }),
      };
    });

    it("searches the folded text as a substring, through the trigram index (a few matches or most rows) or not, as a row-by-row check would", async () => {
      const { db } = database;
      const titles = [
        "Çılgın Cuma Bonusu",
        "ÇILGIN cumartesi",
        "Hoş Geldin %100 Bonus",
        'Tırnaklı "özel" teklif',
        "Alt_çizgi ve 50! ünlem",
        "İstanbul Işıkları",
        "Kısa ab",
      ];
      await db
        .insertInto("blog_posts")
        .values(titles.map((title) => postRow({ title, slug: `arama-${slugify(title)}`, category: "Arama" })))
        .execute();
      // Forty more (a third of them drafts), so that a search found in a few rows is sparse and one found in most is dense.
      await db
        .insertInto("blog_posts")
        .values(
          Array.from({ length: 40 }, (_, i) =>
            postRow({ title: `Dolgu ${i}`, slug: `dolgu-${i}`, category: "Dolgu", is_published: i % 3 !== 0 }),
          ),
        )
        .execute();
      if (engine.name === "SQLite") {
        expect((await trigramSearchOf(db, "blog_posts", "dolgu"))?.dense).toBe(true);
        expect((await trigramSearchOf(db, "blog_posts", "cilgin"))?.dense).toBe(false);
      }
      const stored = await db.selectFrom("blog_posts").select(["id", "search_folded"]).execute();
      for (const q of [
        "cilgin",
        "ILGIN CU",
        "cuma",
        "%100",
        "%",
        '"ozel"',
        "_c",
        "0! u",
        "istanbul isik",
        "ab",
        "a",
        "yok-boyle-bir-sey",
        "arama-",
        "dolgu",
        "olg",
      ]) {
        const page = await listPostsForAdmin(db, { query: listQueryOf(BLOG_LIST, { search: q }), pageSize: 100 });
        const expected = stored.filter((row) => row.search_folded.includes(foldTurkish(q))).map((row) => row.id);
        expect(page.rows.map((row) => row.id).sort(), q).toEqual(expected.sort());
        expect(page.total, q).toBe(expected.length);
      }
      // In pages of five a dense search's or a short query's pages (each order, each tab) are the same posts, in the
      // same order, as one page of them all: in the default order every page walks the index that carries the text;
      // in another an early page walks the order with the LIKE and a later one reads the trigram index's matches.
      for (const search of ["dolgu", "o"]) {
        for (const sort of ["olusturma", "baslik"] as const) {
          for (const tab of ["tumu", "taslak"] as const) {
            const all = await listPostsForAdmin(db, {
              query: listQueryOf(BLOG_LIST, { search, tab, sort }),
              pageSize: 100,
            });
            expect(all.total, `${search} ${sort} ${tab}`).toBeGreaterThan(5);
            const paged: string[] = [];
            for (let page = 1; page <= all.pageCount * 20; page++) {
              const read = await listPostsForAdmin(db, {
                query: listQueryOf(BLOG_LIST, { search, tab, sort, page }),
                pageSize: 5,
              });
              expect(read.counts, `${search} ${sort} ${tab} ${page}`).toEqual(all.counts);
              if (read.page < page) break;
              paged.push(...read.rows.map((row) => row.id));
            }
            expect(paged, `${search} ${sort} ${tab}`).toEqual(all.rows.map((row) => row.id));
          }
        }
      }
    });

    it.skipIf(engine.name !== "SQLite")(
      "counts a dense or short search's posts over the entries of the index that carries the searched text, not over the posts' rows, on SQLite",
      async () => {
        const { db } = database;
        const plan = await sql<{ detail: string }>`explain query plan
          select count(*), sum(case when is_published = 1 then 1 else 0 end) from blog_posts
          where search_folded like ${"%dolgu%"} escape '!'`.execute(db);
        expect(plan.rows.map((row) => row.detail).join("\n")).toContain("COVERING INDEX blog_posts_admin_search_idx");
        const page = await sql<{ detail: string }>`explain query plan
          select id, title from blog_posts where search_folded like ${"%dolgu%"} escape '!'
          order by created_at desc, id desc limit 20 offset 40`.execute(db);
        const detail = page.rows.map((row) => row.detail).join("\n");
        expect(detail).toContain("blog_posts_admin_search_idx");
        expect(detail).not.toContain("TEMP B-TREE");
      },
    );

    it.skipIf(engine.name !== "PostgreSQL")(
      "counts a search's posts over the entries of the index that carries the searched text, and a post whose text is too long for it through its own index, on PostgreSQL",
      async () => {
        const { db } = database;
        const word = `kapsam${crypto.randomUUID().slice(0, 6)}`;
        const long = postRow({ title: `${"çok uzun başlık ".repeat(150)}${word}`, is_published: false });
        await db
          .insertInto("blog_posts")
          .values([postRow({ title: `Kısa ${word}` }), postRow({ title: `İkinci ${word}` }), long])
          .execute();
        const recorded = recordingQueries(db);
        const page = await listPostsForAdmin(recorded.db, { query: listQueryOf(BLOG_LIST, { search: word }) });
        expect(page.counts).toEqual({ tumu: 3, yayinda: 2, taslak: 1 });
        expect(page.rows.map((row) => row.id)).toContain(long.id);
        const counted = recorded.queries.find((query) => query.sql.includes("union all"));
        expect(counted).toBeDefined();
        if (!counted) return;
        // The table here is tiny: the planner is kept from reading it whole or through the trigram index.
        const plan = await db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_bitmapscan = off`.execute(trx);
          return explainQuery<{ "QUERY PLAN": string }>(trx, counted, "explain");
        });
        const detail = plan.map((row) => row["QUERY PLAN"]).join("\n");
        expect(detail).toContain("Index Only Scan using blog_posts_admin_search_idx");
        expect(detail).toContain("blog_posts_long_search_idx");
      },
    );

    it("saves a new post as a draft with no publish date, zero views, not indexed, and announces it", async () => {
      changes.length = 0;
      const { id } = await createPost(services, input({ imageUrl: "/uploads/blog/resim.webp" }), T0);
      const post = await getPostForEdit(database.db, id);
      expect(post).toMatchObject({
        isPublished: false,
        publishedAt: null,
        viewCount: 0,
        indexed: false,
        imageUrl: "/uploads/blog/resim.webp",
        seoTitle: null,
        seoDescription: null,
        seoKeywords: null,
        createdAt: T0.toISOString(),
        updatedAt: T0.toISOString(),
      });
      expect(changes).toEqual([{ kind: "blog", id }]);
    });

    it("makes the slug from the title, Turkish letters mapped, when the slug is left empty", async () => {
      const unique = crypto.randomUUID().slice(0, 8);
      const { slug } = await createPost(services, input({ title: `Şans Oyunlarında İlk Adım ${unique}` }));
      expect(slug).toBe(`sans-oyunlarinda-ilk-adim-${unique}`);
    });

    it("gives a clashing slug the next free suffix -2, -3, and keeps suffixed slugs within 80 characters", async () => {
      const title = `Aynı Başlık ${crypto.randomUUID().slice(0, 8)}`;
      const slugs = [];
      for (let i = 0; i < 3; i++) slugs.push((await createPost(services, input({ title }))).slug);
      const base = slugs[0];
      expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);

      const long = `${crypto.randomUUID()} ${"uzun başlık ".repeat(15)}`.slice(0, 200);
      const first = await createPost(services, input({ title: long }));
      const second = await createPost(services, input({ title: long }));
      expect(first.slug.length).toBeLessThanOrEqual(80);
      expect(second.slug.length).toBeLessThanOrEqual(80);
      expect(second.slug).toMatch(/-2$/);
      expect(second.slug).not.toBe(first.slug);
    });

    it("gives posts saved at the same moment with the same title distinct slugs (the unique index decides)", async () => {
      const title = `Aynı Anda ${crypto.randomUUID().slice(0, 8)}`;
      const saved = await Promise.all([1, 2, 3, 4].map(() => createPost(services, input({ title }))));
      const slugs = saved.map((s) => s.slug).sort();
      expect(new Set(slugs).size).toBe(4);
      expect(slugs[0]).toBe(slugify(title));
    });

    it("normalises a typed slug with slugify() and suffixes it when taken", async () => {
      const unique = crypto.randomUUID().slice(0, 8);
      const a = await createPost(services, input({ slug: `Özel Adres ${unique}!` }));
      const b = await createPost(services, input({ slug: `ozel-adres-${unique}` }));
      expect(a.slug).toBe(`ozel-adres-${unique}`);
      expect(b.slug).toBe(`ozel-adres-${unique}-2`);
    });

    it("keeps an underscore in a typed slug (spec 1 §5: word characters stay) and suffixes it when taken", async () => {
      const unique = crypto.randomUUID().slice(0, 8);
      const a = await createPost(services, input({ slug: `vip_kulup ${unique}` }));
      const b = await createPost(services, input({ slug: `vip_kulup-${unique}` }));
      expect(a.slug).toBe(`vip_kulup-${unique}`);
      expect(b.slug).toBe(`vip_kulup-${unique}-2`);
    });

    it("sanitises the content on save: scripts, handlers and javascript: links are gone, text stays", async () => {
      const dirty = `<p onclick="steal()">Güvenli metin burada duruyor ve yeterince uzun bir paragraf oluyor.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bağlantı</a>`;
      const { id } = await createPost(services, input({ content: dirty }));
      const { content } = await getPostForEdit(database.db, id);
      expect(content).toContain("Güvenli metin burada duruyor");
      expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
    });

    it("refuses content whose text is under 50 characters once sanitised, and writes nothing", async () => {
      const before = (await listPostsForAdmin(database.db, { query: listQueryOf(BLOG_LIST) })).total;
      const onlyScript = `<p>kısa</p><script>${"zararlı kod ".repeat(10)}</script>`;
      const error = await createPost(services, input({ content: onlyScript })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ field: "content", message: "İçerik en az 50 karakter olmalıdır" });
      expect((await listPostsForAdmin(database.db, { query: listQueryOf(BLOG_LIST) })).total).toBe(before);
    });

    it("parses its input again: a too-short title is refused with the spec's message and nothing is written", async () => {
      const before = (await listPostsForAdmin(database.db, { query: listQueryOf(BLOG_LIST) })).total;
      const error = await createPost(services, input({ title: "a" })).catch((e: unknown) => e);
      expect(error).toMatchObject({ field: "title", message: "Blog başlığı en az 2 karakter olmalıdır" });
      expect((await listPostsForAdmin(database.db, { query: listQueryOf(BLOG_LIST) })).total).toBe(before);
    });

    it("updates the fields and updated_at, never the publish status or the dates it owns", async () => {
      const { id } = await createPost(services, input(), T0);
      const published = await setPostPublished(services, id, true, { now: T1 });
      await published.indexing;
      changes.length = 0;

      const { slug } = await updatePost(
        services,
        id,
        input({ title: "Yeni Başlık Burada", slug: "", seoTitle: "SEO başlığı", content: `${BODY}<p>Ek</p>` }),
        T2,
      );
      const post = await getPostForEdit(database.db, id);
      expect(post).toMatchObject({
        title: "Yeni Başlık Burada",
        seoTitle: "SEO başlığı",
        isPublished: true,
        publishedAt: T1.toISOString(),
        createdAt: T0.toISOString(),
        updatedAt: T2.toISOString(),
      });
      expect(slug).toMatch(/^yeni-baslik-burada(-\d+)?$/);
      expect(changes).toEqual([{ kind: "blog", id }]);

      const draft = await createPost(services, input(), T0);
      await updatePost(services, draft.id, input({ title: "Taslak kalır mı" }), T2);
      expect(await getPostForEdit(database.db, draft.id)).toMatchObject({ isPublished: false, publishedAt: null });
    });

    it("keeps a post's own slug on update without suffixing it against itself", async () => {
      const created = await createPost(services, input());
      const updated = await updatePost(services, created.id, input({ slug: created.slug, title: "Başka başlık" }));
      expect(updated.slug).toBe(created.slug);
      const other = await createPost(services, input());
      const moved = await updatePost(services, other.id, input({ slug: created.slug }));
      expect(moved.slug).toBe(`${created.slug}-2`);
    });

    it("a published post's new slug leaves a 301 written with the save; a draft's or a refused save's leaves none", async () => {
      const redirectFrom = async (slug: string) =>
        (await database.db
          .selectFrom("redirects")
          .select(["to_path", "status_code"])
          .where("from_path", "=", `/blog/${slug}`)
          .executeTakeFirst()) ?? null;
      const draft = await createPost(services, input());
      const movedDraft = await updatePost(services, draft.id, input({ slug: `${draft.slug}-taslak` }));
      expect(await redirectFrom(draft.slug)).toBeNull();

      const post = await createPost(services, input());
      await setPostPublished(services, post.id, true);
      const opened = await getPostForEdit(database.db, post.id);
      const author = { id: "yonetici-1", name: "Yönetici" };
      // Versions are updated_at to the millisecond: the move is a second later, so that a fast run's move cannot share
      // the publish's millisecond and leave the opened version current.
      const later = Date.parse(opened?.updatedAt ?? "") + 1_000;
      const moved = await updatePost(services, post.id, input({ slug: `${post.slug}-yeni` }), new Date(later), {
        author,
      });
      expect(await redirectFrom(post.slug)).toEqual({ to_path: `/blog/${moved.slug}`, status_code: 301 });

      // A save over a newer version is refused in the same transaction: its slug and its redirect are not kept.
      const stale = updatePost(
        services,
        post.id,
        input({ slug: `${post.slug}-eski-surum`, title: "Bayat" }),
        new Date(later + 1_000),
        {
          author,
          expectedVersion: opened?.updatedAt ?? null,
        },
      );
      await expect(stale).rejects.toMatchObject({ code: "conflict" });
      expect(await redirectFrom(moved.slug)).toBeNull();
      expect((await getPostForEdit(database.db, post.id))?.slug).toBe(moved.slug);
      expect(movedDraft.slug).toBe(`${draft.slug}-taslak`);
    });

    it("publishes with published_at now, submits SITE_URL/blog/{slug} and marks it indexed on success", async () => {
      const { id, slug } = await createPost(services, input(), T0);
      const submitted: string[] = [];
      changes.length = 0;
      const change = await setPostPublished(services, id, true, {
        now: T1,
        submitUrl: async (url) => {
          submitted.push(url);
          return true;
        },
      });
      expect(await change.indexing).toBe(true);
      expect(submitted).toEqual([`${SITE_URL}/blog/${slug}`]);
      expect(await getPostForEdit(database.db, id)).toMatchObject({
        isPublished: true,
        publishedAt: T1.toISOString(),
        updatedAt: T1.toISOString(),
        indexed: true,
      });
      expect(changes).toEqual([{ kind: "blog", id }]);
    });

    it("reports success without a key (indexing switched off) and marks the post indexed", async () => {
      const { id } = await createPost(services, input());
      const change = await setPostPublished(services, id, true);
      expect(await change.indexing).toBe(true);
      expect((await getPostForEdit(database.db, id)).indexed).toBe(true);
    });

    it("keeps the publish when indexing fails or throws, and leaves indexed false", async () => {
      const failing = await createPost(services, input());
      const refused = await setPostPublished(services, failing.id, true, { submitUrl: async () => false });
      expect(await refused.indexing).toBe(false);
      expect(await getPostForEdit(database.db, failing.id)).toMatchObject({ isPublished: true, indexed: false });

      const throwing = await createPost(services, input());
      const broken = await setPostPublished(services, throwing.id, true, {
        submitUrl: () => Promise.reject(new Error("ağ yok")),
      });
      expect(await broken.indexing).toBe(false);
      expect(await getPostForEdit(database.db, throwing.id)).toMatchObject({ isPublished: true, indexed: false });
    });

    it("unpublishes by flipping the flag only; publishing again sets a new published_at", async () => {
      const { id } = await createPost(services, input(), T0);
      await (await setPostPublished(services, id, true, { now: T1 })).indexing;
      changes.length = 0;
      const change = await setPostPublished(services, id, false, { now: T2 });
      expect(change.indexing).toBeNull();
      expect(await getPostForEdit(database.db, id)).toMatchObject({
        isPublished: false,
        publishedAt: T1.toISOString(),
        indexed: true,
        updatedAt: T2.toISOString(),
      });
      expect(changes).toEqual([{ kind: "blog", id }]);

      const later = new Date(T2.getTime() + 60_000);
      await (await setPostPublished(services, id, true, { now: later })).indexing;
      expect((await getPostForEdit(database.db, id)).publishedAt).toBe(later.toISOString());
    });

    it("deletes a post and announces it; a second delete finds nothing", async () => {
      const { id } = await createPost(services, input());
      changes.length = 0;
      await deletePost(services, id);
      expect(changes).toEqual([{ kind: "blog", id }]);
      await expectNotFound(getPostForEdit(database.db, id));
      await expectNotFound(deletePost(services, id));
    });

    it("answers unknown, malformed, SQL-like and huge ids with not_found and changes nothing", async () => {
      const { id } = await createPost(services, input());
      const before = await getPostForEdit(database.db, id);
      changes.length = 0;
      for (const bad of BAD_IDS) {
        await expectNotFound(getPostForEdit(database.db, bad));
        await expectNotFound(updatePost(services, bad, input()));
        await expectNotFound(deletePost(services, bad));
        await expectNotFound(setPostPublished(services, bad, true));
      }
      expect(changes).toEqual([]);
      expect(await getPostForEdit(database.db, id)).toEqual(before);
    });

    it("lists every post, drafts included, newest first, a page at a time, clamping pages past the end", async () => {
      const category = `Liste ${crypto.randomUUID().slice(0, 6)}`;
      const base = new Date("2030-01-01T00:00:00.000Z").getTime();
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push((await createPost(services, input({ category }), new Date(base + i * 60_000))).id);
      }
      const first = await listPostsForAdmin(database.db, { query: listQueryOf(BLOG_LIST), pageSize: 2 });
      expect(first.rows.map((p) => p.id)).toEqual([ids[2], ids[1]]);
      expect(first.rows[0]).toMatchObject({ isPublished: false, viewCount: 0, publishedAt: null });
      const last = await listPostsForAdmin(database.db, {
        query: listQueryOf(BLOG_LIST, { page: 10_000 }),
        pageSize: 2,
      });
      expect(last.page).toBe(last.pageCount);
      expect(last.total).toBe(first.total);
      expect(await listPostCategories(database.db)).toContain(category);
    });

    it("shows posts written elsewhere (the public fixtures) with their stored status", async () => {
      const row = postRow({ created_at: "2031-01-01T00:00:00.000Z", view_count: 42 });
      await database.db.insertInto("blog_posts").values(row).execute();
      const { rows: posts } = await listPostsForAdmin(database.db, { query: listQueryOf(BLOG_LIST) });
      expect(posts[0]).toMatchObject({ id: row.id, isPublished: true, viewCount: 42, slug: row.slug });
    });
  });
}
