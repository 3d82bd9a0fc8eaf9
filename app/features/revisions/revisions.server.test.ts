import { beforeAll, describe, expect, it } from "vitest";
import { BLOG_BODY, blogPostInput, HERO_VALUES } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import { ContentEvents } from "../../utils/content-events.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { type BlogAdminServices, createPost, getPostForEdit, updatePost } from "../blog/blog-admin.server.ts";
import { BLOG_REVISION_FIELDS } from "../blog/blog-post.schema.ts";
import { CASINO_REVISION_FIELDS, CasinoSchema } from "../casinos/casino.schema.ts";
import { createCasino, getCasinoForEdit, updateCasino } from "../casinos/casino-admin.server.ts";
import { PROMOTION_REVISION_FIELDS, PromotionSchema } from "../promotions/promotion.schema.ts";
import { createPromotion, getPromotionForEdit, updatePromotion } from "../promotions/promotion-admin.server.ts";
import { CONTENT_REVISION_FIELDS } from "../site-settings/content.schema.ts";
import { HERO_REVISION_FIELDS } from "../site-settings/hero.schema.ts";
import { saveContentSettings, saveHero } from "../site-settings/settings-admin.server.ts";
import { SPLASH_REVISION_FIELDS } from "../splash-ads/splash-ad.schema.ts";
import { createSplashAd, updateSplashAd } from "../splash-ads/splash-ad-admin.server.ts";
import {
  AUTOSAVE_MAX_CHARS,
  AUTOSAVE_RETENTION_DAYS,
  AUTOSAVES_PER_ADMIN,
  discardAutosave,
  getAutosave,
  getRevisionContent,
  listRevisions,
  NEW_ITEM,
  pruneAutosaves,
  REVISIONS_KEPT,
  recordRevision,
  saveAutosave,
} from "./revisions.server.ts";

const AYSE = { id: "admin-ayse", name: "Ayşe" };
const MEHMET = { id: "admin-mehmet", name: "Mehmet" };
const BODY = BLOG_BODY;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 9, minute));

const input = blogPostInput;

const refusal = serviceRejection;

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`revisions on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    let services: BlogAdminServices;
    /** The autosaved form of a blog post (new or stored) by one admin, with no base version. */
    const autosaveBlog = (admin: { id: string }, entityId: string, content: Record<string, unknown>) =>
      saveAutosave(database.db, { adminId: admin.id, kind: "blog", entityId, content, baseVersion: null });

    beforeAll(() => {
      services = {
        db: database.db,
        events: new ContentEvents(),
        logger: createLogger("silent"),
        config: loadConfig({
          DATA_DIR: "./data-unused",
          SITE_URL: "https://bonus.example",
          SESSION_SECRET: "s".repeat(32),
        }),
      };
    });

    it("keeps a revision of every save, with its author, time and full content, and shows what each changed", async () => {
      const first = input();
      const { id } = await createPost(services, first, at(0), { author: AYSE });
      await updatePost(services, id, { ...first, content: `${BODY}<p>Yeni paragraf eklendi.</p>` }, at(1), {
        author: MEHMET,
      });
      const revisions = await listRevisions(database.db, "blog", id, BLOG_REVISION_FIELDS);
      expect(revisions.map((r) => [r.authorName, r.createdAt, r.isCurrent])).toEqual([
        ["Mehmet", at(1).toISOString(), true],
        ["Ayşe", at(0).toISOString(), false],
      ]);
      expect(revisions[0]?.changes).toEqual([
        expect.objectContaining({ label: "İçerik", added: ["Yeni", "paragraf", "eklendi."], removedCount: 0 }),
      ]);
      const oldest = await getRevisionContent(database.db, "blog", id, revisions[1]?.id ?? "");
      expect(oldest).toMatchObject({ title: first.title, content: BODY, category: "Rehber" });
    });

    it("refuses a save made from an older version, naming what the newer one changed, and writes nothing", async () => {
      const values = input();
      const { id } = await createPost(services, values, at(0), { author: AYSE });
      const opened = (await getPostForEdit(database.db, id)).updatedAt;
      await updatePost(services, id, { ...values, title: "Mehmet'in başlığı" }, at(2), {
        author: MEHMET,
        expectedVersion: opened,
      });
      const error = await refusal(
        updatePost(services, id, { ...values, excerpt: "Ayşe'nin yeni özeti burada" }, at(3), {
          author: AYSE,
          expectedVersion: opened,
        }),
      );
      expect(error.code).toBe("conflict");
      expect(error.message).toContain("başka bir yönetici");
      expect(error.message).toContain("Başlık");
      expect(error.message).toContain("Mehmet'in başlığı");
      const post = await getPostForEdit(database.db, id);
      expect(post).toMatchObject({ title: "Mehmet'in başlığı", excerpt: values.excerpt });
      expect(await listRevisions(database.db, "blog", id, BLOG_REVISION_FIELDS)).toHaveLength(2);
      // With the version it now holds, the same admin's save goes through.
      await updatePost(services, id, { ...values, excerpt: "Ayşe'nin yeni özeti burada" }, at(4), {
        author: AYSE,
        expectedVersion: post.updatedAt,
      });
    });

    it("gives two saves in one millisecond distinct versions, so a save from the first of them is refused", async () => {
      const values = input();
      const { id } = await createPost(services, values, at(10), { author: AYSE });
      const version = async () => (await getPostForEdit(database.db, id)).updatedAt;
      const opened = await version();
      await updatePost(services, id, { ...values, title: "Ayşe'nin başlığı" }, at(11), {
        author: AYSE,
        expectedVersion: opened,
      });
      const first = await version();
      await updatePost(services, id, { ...values, title: "Mehmet'in başlığı" }, at(11), {
        author: MEHMET,
        expectedVersion: first,
      });
      const second = await version();
      expect([first, second]).toEqual([at(11).toISOString(), new Date(at(11).getTime() + 1).toISOString()]);
      const revisions = await listRevisions(database.db, "blog", id, BLOG_REVISION_FIELDS);
      expect(revisions.map((r) => r.createdAt)).toEqual([second, first, opened]);

      const error = await refusal(
        updatePost(services, id, { ...values, title: "Ayşe'nin başlığı", excerpt: "Eski formdan yeni özet" }, at(11), {
          author: AYSE,
          expectedVersion: first,
        }),
      );
      expect(error.code).toBe("conflict");
      expect(error.message).toContain("Mehmet'in başlığı");
      expect(await getPostForEdit(database.db, id)).toMatchObject({ title: "Mehmet'in başlığı", updatedAt: second });
    });

    it("lets only one of two saves made at the same moment from the same version through", async () => {
      const values = input();
      const { id } = await createPost(services, values, at(20), { author: AYSE });
      const opened = (await getPostForEdit(database.db, id)).updatedAt;
      // Ten rounds of two admins pressing 'Kaydet' together: each round exactly one save lands and the other is told.
      for (let round = 0; round < 10; round++) {
        const version = (await getPostForEdit(database.db, id)).updatedAt;
        const outcomes = await Promise.allSettled([
          updatePost(services, id, { ...values, title: `Ayşe ${round}` }, at(21 + round), {
            author: AYSE,
            expectedVersion: version,
          }),
          updatePost(services, id, { ...values, excerpt: `Mehmet'in ${round}. özeti burada` }, at(21 + round), {
            author: MEHMET,
            expectedVersion: version,
          }),
        ]);
        expect(outcomes.map((outcome) => outcome.status).sort(), `round ${round}`).toEqual(["fulfilled", "rejected"]);
      }
      expect(opened).not.toBe((await getPostForEdit(database.db, id)).updatedAt);
    });

    it("keeps only the newest 50 revisions of an item", async () => {
      const entityId = crypto.randomUUID();
      for (let i = 0; i < REVISIONS_KEPT + 3; i++) {
        await recordRevision(database.db, {
          kind: "test",
          entityId,
          content: { n: i },
          at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        });
      }
      const kept = await listRevisions(database.db, "test", entityId, { labels: { n: "Sayı" } });
      expect(kept).toHaveLength(REVISIONS_KEPT);
      const oldest = await getRevisionContent(database.db, "test", entityId, kept.at(-1)?.id ?? "");
      expect(oldest).toEqual({ n: 3 });
    });

    it("keeps the revisions of promotions, casinos, splash ads, the hero and the content settings too", async () => {
      const promotionForm = {
        title: "Hoş Geldin Bonusu",
        shortDescription: "İlk yatırıma yüzde yüz bonus fırsatı.",
        url: "https://bonus.example/hos-geldin",
        isActive: "on",
      };
      const { id: promotionId } = await createPromotion(services, PromotionSchema.parse(promotionForm), at(0), {
        author: AYSE,
      });
      const opened = (await getPromotionForEdit(database.db, promotionId))?.updatedAt ?? "";
      await updatePromotion(
        services,
        promotionId,
        PromotionSchema.parse({ ...promotionForm, title: "Yeni Başlık" }),
        at(1),
        {
          author: MEHMET,
          expectedVersion: opened,
        },
      );
      const stale = await refusal(
        updatePromotion(
          services,
          promotionId,
          PromotionSchema.parse({ ...promotionForm, promotionCode: "KOD" }),
          at(2),
          {
            author: AYSE,
            expectedVersion: opened,
          },
        ),
      );
      expect(stale.code).toBe("conflict");
      const promotionRevisions = await listRevisions(database.db, "promotion", promotionId, PROMOTION_REVISION_FIELDS);
      expect(promotionRevisions.map((r) => r.authorName)).toEqual(["Mehmet", "Ayşe"]);
      expect(promotionRevisions[0]?.changes.map((c) => [c.label, c.before, c.after])).toEqual([
        ["Başlık", "Hoş Geldin Bonusu", "Yeni Başlık"],
      ]);

      const casinoForm = {
        name: "Örnek Casino",
        url: "https://casino.example",
        logoUrl: "https://casino.example/logo.png",
        description: "<p>Güvenilir ve hızlı ödeme yapan örnek bir casino sitesi.</p>",
        rating: "4,5",
      };
      const { id: casinoId } = await createCasino(services, CasinoSchema.parse(casinoForm), { author: AYSE });
      await updateCasino(services, casinoId, CasinoSchema.parse({ ...casinoForm, rating: "4" }), { author: AYSE });
      const casinoRevisions = await listRevisions(database.db, "casino", casinoId, CASINO_REVISION_FIELDS);
      expect(casinoRevisions[0]?.changes.map((c) => [c.label, c.before, c.after])).toEqual([["Puan", "4.5", "4"]]);
      expect((await getCasinoForEdit(database.db, casinoId)).rating).toBe(4);

      const ad = {
        title: "Kış kampanyası",
        href: "https://ads.example",
        imageUrl: "/uploads/splash/a.webp",
        isActive: true,
      };
      const { id: adId } = await createSplashAd(services, ad, { author: AYSE });
      await updateSplashAd(services, adId, { ...ad, isActive: false }, { author: AYSE });
      const adRevisions = await listRevisions(database.db, "splash", adId, SPLASH_REVISION_FIELDS);
      expect(adRevisions[0]?.changes.map((c) => [c.label, c.before, c.after])).toEqual([["Aktif", "Evet", "Hayır"]]);

      const hero = HERO_VALUES;
      await saveHero(services, hero, { author: AYSE });
      await saveHero(services, { ...hero, mainTitle: "İkinci Başlık" }, { author: MEHMET });
      const heroRevisions = await listRevisions(database.db, "hero", "site", HERO_REVISION_FIELDS);
      expect(heroRevisions.map((r) => r.authorName)).toEqual(["Mehmet", "Ayşe"]);

      const content = {
        blogSectionText: "<p>Blog yazılarımız</p>",
        responsibleGamblingText: "18+",
        affiliateDisclosureText: "Reklam",
      };
      await saveContentSettings(services, content, { author: AYSE });
      const contentRevisions = await listRevisions(database.db, "content", "site", CONTENT_REVISION_FIELDS);
      expect(contentRevisions).toHaveLength(1);
    });

    it("refuses a revision of another item or a malformed id", async () => {
      const { id } = await createPost(services, input(), at(0));
      const [revision] = await listRevisions(database.db, "blog", id, BLOG_REVISION_FIELDS);
      expect(
        (await refusal(getRevisionContent(database.db, "blog", crypto.randomUUID(), revision?.id ?? ""))).code,
      ).toBe("not_found");
      expect((await refusal(getRevisionContent(database.db, "blog", id, "' or 1=1 --"))).code).toBe("not_found");
    });

    it("autosaves one unsaved form per admin and item, and the author's save discards it", async () => {
      const { id } = await createPost(services, input(), at(0), { author: AYSE });
      await autosaveBlog(AYSE, id, { title: "a" });
      await autosaveBlog(AYSE, id, { title: "ab" });
      await autosaveBlog(MEHMET, id, { title: "m" });
      expect((await getAutosave(database.db, AYSE.id, "blog", id))?.content).toEqual({ title: "ab" });
      // The published content is untouched by autosave.
      expect((await getPostForEdit(database.db, id)).title).not.toBe("ab");
      await updatePost(services, id, input(), at(5), { author: AYSE });
      expect(await getAutosave(database.db, AYSE.id, "blog", id)).toBeNull();
      expect((await getAutosave(database.db, MEHMET.id, "blog", id))?.content).toEqual({ title: "m" });
      await discardAutosave(database.db, MEHMET.id, "blog", id);
      expect(await getAutosave(database.db, MEHMET.id, "blog", id)).toBeNull();
    });

    it("discards the autosaved form of a new post when that post is created", async () => {
      await autosaveBlog(MEHMET, NEW_ITEM, { title: "yeni" });
      await createPost(services, input(), at(0), { author: MEHMET });
      expect(await getAutosave(database.db, MEHMET.id, "blog", NEW_ITEM)).toBeNull();
    });

    it("keeps an admin's newest autosaves only, up to the per-admin limit, and never touches another admin's", async () => {
      const admin = { id: `sinir-${crypto.randomUUID()}` };
      const ids = Array.from({ length: AUTOSAVES_PER_ADMIN + 5 }, () => crypto.randomUUID());
      for (const [index, entityId] of ids.entries()) {
        await saveAutosave(database.db, {
          adminId: admin.id,
          kind: "blog",
          entityId,
          content: { title: `t${index}` },
          baseVersion: null,
          now: at(index),
        });
      }
      await autosaveBlog(MEHMET, ids[0] ?? "", { title: "mehmet" });
      const kept = await database.db
        .selectFrom("autosave_drafts")
        .select("entity_id")
        .where("admin_id", "=", admin.id)
        .execute();
      expect(kept).toHaveLength(AUTOSAVES_PER_ADMIN);
      expect(kept.map((row) => row.entity_id)).not.toContain(ids[0]);
      expect(kept.map((row) => row.entity_id)).toContain(ids.at(-1));
      expect((await getAutosave(database.db, MEHMET.id, "blog", ids[0] ?? ""))?.content).toEqual({ title: "mehmet" });
    });

    it("sweeps autosaves older than the retention and those of deleted items, keeping a new item's recent form", async () => {
      const admin = { id: `supurge-${crypto.randomUUID()}` };
      const now = new Date();
      const save = (entityId: string, daysAgo: number) =>
        saveAutosave(database.db, {
          adminId: admin.id,
          kind: "blog",
          entityId,
          content: { title: entityId },
          baseVersion: null,
          now: new Date(now.getTime() - daysAgo * 86_400_000),
        });
      const live = await createPost(services, input({ title: "Süpürge yazısı", slug: `supurge-${Date.now()}` }), at(0));
      const gone = crypto.randomUUID();
      await save(live.id, 1);
      await save(gone, 1);
      await save(NEW_ITEM, 1);
      await save(crypto.randomUUID(), AUTOSAVE_RETENTION_DAYS + 1);
      await pruneAutosaves(database.db, { blog: "blog_posts" }, now);
      const left = await database.db
        .selectFrom("autosave_drafts")
        .select("entity_id")
        .where("admin_id", "=", admin.id)
        .orderBy("entity_id")
        .execute();
      expect(left.map((row) => row.entity_id).sort()).toEqual([NEW_ITEM, live.id].sort());
    });

    it("refuses an oversized autosave and keeps the previous one", async () => {
      const entityId = crypto.randomUUID();
      await autosaveBlog(AYSE, entityId, { title: "ilk" });
      const error = await refusal(autosaveBlog(AYSE, entityId, { content: "x".repeat(AUTOSAVE_MAX_CHARS) }));
      expect(error.code).toBe("invalid");
      expect((await getAutosave(database.db, AYSE.id, "blog", entityId))?.content).toEqual({ title: "ilk" });
    });
  });
}
