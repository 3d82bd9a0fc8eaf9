import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { signIn } from "../support/admin.ts";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, openWatchedPage, PAGE_LOAD, PHONE, saveScreenshot } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

const EMAIL = "admin@example.com";
const PASSWORD = "kategori-sifre-1";
const SLUG_TAKEN = "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.";

let handle: DatabaseHandle;
let cookie: string;

const site = setUpSite({ env: { SEED_DEMO: "0" }, admin: { email: EMAIL, password: PASSWORD } });

beforeAll(async () => {
  handle = openDatabase({ dataDir: site.dataDir });
  cookie = await signIn(site.url, EMAIL, PASSWORD);
});

afterAll(async () => {
  await handle?.close();
});

const rowOf = (page: Page, name: string) =>
  page.getByRole("region", { name: "Kategori listesi" }).getByRole("row").filter({ hasText: name });

const categoryNamed = (name: string) =>
  handle.db.selectFrom("promotion_categories").selectAll().where("name", "=", name).executeTakeFirst();

/** The category chips an anonymous visitor sees on /bonuslar, without the 'Tümü' (all) chip. */
async function publicChips(page: Page): Promise<string[]> {
  await page.goto("/bonuslar");
  const chips = page.getByRole("navigation", { name: "Kategoriler" }).getByRole("link");
  return (await chips.allTextContents()).map((text) => text.trim()).filter((text) => text !== "Tümü");
}

async function insertPromotionIn(categoryId: string, categoryName: string, title: string) {
  const now = new Date().toISOString();
  await handle.db
    .insertInto("promotions")
    .values({
      id: crypto.randomUUID(),
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      category_id: categoryId,
      category: categoryName,
      description: "<p>Kategori testi için kısa açıklama.</p>",
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe("category management", () => {
  it("validates the dialog, follows the name with the slug, refuses a duplicate slug, renames, toggles and deletes", async () => {
    const { page, errors } = await site.signInAt(DESKTOP);
    const visitor = await openWatchedPage(site.browser, site.url, DESKTOP);
    // With no categories, the promotion form says so in a disabled option.
    await page.goto("/admin/promotions/new");
    const none = page.getByLabel("Kategori").getByRole("option", { name: "Kategori bulunamadı" });
    await expect.poll(() => none.isDisabled()).toBe(true);
    await page.getByRole("link", { name: "Kategorileri Yönet" }).click();
    await page.waitForURL(`${site.url}/admin/categories`);
    await page.getByText("Henüz kategori yok.").waitFor();

    await page.getByRole("button", { name: "Yeni Kategori" }).click();
    let dialog = page.getByRole("dialog", { name: "Yeni Kategori Ekle" });
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await dialog.getByText("Kategori adı boş olamaz").waitFor();
    await dialog.getByText("Kategori slug değeri boş olamaz").waitFor();
    await saveScreenshot(page, "admin-category-dialog-errors-desktop");

    await dialog.getByLabel("Kategori Adı").fill("Çevrimsiz Bonuslar");
    await expect.poll(() => dialog.getByLabel("Slug").inputValue()).toBe("cevrimsiz-bonuslar");
    await expect.poll(() => dialog.getByText("Kategori adı boş olamaz").count()).toBe(0);
    await dialog.getByLabel("Açıklama").fill("   Çevrim şartı olmayan bonuslar   ");
    await expect.poll(() => dialog.getByLabel("Aktif").isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Kategori başarıyla eklendi").waitFor();
    await rowOf(page, "Çevrimsiz Bonuslar").waitFor();
    const created = await categoryNamed("Çevrimsiz Bonuslar");
    expect(created).toMatchObject({
      slug: "cevrimsiz-bonuslar",
      description: "Çevrim şartı olmayan bonuslar",
      is_active: true,
    });

    // A slug typed by hand stops following the name; a taken one is refused under the field.
    await page.getByRole("button", { name: "Yeni Kategori" }).click();
    dialog = page.getByRole("dialog", { name: "Yeni Kategori Ekle" });
    await dialog.getByLabel("Kategori Adı").fill("Başka");
    await dialog.getByLabel("Slug").fill("cevrimsiz-bonuslar");
    await dialog.getByLabel("Kategori Adı").fill("Başka Kategori");
    await expect.poll(() => dialog.getByLabel("Slug").inputValue()).toBe("cevrimsiz-bonuslar");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await dialog.getByText(SLUG_TAKEN).waitFor();
    await page.getByRole("status").filter({ hasText: SLUG_TAKEN }).waitFor();
    await expect.poll(() => categoryNamed("Başka Kategori")).toBeUndefined();
    await dialog.getByLabel("Slug").fill("baska-kategori");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Kategori başarıyla eklendi").first().waitFor();
    await rowOf(page, "Başka Kategori").waitFor();
    await expectAudited(site, { kind: "category", action: "create", summary: "Başka Kategori" });

    // Rename: the promotions filed under it carry the new name at once, on the public chips too.
    await insertPromotionIn(created?.id as string, "Çevrimsiz Bonuslar", "Kategori Deneme Bonusu");
    await expect.poll(() => publicChips(visitor.page), PAGE_LOAD).toEqual(["Çevrimsiz Bonuslar"]);
    await page.getByRole("button", { name: "Çevrimsiz Bonuslar düzenle" }).click();
    dialog = page.getByRole("dialog", { name: "Kategoriyi Düzenle" });
    await expect.poll(() => dialog.getByLabel("Açıklama").inputValue()).toBe("Çevrim şartı olmayan bonuslar");
    await dialog.getByLabel("Kategori Adı").fill("Çevrimsiz Fırsatlar");
    // A stored category keeps its slug (its public filter address) unless it is edited by hand.
    await expect.poll(() => dialog.getByLabel("Slug").inputValue()).toBe("cevrimsiz-bonuslar");
    await dialog.getByRole("button", { name: "Güncelle" }).click();
    await page.getByText("Kategori başarıyla güncellendi").waitFor();
    await expectAudited(site, { kind: "category", action: "update", summary: "Çevrimsiz Fırsatlar" });
    await rowOf(page, "Çevrimsiz Fırsatlar").waitFor();
    const promotion = await handle.db
      .selectFrom("promotions")
      .select("category")
      .where("title", "=", "Kategori Deneme Bonusu")
      .executeTakeFirstOrThrow();
    expect(promotion.category).toBe("Çevrimsiz Fırsatlar");
    await expect.poll(() => publicChips(visitor.page), PAGE_LOAD).toEqual(["Çevrimsiz Fırsatlar"]);

    // Passive: gone from the public chips; active again.
    await page.getByRole("button", { name: "Çevrimsiz Fırsatlar pasif yap" }).click();
    await page.getByText("Kategori pasif edildi").waitFor();
    await expectAudited(site, { kind: "category", action: "toggle", summary: "Çevrimsiz Fırsatlar" });
    await rowOf(page, "Çevrimsiz Fırsatlar").getByText("Pasif", { exact: true }).waitFor();
    await expect.poll(() => publicChips(visitor.page), PAGE_LOAD).toEqual([]);
    await page.getByRole("button", { name: "Çevrimsiz Fırsatlar aktif yap" }).click();
    await page.getByText("Kategori aktif edildi").waitFor();
    await expect.poll(() => publicChips(visitor.page), PAGE_LOAD).toEqual(["Çevrimsiz Fırsatlar"]);

    // In use: refused. Unused: deleted after the confirmation.
    await page.getByRole("button", { name: "Çevrimsiz Fırsatlar sil" }).click();
    await page.getByRole("dialog", { name: "Kategoriyi sil" }).getByRole("button", { name: "Sil" }).click();
    await page.getByText("Bu kategori kullanımda olduğu için silinemez").waitFor();
    await expect.poll(() => categoryNamed("Çevrimsiz Fırsatlar")).toBeDefined();
    await page.getByRole("button", { name: "Başka Kategori sil" }).click();
    const confirm = page.getByRole("dialog", { name: "Kategoriyi sil" });
    await confirm.getByRole("button", { name: "İptal" }).click();
    // Cancelled: the dialog closes and, after a reload, the row and the stored category are still there.
    await confirm.waitFor({ state: "hidden" });
    await page.reload();
    await rowOf(page, "Başka Kategori").waitFor();
    expect(await categoryNamed("Başka Kategori")).toBeDefined();
    await page.getByRole("button", { name: "Başka Kategori sil" }).click();
    await confirm.getByRole("button", { name: "Sil" }).click();
    await page.getByText("Kategori silindi").waitFor();
    await expectAudited(site, { kind: "category", action: "delete", summary: "Başka Kategori" });
    await rowOf(page, "Başka Kategori").waitFor({ state: "detached" });
    await expect.poll(() => categoryNamed("Başka Kategori")).toBeUndefined();
    await saveScreenshot(page, "admin-categories-desktop");
    // Chromium logs the expected 409 answers (duplicate slug, category in use) itself.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  }, 120_000);

  it("adds and deletes a category on a phone", async () => {
    const { page, errors } = await site.signInAt(PHONE);
    await page.goto("/admin/categories");
    await page.getByRole("button", { name: "Yeni Kategori" }).click();
    const dialog = page.getByRole("dialog", { name: "Yeni Kategori Ekle" });
    await dialog.getByLabel("Kategori Adı").fill("Hoş Geldin Paketleri");
    await expect.poll(() => dialog.getByLabel("Slug").inputValue()).toBe("hos-geldin-paketleri");
    await saveScreenshot(page, "admin-category-dialog-phone");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Kategori başarıyla eklendi").waitFor();
    await rowOf(page, "Hoş Geldin Paketleri").waitFor();
    await saveScreenshot(page, "admin-categories-phone");
    await page.getByRole("button", { name: "Hoş Geldin Paketleri sil" }).click();
    await page.getByRole("dialog", { name: "Kategoriyi sil" }).getByRole("button", { name: "Sil" }).click();
    await page.getByText("Kategori silindi").waitFor();
    await expect.poll(() => categoryNamed("Hoş Geldin Paketleri")).toBeUndefined();
    expect(errors).toEqual([]);
  }, 120_000);

  it("answers bad input to the action with 400 or 404 and writes nothing", async () => {
    const count = async () =>
      Number(
        (
          await handle.db
            .selectFrom("promotion_categories")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const post = (fields: Record<string, string>) =>
      fetch(`${site.url}/admin/categories`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const cases: Array<[Record<string, string>, number, string | null]> = [
      [{ intent: "save", id: "", name: " ", slug: "" }, 400, "Kategori adı boş olamaz"],
      [
        { intent: "save", id: "", name: "x".repeat(10_000), slug: "x" },
        400,
        "Kategori adı en fazla 100 karakter olabilir",
      ],
      [
        { intent: "save", id: "", name: "<script>alert(1)</script>", slug: "!!!" },
        400,
        "Kategori slug değeri boş olamaz",
      ],
      [{ intent: "save", id: "' or 1=1 --", name: "Ad", slug: "ad-slug" }, 404, null],
      [{ intent: "save", id: crypto.randomUUID(), name: "Ad", slug: "ad-slug" }, 404, null],
      [{ intent: "toggle", id: crypto.randomUUID(), active: "true" }, 404, null],
      [{ intent: "delete", id: "x".repeat(10_000) }, 404, null],
      [{ intent: "yok-boyle-bir-sey" }, 400, null],
    ];
    for (const [fields, status, text] of cases) {
      const response = await post(fields);
      expect(response.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
      if (text) expect(await response.text()).toContain(text);
    }
    await expect.poll(() => count()).toBe(before);
  });
});
