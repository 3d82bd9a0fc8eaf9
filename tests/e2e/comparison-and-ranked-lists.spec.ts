import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { withDatabase } from "../support/content-fixtures.ts";
import { readJsonLd, waitForHydration } from "../support/content-pages.ts";
import { restoreOldestVersion, setUpSite } from "../support/e2e.ts";

/** Issue #14 steps 5 and 6 on the demo content (SEED_DEMO defaults to 1): comparing casinos, and ranked lists. */
const SITE_URL = "http://bonus.example";
const site = setUpSite({ env: { SITE_URL } });

const THREE = ["Atlas Casino", "Lale Casino", "Boğaziçi Bet"] as const;
const COMPARED_PATH = "/karsilastir/atlas-casino-vs-bogazici-bet-vs-lale-casino";

/** The casinos' names in the table's header row, in order. */
const comparedNames = (page: Page) =>
  page
    .getByRole("region", { name: "Karşılaştırma tablosu" })
    .getByRole("columnheader")
    .getByRole("link")
    .allTextContents();

async function pickAndCompare(page: Page, names: readonly string[]) {
  for (const name of names) await page.getByLabel(name, { exact: true }).check();
  await page.getByRole("button", { name: "Karşılaştır", exact: true }).click();
}

for (const [label, viewport] of [
  ["360 px phone", PHONE],
  ["1280 px desktop", DESKTOP],
] as const) {
  const shot = viewport === PHONE ? "phone" : "desktop";

  describe(`comparison on a ${label}`, () => {
    it("a visitor starts from a casino card, adds two more and gets them side by side at a shareable, noindex address", async () => {
      const { page, errors, foreignRequests } = await openWatchedPage(site.browser, site.url, viewport);
      await page.goto("/guvenilir-siteler");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Karşılaştır: Atlas Casino" }).click();
      await page.waitForURL(/\/karsilastir\?casino=atlas-casino$/);
      await expect
        .poll(() => page.getByRole("alert").textContent())
        .toBe("Bir casino seçtiniz; karşılaştırmak için en az bir casino daha seçin.");
      await expect.poll(() => page.getByLabel("Atlas Casino", { exact: true }).isChecked()).toBe(true);
      await pickAndCompare(page, ["Boğaziçi Bet", "Lale Casino"]);
      await page.waitForURL(`${site.url}${COMPARED_PATH}`);
      await expect.poll(() => comparedNames(page)).toEqual(["Atlas Casino", "Boğaziçi Bet", "Lale Casino"]);
      const table = page.getByRole("region", { name: "Karşılaştırma tablosu" });
      for (const row of ["En iyi güncel bonus", "Genel puan", "Lisans", "Ödeme yöntemleri", "Artıları", "Eksileri"]) {
        await expect
          .poll(() => table.getByRole("rowheader", { name: row, exact: true }).count(), { message: row })
          .toBe(1);
      }
      await expect.poll(() => table.getByRole("link", { name: /Bonus/ }).count()).toBeGreaterThanOrEqual(3);
      await expect.poll(() => page.getAttribute('meta[name="robots"]', "content")).toBe("noindex, follow");
      await expect.poll(() => page.getAttribute('link[rel="canonical"]', "href")).toBe(`${SITE_URL}${COMPARED_PATH}`);
      // The page scrolls nowhere; on a phone each fact's values sit side by side under its label.
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `comparison-${shot}`);
      expect(errors).toEqual([]);
      expect(foreignRequests).toEqual([]);
    });

    it("shows two casinos side by side with every value on screen, and three without scrolling sideways", async () => {
      const { page, errors } = await openWatchedPage(site.browser, site.url, viewport);
      const table = page.getByRole("region", { name: "Karşılaştırma tablosu" });
      /** How far the table's region scrolls sideways (0: it shows all it holds). */
      const sidewaysScroll = () => table.evaluate((region) => region.scrollWidth - region.clientWidth);
      await page.goto("/karsilastir/atlas-casino-vs-lale-casino");
      await expect.poll(() => comparedNames(page)).toEqual(["Atlas Casino", "Lale Casino"]);
      await expect.poll(sidewaysScroll).toBeLessThanOrEqual(0);
      // Each casino's overall score is fully inside the window, side by side on one line.
      const scores = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Genel puan" }) });
      const boxes = await scores.getByRole("cell").evaluateAll((cells) =>
        cells.map((cell) => {
          const box = cell.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top };
        }),
      );
      expect(boxes).toHaveLength(2);
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(viewport.width);
      }
      expect(boxes[0]?.top).toBe(boxes[1]?.top);
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `comparison-two-${shot}`);
      await page.goto(COMPARED_PATH);
      await expect.poll(() => comparedNames(page)).toEqual(["Atlas Casino", "Boğaziçi Bet", "Lale Casino"]);
      await expect.poll(sidewaysScroll).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    it("says in Turkish what is wrong with five casinos and with an unknown one, and never fails", async () => {
      const { page, errors } = await openWatchedPage(site.browser, site.url, viewport);
      await page.goto("/karsilastir");
      await pickAndCompare(page, [...THREE, "Kapadokya Slot", "Yakamoz Casino"]);
      await page.waitForURL(/\/karsilastir\?/);
      await expect
        .poll(() => page.getByRole("alert").textContent())
        .toBe("En fazla 4 casino karşılaştırabilirsiniz; fazla seçtiklerinizi çıkarın.");
      const response = await page.goto("/karsilastir/atlas-casino-vs-olmayan-casino");
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.getByRole("alert").textContent()).toBe("Bu casino bulunamadı: “olmayan-casino”.");
      await expect.poll(() => page.getByLabel("Atlas Casino", { exact: true }).isChecked()).toBe(true);
      expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    });
  });
}

describe("comparison without JavaScript", () => {
  it("picks three casinos with the plain form and lands on the same comparison address", async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL: site.url });
    try {
      const page = await context.newPage();
      await page.goto("/karsilastir");
      await pickAndCompare(page, THREE);
      await page.waitForURL(`${site.url}/karsilastir/atlas-casino-vs-bogazici-bet-vs-lale-casino`);
      await expect.poll(() => comparedNames(page)).toEqual(["Atlas Casino", "Boğaziçi Bet", "Lale Casino"]);
      await page.goto("/karsilastir");
      await page.getByRole("button", { name: "Karşılaştır", exact: true }).click();
      await page.getByText("Karşılaştırmak için en az iki casino seçin.").waitFor();
    } finally {
      await context.close();
    }
  });
});

for (const [label, viewport] of [
  ["360 px phone", PHONE],
  ["1280 px desktop", DESKTOP],
] as const) {
  const shot = viewport === PHONE ? "phone" : "desktop";

  describe(`ranked lists on a ${label}`, () => {
    it("a visitor opens a list from /listeler: ordered places with their chips, 'Son inceleme' and ItemList data", async () => {
      const { page, errors, foreignRequests } = await openWatchedPage(site.browser, site.url, viewport);
      await page.goto("/listeler");
      await page.getByRole("link", { name: "Papara ile Yatırım Yapılan Siteler" }).click();
      await page.waitForURL(/\/listeler\/papara-ile-yatirim-yapilan-siteler$/);
      await page.getByRole("heading", { level: 1, name: "Papara ile Yatırım Yapılan Siteler" }).waitFor();
      await expect.poll(() => page.getByText(/^Son inceleme: \d{1,2} \p{L}+ \d{4}$/u).isVisible()).toBe(true);
      const places = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("article") });
      await expect.poll(() => places.count()).toBeGreaterThanOrEqual(3);
      const first = places.first();
      await expect.poll(() => first.getByRole("heading", { level: 2 }).textContent()).toMatch(/^1\. /);
      await expect
        .poll(() => first.getByRole("list", { name: "Öne çıkan bilgiler" }).textContent())
        .toContain("Papara");

      const lists = (await readJsonLd(page)).filter((data) => data["@type"] === "ItemList");
      expect(lists).toHaveLength(1);
      const [itemList] = lists;
      const elements = itemList?.itemListElement as Array<Record<string, unknown>>;
      await expect.poll(() => places.count()).toBe(elements.length);
      elements.forEach((element, index) => {
        expect(element).toEqual({ "@type": "ListItem", position: index + 1, url: expect.any(String) });
        expect(String(element.url)).toMatch(new RegExp(`^${SITE_URL}/casino/[a-z0-9-]+$`));
      });
      await expect.poll(async () => JSON.stringify(await readJsonLd(page))).not.toMatch(/aggregateRating|"Review"/);
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `ranked-list-${shot}`);
      await first.getByRole("heading", { level: 2 }).getByRole("link").click();
      await page.waitForURL(/\/casino\//);
      expect(errors).toEqual([]);
      expect(foreignRequests).toEqual([]);
    });

    it("the operator writes a list with an ordered casino and promotion and a note, and a visitor opens it", async () => {
      const { page, errors } = await site.signInAt(viewport);
      const title = `Haftanın Seçimleri ${shot}`;
      await page.goto("/admin/dashboard");
      if (viewport === PHONE) await page.getByRole("button", { name: "Menüyü aç" }).click();
      await page
        .getByRole("navigation", { name: "Yönetim bölümleri" })
        .getByRole("link", { name: "Sıralı Listeler" })
        .click();
      await page.waitForURL(/\/admin\/ranked-lists$/);
      await page.getByRole("link", { name: "Sıralı Liste Ekle" }).click();
      await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
      await page.getByRole("button", { name: "Kaydet" }).click();
      await page.getByText("Başlık 3-150 karakter olmalıdır").waitFor();
      await page.getByText("Listeye en az 1, en fazla 30 öğe ekleyin").waitFor();

      await page.getByLabel("Başlık", { exact: true }).fill(title);
      const pick = page.getByLabel("Eklenecek casino veya promosyon");
      await pick.selectOption({ label: "Lale Casino" });
      await page.getByRole("button", { name: "Listeye ekle" }).click();
      await pick.selectOption({ label: "%100 Hoş Geldin Bonusu 5.000 TL'ye Kadar — Atlas Casino" });
      await page.getByRole("button", { name: "Listeye ekle" }).click();
      await page
        .getByRole("button", { name: "%100 Hoş Geldin Bonusu 5.000 TL'ye Kadar — Atlas Casino yukarı taşı" })
        .click();
      await page.getByLabel("1. öğenin notu").fill("Haftanın en cömert bonusu");
      await saveScreenshot(page, `admin-ranked-list-form-${shot}`);
      await page.getByRole("button", { name: "Kaydet" }).click();
      await page.getByText("Sıralı liste başarıyla eklendi").waitFor();
      await page.waitForURL(/\/admin\/ranked-lists$/);
      const list = page.getByRole("region", { name: "Sıralı liste listesi" });
      await list.getByText(title).waitFor();
      await saveScreenshot(page, `admin-ranked-lists-${shot}`);
      const audit = await withDatabase(site.dataDir, (db) =>
        db.selectFrom("audit_log").select(["summary"]).where("kind", "=", "ranked-list").execute(),
      );
      expect(audit.map((entry) => entry.summary)).toContain(`Oluşturuldu: "${title}"`);

      const visitor = await openWatchedPage(site.browser, site.url, viewport);
      await visitor.page.goto(`/listeler/haftanin-secimleri-${shot}`);
      const headings = visitor.page.getByRole("main").getByRole("heading", { level: 2 });
      await expect
        .poll(() => headings.allTextContents())
        .toEqual(["1. %100 Hoş Geldin Bonusu 5.000 TL'ye Kadar", "2. Lale Casino"]);
      await visitor.page.getByText("Haftanın en cömert bonusu").waitFor();

      // The visitor's page is now in the page cache; the operator's next save empties it.
      await page.getByRole("link", { name: `${title} düzenle` }).click();
      await page.getByLabel("1. öğenin notu").fill("Bu hafta da en cömert bonus");
      await page.getByRole("button", { name: "Güncelle" }).click();
      await page.getByText("Sıralı liste başarıyla güncellendi").waitFor();
      await visitor.page.reload();
      await visitor.page.getByText("Bu hafta da en cömert bonus").waitFor();

      // 'Geçmiş' keeps both saves; restoring the first brings its note back as a new version.
      await page.getByRole("link", { name: `${title} düzenle` }).click();
      const history = page.getByRole("region", { name: "Geçmiş" });
      await expect.poll(() => history.locator("ol > li").count()).toBe(2);
      // Each version's items read with their names, not their ids.
      await expect
        .poll(() => history.locator("ol > li").first().textContent())
        .toContain(
          "1. Promosyon %100 Hoş Geldin Bonusu 5.000 TL'ye Kadar — Atlas Casino — Bu hafta da en cömert bonus",
        );
      await expect.poll(() => history.locator("ol > li").last().textContent()).toContain("2. Casino Lale Casino");
      await saveScreenshot(page, `admin-ranked-list-history-${shot}`);
      await restoreOldestVersion(history);
      await expect.poll(() => page.getByLabel("1. öğenin notu").inputValue()).toBe("Haftanın en cömert bonusu");
      await expect.poll(() => history.locator("ol > li").count()).toBe(3);
      expect(visitor.errors).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
