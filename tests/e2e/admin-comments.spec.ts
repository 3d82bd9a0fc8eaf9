import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { signIn } from "../support/admin.ts";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { withDatabase } from "../support/content-fixtures.ts";
import { describeOnEachEngine, setUpSite } from "../support/e2e.ts";

const EMAIL = "admin@example.com";
const PASSWORD = "yorum-sifre-1";
const PROMOTION_PATH = "/bonuslar/yorum-kasasi/yorum-test-bonusu";

describeOnEachEngine((engine) => {
  let handle: DatabaseHandle;
  let cookie: string;
  let promotionId = "";
  const ids: Record<string, string> = {};

  // The promotion and its comments are there before the server starts: seeded through the engine's own database.
  const site = setUpSite({
    engine,
    env: { SEED_DEMO: "0" },
    admin: { email: EMAIL, password: PASSWORD },
    prepare: (_dataDir, database) =>
      withDatabase(database, async (db) => {
        const casinoId = crypto.randomUUID();
        await db
          .insertInto("casinos")
          .values({ id: casinoId, name: "Yorum Kasası", slug: "yorum-kasasi", url: "https://yorum.example/" })
          .execute();
        promotionId = crypto.randomUUID();
        await db
          .insertInto("promotions")
          .values({
            id: promotionId,
            title: "Yorum Test Bonusu",
            slug: "yorum-test-bonusu",
            casino_id: casinoId,
            description: "<p>Yorumların denendiği promosyon.</p>",
          })
          .execute();
        let minute = 0;
        for (const [key, userName, comment, rating] of [
          ["isik", "IŞIK Yılmaz", "Çekimler çok hızlı, teşekkürler", 5],
          ["mehmet", "Mehmet", "İstanbul'dan selamlar, fena değil", 4],
          ["ayse", "Ayşe", "Bonus çevrimi zordu", 2],
          ["phone", "Telefon Kullanıcısı", "Telefonda silinecek yorum", 3],
        ] as const) {
          minute += 1;
          ids[key] = crypto.randomUUID();
          await db
            .insertInto("promotion_comments")
            .values({
              id: ids[key],
              promotion_id: promotionId,
              user_name: userName,
              comment,
              rating,
              created_at: new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString(),
            })
            .execute();
        }
      }),
  });

  beforeAll(async () => {
    handle = openDatabase(site.database);
    cookie = await signIn(site.url, EMAIL, PASSWORD);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const list = (page: Page) => page.getByRole("region", { name: "Yorum listesi" });

  /** The user names listed, read in one go (the list re-renders after each filter). */
  function listedNames(page: Page): Promise<string[]> {
    return list(page).locator("tbody tr > td:nth-child(2) > span:first-child").allTextContents();
  }

  /** Waits until the list shows exactly these user names, in this order. */
  async function expectNames(page: Page, names: string[]) {
    await expect.poll(() => listedNames(page), { timeout: 10_000 }).toEqual(names);
  }

  /** The comments a visitor sees on the promotion's page. */
  async function publicComments(page: Page): Promise<string[]> {
    await page.goto(PROMOTION_PATH);
    await page.getByRole("heading", { level: 1, name: "Yorum Test Bonusu" }).waitFor();
    return page.locator("article[aria-label$=' yorumu'] p.whitespace-pre-line").allTextContents();
  }

  describe("comment management", () => {
    it("searches Turkish-aware, filters by rating, edits with validation and deletes with confirmation", async () => {
      const { page, errors } = await site.signInAt(DESKTOP);
      const visitor = await openWatchedPage(site.browser, site.url, DESKTOP);
      await page.goto("/admin/comments");
      await expectNames(page, ["Telefon Kullanıcısı", "Ayşe", "Mehmet", "IŞIK Yılmaz"]);
      const first = list(page).getByRole("row").filter({ hasText: "IŞIK Yılmaz" });
      for (const part of ["Yorum Test Bonusu", "Yorum Kasası", "1 Kasım 2026"]) {
        await expect.poll(() => first.textContent()).toContain(part);
      }
      await expect.poll(() => first.getByRole("img", { name: "5 üzerinden 5 puan" }).count()).toBe(1);
      await saveScreenshot(page, "admin-comments-desktop");

      // Search: "ışık" finds "IŞIK", "istanbul" finds "İstanbul" in the text; the address keeps the filters.
      const search = async (filters: { q?: string; rating?: string }) => {
        await page.getByLabel("Ara", { exact: true }).fill(filters.q ?? "");
        await page.getByLabel("Puan", { exact: true }).selectOption({ label: filters.rating ?? "Tüm puanlar" });
        await page.getByRole("button", { name: "Filtrele", exact: true }).click();
      };
      await search({ q: "ışık" });
      await page.waitForURL(/q=/);
      await expectNames(page, ["IŞIK Yılmaz"]);
      await search({ q: "ISTANBUL" });
      await page.waitForURL(/q=ISTANBUL/);
      await expectNames(page, ["Mehmet"]);
      await search({ q: "ISTANBUL", rating: "5 yıldız" });
      await page.waitForURL(/puan=5/);
      await page.getByText("Bu seçime uyan kayıt yok.").waitFor();
      await search({ rating: "2 yıldız" });
      await page.waitForURL(/puan=2/);
      await expectNames(page, ["Ayşe"]);
      await search({});
      await page.waitForURL((url) => !url.search.includes("puan=2"));
      await expectNames(page, ["Telefon Kullanıcısı", "Ayşe", "Mehmet", "IŞIK Yılmaz"]);

      // Sort by rating, highest first, from the column header.
      await list(page).getByRole("link", { name: /Puan/ }).click();
      await page.waitForURL(/sirala=puan/);
      await expectNames(page, ["IŞIK Yılmaz", "Mehmet", "Telefon Kullanıcısı", "Ayşe"]);
      await page.goto("/admin/comments");

      // Edit: every message of the dialog once, then a valid save shows on the public page at once.
      await expect.poll(() => publicComments(visitor.page)).toContain("Bonus çevrimi zordu");
      await page.getByRole("button", { name: "Ayşe yorumunu düzenle" }).click();
      const dialog = page.getByRole("dialog", { name: "Yorumu Düzenle" });
      await expect.poll(() => dialog.getByLabel("Kullanıcı Adı").inputValue()).toBe("Ayşe");
      await expect.poll(() => dialog.getByRole("radio", { name: "2 yıldız" }).isChecked()).toBe(true);
      await dialog.getByLabel("Kullanıcı Adı").fill("   ");
      await dialog.getByLabel("Yorum").fill("");
      await dialog.getByRole("button", { name: "Güncelle" }).click();
      await dialog.getByText("Lütfen kullanıcı adınızı girin").waitFor();
      await dialog.getByText("Lütfen yorumunuzu yazın").waitFor();
      await saveScreenshot(page, "admin-comment-dialog-errors-desktop");
      await dialog.getByLabel("Kullanıcı Adı").fill("Ayşe K.");
      await dialog.getByLabel("Yorum").fill("Çevrim şartı makul, <b>öneririm</b>");
      // The stars are the visible labels of visually hidden radio buttons.
      await dialog
        .locator("label")
        .filter({ has: page.getByRole("radio", { name: "4 yıldız" }) })
        .click();
      await expect.poll(() => dialog.getByRole("radio", { name: "4 yıldız" }).isChecked()).toBe(true);
      await dialog.getByRole("button", { name: "Güncelle" }).click();
      await page.getByText("Yorum başarıyla güncellendi").waitFor();
      await expectAudited(site, { kind: "comment", action: "update", summary: "Ayşe K." });
      const edited = list(page).getByRole("row").filter({ hasText: "Ayşe K." });
      await edited.getByText("Çevrim şartı makul, <b>öneririm</b>").waitFor();
      await expect.poll(() => edited.getByRole("img", { name: "5 üzerinden 4 puan" }).count()).toBe(1);
      const row = await handle.db
        .selectFrom("promotion_comments")
        .select(["user_name", "comment", "rating"])
        .where("id", "=", ids.ayse as string)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ user_name: "Ayşe K.", comment: "Çevrim şartı makul, <b>öneririm</b>", rating: 4 });
      await expect.poll(() => publicComments(visitor.page)).toContain("Çevrim şartı makul, <b>öneririm</b>");
      await expect.poll(() => publicComments(visitor.page)).not.toContain("Bonus çevrimi zordu");

      // Delete: cancel keeps it; confirm removes it, here and on the public page.
      await page.getByRole("button", { name: "Mehmet yorumunu sil" }).click();
      const confirm = page.getByRole("dialog", { name: "Yorumu sil" });
      await confirm.getByRole("button", { name: "İptal" }).click();
      await expect.poll(() => listedNames(page)).toContain("Mehmet");
      await page.getByRole("button", { name: "Mehmet yorumunu sil" }).click();
      await confirm.getByRole("button", { name: "Sil" }).click();
      await page.getByText("Yorum silindi").waitFor();
      await expectAudited(site, { kind: "comment", action: "delete", summary: "Mehmet" });
      await list(page).getByRole("row").filter({ hasText: "Mehmet" }).waitFor({ state: "detached" });
      await expect.poll(() => publicComments(visitor.page)).not.toContain("İstanbul'dan selamlar, fena değil");
      expect(errors).toEqual([]);
      expect(visitor.errors).toEqual([]);
    }, 120_000);

    it("edits and deletes a comment on a phone", async () => {
      const { page, errors } = await site.signInAt(PHONE);
      await page.goto("/admin/comments");
      await page.getByRole("button", { name: "Telefon Kullanıcısı yorumunu düzenle" }).click();
      const dialog = page.getByRole("dialog", { name: "Yorumu Düzenle" });
      await dialog.getByLabel("Yorum").fill("Telefondan düzenlendi");
      await saveScreenshot(page, "admin-comment-dialog-phone");
      await dialog.getByRole("button", { name: "Güncelle" }).click();
      await page.getByText("Yorum başarıyla güncellendi").waitFor();
      await list(page).getByText("Telefondan düzenlendi").waitFor();
      await saveScreenshot(page, "admin-comments-phone");
      await page.getByRole("button", { name: "Telefon Kullanıcısı yorumunu sil" }).click();
      await page.getByRole("dialog", { name: "Yorumu sil" }).getByRole("button", { name: "Sil" }).click();
      await page.getByText("Yorum silindi").waitFor();
      expect(
        await handle.db
          .selectFrom("promotion_comments")
          .select("id")
          .where("id", "=", ids.phone as string)
          .execute(),
      ).toEqual([]);
      expect(errors).toEqual([]);
    }, 120_000);

    // One width: nothing here changes with the width; the accessibility parts check every screen at both.
    for (const [shot, viewport] of [["desktop", DESKTOP]] as const) {
      it(`approves comments in bulk without JavaScript at ${viewport.width} px: the checked boxes post`, async () => {
        const names = [`Betiksiz ${shot} 1`, `Betiksiz ${shot} 2`];
        const added: string[] = [];
        for (const [index, userName] of names.entries()) {
          const id = crypto.randomUUID();
          added.push(id);
          await handle.db
            .insertInto("promotion_comments")
            .values({
              id,
              promotion_id: promotionId,
              user_name: userName,
              comment: "Bekleyen",
              rating: 3,
              status: "pending",
              // A minute apart, so 'newest first' has one answer: two rows written in the same millisecond were
              // ordered by their random ids.
              created_at: new Date(Date.UTC(2026, 10, 2, 12, index)).toISOString(),
            })
            .execute();
        }
        const context = await site.browser.newContext({ javaScriptEnabled: false, viewport, baseURL: site.url });
        try {
          const page = await context.newPage();
          await page.goto("/admin/login");
          await page.getByLabel("Email").fill(EMAIL);
          await page.getByLabel("Şifre").fill(PASSWORD);
          await page.getByRole("button", { name: "Giriş Yap" }).click();
          await page.waitForURL(`${site.url}/admin/dashboard`);
          await page.goto(`/admin/comments?durum=bekleyen&q=${encodeURIComponent(`Betiksiz ${shot}`)}`);
          await expectNames(page, [...names].reverse());
          for (const name of names) await page.getByRole("checkbox", { name: `${name} yorumunu seç` }).check();
          await page.getByRole("button", { name: "Seçilenleri onayla" }).click();
          await page.getByRole("status").filter({ hasText: "2 yorum onaylandı" }).waitFor();
          // The answer is the same list: under 'Onay Bekleyen' nothing of the search is left.
          await expect.poll(() => new URL(page.url()).searchParams.get("durum")).toBe("bekleyen");
          await page.getByText("Bu seçime uyan kayıt yok.").waitFor();
          await saveScreenshot(page, `admin-comments-nojs-approved-${shot}`);
          const rows = await handle.db
            .selectFrom("promotion_comments")
            .select("status")
            .where("id", "in", added)
            .execute();
          expect(rows.map((r) => r.status)).toEqual(["approved", "approved"]);
          await expectAudited(site, { kind: "comment", action: "update", summary: `"${names[0]}" yorumu: onaylandı` });
          await expect.poll(() => publicComments(page)).toContain("Bekleyen");
        } finally {
          await context.close();
        }
      }, 120_000);
    }

    it("answers bad input with 400 or 404, never a 500, and changes nothing", async () => {
      const post = (fields: Record<string, string>) =>
        fetch(`${site.url}/admin/comments`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        });
      const target = ids.isik as string;
      const cases: Array<[Record<string, string>, number]> = [
        [{ intent: "update", id: target, userName: "a".repeat(61), comment: "Metin", rating: "5" }, 400],
        [{ intent: "update", id: target, userName: "Ali", comment: "b".repeat(2001), rating: "5" }, 400],
        [{ intent: "update", id: target, userName: "Ali", comment: "Metin", rating: "6" }, 400],
        [{ intent: "update", id: target, userName: "Ali", comment: "Metin", rating: "' or 1=1 --" }, 400],
        [{ intent: "update", id: "' or 1=1 --", userName: "Ali", comment: "Metin", rating: "5" }, 404],
        [{ intent: "update", id: crypto.randomUUID(), userName: "Ali", comment: "Metin", rating: "5" }, 404],
        [{ intent: "delete", id: "x".repeat(10_000) }, 404],
        [{ intent: "başka", id: target }, 400],
      ];
      for (const [fields, status] of cases) {
        const response = await post(fields);
        expect(response.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
        expect(await response.text()).toMatch(/Yorum (güncellenirken|silinirken) bir hata oluştu/);
      }
      const row = await handle.db
        .selectFrom("promotion_comments")
        .select(["user_name", "comment", "rating"])
        .where("id", "=", target)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ user_name: "IŞIK Yılmaz", comment: "Çekimler çok hızlı, teşekkürler", rating: 5 });

      // A 10,000-character search and a nonsense rating filter still answer 200.
      const page = await fetch(`${site.url}/admin/comments?q=${"a".repeat(10_000)}&puan=9&sayfa=-1`, {
        headers: { Cookie: cookie },
      });
      expect(page.status).toBe(200);
    });
  });
});
