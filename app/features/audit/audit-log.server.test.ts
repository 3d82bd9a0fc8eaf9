import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { listQueryOf } from "../../admin-kit/list-query.ts";
import { ContentEvents } from "../../utils/content-events.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { saveGeneratedPosts } from "../ai-drafting/batch-save.server.ts";
import { changeAdminRole, createAdminAccount, resetAdminPassword, setAdminActive } from "../auth/accounts.server.ts";
import { changeMyPassword, endMyOtherSessions, renameMe } from "../auth/my-account.server.ts";
import { createPost, deletePost, setPostPublished, updatePost } from "../blog/blog-admin.server.ts";
import { EMPTY_BLOG_POST } from "../blog/blog-post.schema.ts";
import { createCasino, deleteCasino, updateCasino } from "../casinos/casino-admin.server.ts";
import { createCategory, deleteCategory, setCategoryActive, updateCategory } from "../categories/categories.server.ts";
import { CategorySchema } from "../categories/category.schema.ts";
import { deleteComment, updateComment } from "../comments/comment-admin.server.ts";
import { deleteComments, setCommentsStatus } from "../comments/comment-moderation.server.ts";
import { PromotionSchema } from "../promotions/promotion.schema.ts";
import {
  createPromotion,
  deletePromotion,
  setPromotionActive,
  updatePromotion,
} from "../promotions/promotion-admin.server.ts";
import { insertPromotion } from "../promotions/testing/fixtures.ts";
import { updatePublishingSettings } from "../publishing/publishing.server.ts";
import { REDIRECT_LIST } from "../redirects/redirect-list.ts";
import {
  createRedirect,
  deleteRedirect,
  listRedirectsForAdmin,
  updateRedirect,
} from "../redirects/redirects.server.ts";
import { listSeoSettingsForAdmin, updateSeoSettings } from "../seo/seo-admin.server.ts";
import { saveContentSettings, saveHero } from "../site-settings/settings-admin.server.ts";
import {
  createSplashAd,
  deleteSplashAd,
  saveSplashFrequency,
  setSplashAdActive,
  updateSplashAd,
} from "../splash-ads/splash-ad-admin.server.ts";
import { runAsAuditActor } from "./audit.server.ts";
import {
  csvCell,
  exportAuditCsv,
  getSecuritySettings,
  listAuditEntries,
  pruneAuditLog,
  readAuditFilters,
  saveSecuritySettings,
} from "./audit-log.server.ts";

const ACTOR = { id: "kullanici-1", name: "Ayşe <ayse@example.com>", address: "203.0.113.7" };
const NO_FILTER = readAuditFilters(new URLSearchParams());

describe("the audit log's date filters", () => {
  it("keep a real calendar day and drop a malformed or impossible one", () => {
    const read = (day: string) => readAuditFilters(new URLSearchParams({ baslangic: day, bitis: day }));
    expect(read("2026-02-28")).toMatchObject({ from: "2026-02-28", to: "2026-02-28" });
    expect(read("2026-02-30")).toMatchObject({ from: "", to: "" });
    expect(read("2026-2-3")).toMatchObject({ from: "", to: "" });
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the audit log on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const services = () => ({
      db: database.db,
      events: new ContentEvents(),
      config: loadConfig({ SITE_URL: "https://bonus.example" }),
      logger: createLogger("silent"),
    });
    const entriesFor = async (kind: string, itemId?: string) => {
      const filters = { ...NO_FILTER, kind: kind as typeof NO_FILTER.kind };
      const { entries } = await listAuditEntries(database.db, filters, 1);
      return entries.filter((entry) => itemId === undefined || entry.itemId === itemId).reverse();
    };

    it("leaves one entry per write of every content kind, naming who, from where, the item and the changed fields", async () => {
      const deps = services();
      await runAsAuditActor(ACTOR, async () => {
        // Casino: create, update, delete.
        const casinoInput = {
          name: "Yıldız Casino",
          url: "https://yildiz.example",
          logoUrl: "https://yildiz.example/logo.png",
          description: "<p>Uzun yıllardır hizmet veren lisanslı bir site.</p>",
          rating: 4.5,
        };
        const casino = await createCasino(deps, casinoInput);
        await updateCasino(deps, casino.id, { ...casinoInput, rating: 3, url: "https://yeni.example" });
        await deleteCasino(deps, casino.id);
        const casinoEntries = await entriesFor("casino", casino.id);
        expect(casinoEntries.map((e) => [e.action, e.summary])).toEqual([
          ["create", 'Oluşturuldu: "Yıldız Casino"'],
          ["update", '"Yıldız Casino": Değişen alanlar: Site adresi, Puan'],
          ["delete", 'Silindi: "Yıldız Casino"'],
        ]);
        expect(casinoEntries[0]).toMatchObject({ actorName: ACTOR.name, address: ACTOR.address, kindLabel: "Casino" });

        // Category: create, update, toggle, delete.
        const categoryInput = CategorySchema.parse({ name: "Kayıp İadesi", slug: "kayip-iadesi", isActive: true });
        const category = await createCategory(deps, categoryInput);
        await updateCategory(deps, category.id, { ...categoryInput, description: "Yeni açıklama" });
        await setCategoryActive(deps, category.id, false);
        await deleteCategory(deps, category.id);
        expect((await entriesFor("category", category.id)).map((e) => e.action)).toEqual([
          "create",
          "update",
          "toggle",
          "delete",
        ]);

        // Promotion: create, update, toggle, delete.
        const promotionInput = PromotionSchema.parse({
          title: "Hoş Geldin Bonusu",
          shortDescription: "İlk yatırıma yüzde yüz bonus fırsatı.",
          url: "https://bonus.example/hos-geldin",
        });
        const promotion = await createPromotion(deps, promotionInput);
        await updatePromotion(deps, promotion.id, { ...promotionInput, promotionCode: "HOSGELDIN" });
        await setPromotionActive(deps, promotion.id, true);
        await deletePromotion(deps, promotion.id);
        const promotionEntries = await entriesFor("promotion", promotion.id);
        expect(promotionEntries.map((e) => e.action)).toEqual(["create", "update", "toggle", "delete"]);
        expect(promotionEntries[1]?.summary).toBe('"Hoş Geldin Bonusu": Değişen alanlar: Promosyon kodu');

        // Blog post: create, update, publish, unpublish, delete.
        const postInput = {
          ...EMPTY_BLOG_POST,
          title: "Bonus Rehberi",
          category: "Rehber",
          excerpt: "Bonusları seçerken nelere bakmalı?",
          content: "<p>Bu yazı, casino bonuslarını karşılaştırırken dikkat edilmesi gereken noktaları anlatıyor.</p>",
        };
        const post = await createPost(deps, postInput);
        await updatePost(deps, post.id, { ...postInput, excerpt: "Yeni özet metni burada." });
        await (await setPostPublished(deps, post.id, true, { submitUrl: async () => false })).indexing;
        await setPostPublished(deps, post.id, false);
        await deletePost(deps, post.id);
        expect((await entriesFor("blog-post", post.id)).map((e) => [e.action, e.summary])).toEqual([
          ["create", 'Oluşturuldu: "Bonus Rehberi"'],
          ["update", '"Bonus Rehberi": Değişen alanlar: Özet'],
          ["publish", '"Bonus Rehberi" yayınlandı'],
          ["toggle", '"Bonus Rehberi" yayından kaldırıldı'],
          ["delete", 'Silindi: "Bonus Rehberi"'],
        ]);

        // Comment: update, delete.
        const promotionId = await insertPromotion(database.db, { title: "Yorumlu" });
        const commentId = crypto.randomUUID();
        await database.db
          .insertInto("promotion_comments")
          .values({ id: commentId, promotion_id: promotionId, user_name: "Mehmet", comment: "Güzel bonus", rating: 4 })
          .execute();
        await updateComment(deps, commentId, { userName: "Mehmet", comment: "Çok güzel bonus", rating: 5 });
        await deleteComment(deps, commentId);
        expect((await entriesFor("comment", commentId)).map((e) => [e.action, e.summary])).toEqual([
          ["update", '"Mehmet" yorumu: Değişen alanlar: Yorum, Puan'],
          ["delete", 'Silindi: "Mehmet" yorumu'],
        ]);

        // Splash ad: create, update, toggle, delete, and the frequency setting.
        const adInput = {
          title: "Hafta sonu",
          href: "https://reklam.example",
          imageUrl: "/favicon.svg",
          isActive: true,
        };
        const ad = await createSplashAd(deps, adInput);
        await updateSplashAd(deps, ad.id, { ...adInput, title: "Hafta sonu bonusu" });
        await setSplashAdActive(deps, ad.id, false);
        await deleteSplashAd(deps, ad.id);
        await saveSplashFrequency(deps, { frequency: "once_per_day" });
        expect((await entriesFor("splash-ad")).map((e) => e.action)).toEqual([
          "create",
          "update",
          "toggle",
          "delete",
          "settings",
        ]);
      });
    });

    it("records redirects (add, edit, delete) and moderation (approve, spam, delete) in their transactions", async () => {
      const deps = services();
      await runAsAuditActor(ACTOR, async () => {
        await createRedirect(deps, { fromPath: "/eski-sayfa", toPath: "/bonuslar", statusCode: "301" });
        const [redirect] = (await listRedirectsForAdmin(database.db, { query: listQueryOf(REDIRECT_LIST) })).rows;
        if (!redirect) throw new Error("the redirect was not stored");
        await updateRedirect(deps, redirect.id, { fromPath: "/eski-sayfa", toPath: "/blog", statusCode: "302" });
        await deleteRedirect(deps, redirect.id);
        expect((await entriesFor("redirect")).map((e) => [e.action, e.summary])).toEqual([
          ["create", "/eski-sayfa → /bonuslar (301)"],
          ["update", "/eski-sayfa → /blog (302)"],
          ["delete", "Silindi: /eski-sayfa → /blog (302)"],
        ]);

        const promotionId = await insertPromotion(database.db, { title: "Moderasyonlu" });
        const commentId = crypto.randomUUID();
        await database.db
          .insertInto("promotion_comments")
          .values({ id: commentId, promotion_id: promotionId, user_name: "Zeynep", comment: "Bekleyen", rating: 3 })
          .execute();
        await setCommentsStatus(deps, [commentId], "approved");
        await setCommentsStatus(deps, [commentId], "spam");
        await deleteComments(deps, [commentId]);
        expect((await entriesFor("comment", commentId)).map((e) => [e.action, e.summary])).toEqual([
          ["update", '"Zeynep" yorumu: onaylandı'],
          ["update", '"Zeynep" yorumu: spam olarak işaretlendi'],
          ["delete", 'Silindi: "Zeynep" yorumu'],
        ]);
      });
    });

    it("records settings saves with their changed fields, and AI batches and the publishing schedule", async () => {
      const deps = services();
      await runAsAuditActor(ACTOR, async () => {
        await saveHero(deps, {
          upperTitle: "Üst",
          mainTitle: "Ana başlık",
          highlightedText: "Vurgu",
          description: "Açıklama metni",
          buttonText: "Keşfet",
          buttonUrl: "/bonuslar",
        });
        await saveContentSettings(deps, {
          blogSectionText: "<p>Blog</p>",
          responsibleGamblingText: "18+ sorumlu oyna",
          affiliateDisclosureText: "Ortaklık bağlantıları içerir",
        });
        const [seoPage] = await listSeoSettingsForAdmin(database.db);
        if (!seoPage) throw new Error("SEO rows expected");
        await updateSeoSettings(deps, { id: seoPage.id, title: "Yeni SEO başlığı", description: "", keywords: "" });
        const batch = await saveGeneratedPosts(
          { ...deps, authDb: database.db } as unknown as Parameters<typeof saveGeneratedPosts>[0],
          {
            posts: [{ title: "Üretilen yazı", excerpt: "Özet", content: "<p>İçerik</p>", keywords: [] }],
            publishCount: 0,
            category: "Rehber",
          },
        );
        expect(batch.saved).toBe(1);
        await updatePublishingSettings(database.db, { dailyPublishCount: 3, isActive: true });
        await saveSecuritySettings(database.db, { retentionDays: 90, requireTwoFactor: false });
      });
      expect((await entriesFor("hero"))[0]?.summary).toMatch(/^Değişen alanlar: Üst başlık, Ana başlık/);
      expect((await entriesFor("settings"))[0]?.summary).toBe(
        "Değişen alanlar: Blog bölümü metni, Sorumlu oyun metni, Ortaklık açıklaması",
      );
      expect((await entriesFor("seo-settings"))[0]?.summary).toContain("Değişen alanlar: Başlık");
      expect((await entriesFor("blog-post")).at(-1)?.summary).toBe('Yapay zekâ ile oluşturuldu: "Üretilen yazı"');
      expect((await entriesFor("publishing-settings"))[0]?.summary).toContain("Günlük yayın sayısı");
      expect((await entriesFor("security-settings"))[0]?.summary).toBe("Değişen alanlar: Kayıt saklama süresi");
      expect(await getSecuritySettings(database.db)).toEqual({ retentionDays: 90, requireTwoFactor: false });
    });

    it("records account writes: create, role, deactivate, password reset, rename, own password, other sessions", async () => {
      const accounts = { db: database.db, authDb: database.handle.authDb, engine: database.handle.engine };
      // Another Yönetici stays, so this one may become an Editör.
      await createAdminAccount(accounts, { name: "Sahip", email: "sahip@example.com", role: "owner", password: "" });
      await runAsAuditActor(ACTOR, async () => {
        const { id } = await createAdminAccount(accounts, {
          name: "Editör Ece",
          email: "ece@example.com",
          role: "owner",
          password: "ilk-sifre-123",
        });
        await changeAdminRole(accounts, id, "editor");
        await setAdminActive(accounts, "baska-biri", id, false);
        await setAdminActive(accounts, "baska-biri", id, true);
        await resetAdminPassword(accounts, "baska-biri", id, "yeni-sifre-456");
        const me = {
          id,
          email: "ece@example.com",
          name: "Editör Ece",
          role: "editor" as const,
          sessionId: "yok",
          twoFactorEnabled: false,
        };
        await renameMe(accounts, me, "Ece Yılmaz");
        await changeMyPassword(accounts, me, {
          currentPassword: "yeni-sifre-456",
          newPassword: "daha-yeni-789",
          confirmPassword: "daha-yeni-789",
        });
        await endMyOtherSessions(accounts, me);
        const entries = [...(await entriesFor("account", id)), ...(await entriesFor("session", id))];
        expect(entries.map((e) => [e.action, e.summary])).toEqual([
          ["create", "Hesap oluşturuldu: ece@example.com"],
          ["update", '"Editör Ece <ece@example.com>": rolü Editör yapıldı'],
          ["toggle", '"Editör Ece <ece@example.com>": hesap devre dışı bırakıldı; oturumları kapandı'],
          ["toggle", '"Editör Ece <ece@example.com>": hesap etkinleştirildi'],
          ["reset", "Şifresi bir Yönetici tarafından sıfırlandı; oturumları kapandı"],
          ["update", 'Adını değiştirdi: "Editör Ece" → "Ece Yılmaz"'],
          ["update", "Şifresini değiştirdi; diğer oturumları kapandı"],
          ["sign-out", "Diğer tüm oturumlarını kapattı"],
        ]);
        expect(entries.every((e) => e.actorName === ACTOR.name)).toBe(true);
      });
    });

    it("writes nothing, neither the change nor its entry, when the change fails", async () => {
      const deps = services();
      const before = (await listAuditEntries(database.db, NO_FILTER, 1)).total;
      await expect(
        runAsAuditActor(ACTOR, () =>
          updateCasino(deps, crypto.randomUUID(), {
            name: "Yok",
            url: "https://yok.example",
            logoUrl: "",
            description: "<p>Uzun yıllardır hizmet veren lisanslı bir site.</p>",
            rating: null,
          }),
        ),
      ).rejects.toMatchObject({ code: "not_found" });
      expect((await listAuditEntries(database.db, NO_FILTER, 1)).total).toBe(before);
    });

    it("filters by person, kind, item and date, and exports the filtered entries as CSV", async () => {
      const other = { id: "kullanici-2", name: "Can <can@example.com>", address: "198.51.100.2" };
      const deps = services();
      await runAsAuditActor(other, () =>
        createSplashAd(deps, {
          title: '=HYPERLINK("x")',
          href: "https://r.example",
          imageUrl: "/a.webp",
          isActive: true,
        }),
      );
      const byPerson = await listAuditEntries(database.db, { ...NO_FILTER, person: other.id }, 1);
      expect(byPerson.entries.map((e) => e.actorName)).toEqual([other.name]);
      const byItem = await listAuditEntries(database.db, { ...NO_FILTER, item: "hyperlink" }, 1);
      expect(byItem.total).toBe(1);
      const future = await listAuditEntries(database.db, { ...NO_FILTER, from: "2999-01-01" }, 1);
      expect(future.total).toBe(0);
      const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
      const byDay = await listAuditEntries(database.db, { ...NO_FILTER, from: today, to: today, person: other.id }, 1);
      expect(byDay.total).toBe(1);

      const csv = await exportAuditCsv(database.db, { ...NO_FILTER, person: other.id });
      const lines = csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe("Zaman (UTC),Kişi,Adres,Tür,Öğe,İşlem,Özet");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain("Can <can@example.com>,198.51.100.2,Splash reklam");
      expect(lines[1]).toContain('"Oluşturuldu: ""=HYPERLINK(""x"")"""');
      expect(csvCell("=1+1")).toBe("'=1+1");
    });

    it("the retention sweep deletes only entries older than the setting", async () => {
      await saveSecuritySettings(database.db, { retentionDays: 30, requireTwoFactor: false });
      const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
      await database.db
        .insertInto("audit_log")
        .values({ id: crypto.randomUUID(), created_at: old, kind: "casino", action: "create", summary: "eski" })
        .execute();
      const before = (await listAuditEntries(database.db, NO_FILTER, 1)).total;
      expect(await pruneAuditLog(database.db)).toBe(1);
      expect((await listAuditEntries(database.db, NO_FILTER, 1)).total).toBe(before - 1);
    });
  });
}
