import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { recordingEvents } from "../../../tests/support/content-events.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { recordingQueries } from "../../../tests/support/recorded-queries.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import type { DatabaseHandle } from "../../utils/db.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import type { GeneratedPostInput } from "./ai.schema.ts";
import { type BatchSaveServices, batchSlugSuffix, saveGeneratedPosts } from "./batch-save.server.ts";

const post = (title: string, extra: Partial<GeneratedPostInput> = {}): GeneratedPostInput => ({
  title,
  excerpt: "Kısa özet metni",
  content: `<p>${title} içeriği</p>`,
  keywords: ["bonus", "casino"],
  seoTitle: `${title} | SEO`,
  ...extra,
});

/**
 * Stands for a database that requires a column the full row sends empty (spec 2 §7's not-null violation, code 23502
 * on PostgreSQL): it refuses a post that carries SEO fields but no excerpt, with the engine's own not-null error.
 */
async function requireExcerptBesideSeo(handle: DatabaseHandle): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(handle.db);
  if (handle.engine === "postgres") {
    await run(`create function require_excerpt() returns trigger language plpgsql as $$ begin
      if new.excerpt is null and new.seo_title is not null then
        raise exception 'null value in column "excerpt" of relation "blog_posts" violates not-null constraint'
          using errcode = '23502';
      end if;
      return new; end $$`);
    await run(
      "create trigger require_excerpt before insert on blog_posts for each row execute function require_excerpt()",
    );
    return;
  }
  await run(`create trigger require_excerpt before insert on blog_posts
    when new.excerpt is null and new.seo_title is not null
    begin select raise(abort, 'NOT NULL constraint failed: blog_posts.excerpt'); end`);
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`AI batch save on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    let services: BatchSaveServices;
    const changes: ContentChange[] = [];

    beforeAll(() => {
      services = {
        db: database.db,
        events: recordingEvents(changes),
        logger: createLogger("silent"),
        // A given SESSION_SECRET means loadConfig writes nothing to DATA_DIR.
        config: loadConfig({
          DATA_DIR: "./data-unused",
          SITE_URL: "http://localhost:3000",
          SESSION_SECRET: "s".repeat(32),
        }),
      };
    });

    const stored = (titles: string[]) =>
      database.db
        .selectFrom("blog_posts")
        .select(["title", "slug", "excerpt", "author", "seo_title", "is_published", "published_at"])
        .where("title", "in", titles)
        .orderBy("title")
        .execute();

    it("sends the whole batch as one insert (spec 2 §7)", async () => {
      const recorded = recordingQueries(database.db);
      const titles = ["Tek Sorgu Bir", "Tek Sorgu İki", "Tek Sorgu Üç"];
      const result = await saveGeneratedPosts(
        { ...services, db: recorded.db },
        { posts: titles.map((title) => post(title)), publishCount: 1, category: "Rehber" },
      );
      expect(result).toMatchObject({ saved: 3, failed: 0, published: 1, ok: true });
      const inserts = recorded.queries.filter((query) => /^insert into "blog_posts"/i.test(query.sql));
      expect(inserts).toHaveLength(1);
      expect((await stored(titles)).map((row) => row.is_published)).toEqual([true, false, false]);
    });

    it("gives every batch slug a 4-digit time suffix (spec 2 §5), different within one batch", async () => {
      const now = new Date("2026-12-06T10:00:01.234Z");
      const titles = ["Ek Başlık", "Ek Başlık"];
      await saveGeneratedPosts(
        services,
        { posts: titles.map((title) => post(title)), publishCount: 0, category: "Rehber" },
        now,
      );
      const slugs = (await stored(["Ek Başlık"])).map((row) => row.slug).sort();
      expect(slugs).toEqual([`ek-baslik-${batchSlugSuffix(now, 0)}`, `ek-baslik-${batchSlugSuffix(now, 1)}`]);
      for (const slug of slugs) expect(slug).toMatch(/^ek-baslik-\d{4}$/);
      expect(batchSlugSuffix(new Date(1_000_000_000_007), 0)).toBe("0007");
    });

    it("saves the others one by one when one post of the batch is refused, and counts the failure", async () => {
      const now = new Date("2026-12-06T11:00:00.500Z");
      // The second post's slug is taken: the batch insert fails as a whole, then only that post does.
      const taken = `cakisan-yazi-${batchSlugSuffix(now, 1)}`;
      await database.db
        .insertInto("blog_posts")
        .values({ id: crypto.randomUUID(), title: "Önceki yazı", slug: taken, content: "<p>x</p>" })
        .execute();
      const result = await saveGeneratedPosts(
        services,
        {
          posts: [post("Sağlam Yazı A"), post("Çakışan Yazı"), post("Sağlam Yazı B")],
          publishCount: 0,
          category: "Rehber",
        },
        now,
      );
      expect(result).toMatchObject({
        saved: 2,
        failed: 1,
        ok: true,
        message: "2 yazı kaydedildi, 1 yazı kaydedilemedi",
      });
      expect((await stored(["Sağlam Yazı A", "Sağlam Yazı B", "Çakışan Yazı"])).map((row) => row.title)).toEqual([
        "Sağlam Yazı A",
        "Sağlam Yazı B",
      ]);
    });

    it("retries a post refused for a missing required value with only its minimal columns (spec 2 §7)", async () => {
      await requireExcerptBesideSeo(database.handle);
      const result = await saveGeneratedPosts(services, {
        posts: [post("Özetsiz Yazı", { excerpt: "" }), post("Özetli Yazı")],
        publishCount: 1,
        category: "Rehber",
      });
      expect(result).toMatchObject({ saved: 2, failed: 0, published: 1, ok: true });
      const [withExcerpt, minimal] = await stored(["Özetli Yazı", "Özetsiz Yazı"]);
      expect(withExcerpt).toMatchObject({
        excerpt: "Kısa özet metni",
        author: "Yapay Zekâ Editörü",
        seo_title: "Özetli Yazı | SEO",
      });
      // Saved with the minimal columns: published as asked, without the fields the database refused it for.
      expect(minimal).toMatchObject({
        title: "Özetsiz Yazı",
        excerpt: null,
        author: null,
        seo_title: null,
        is_published: true,
      });
      expect(minimal?.published_at).not.toBeNull();
    });
  });
}
