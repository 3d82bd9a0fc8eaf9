import { describe, expect, it } from "vitest";
import { PROMOTION_CSV_COLUMNS } from "../../app/features/promotions/promotion-csv.server.ts";
import { accessibleDescription, DESKTOP, saveScreenshot } from "../support/browser.ts";
import { withDatabase } from "../support/content-fixtures.ts";
import { setUpSite } from "../support/e2e.ts";

/** Issue #14: CSV export, and an import that is previewed row by row and written only when confirmed. */
const site = setUpSite();

function csv(rows: Partial<Record<(typeof PROMOTION_CSV_COLUMNS)[number], string>>[]): Buffer {
  const lines = rows.map((row) => PROMOTION_CSV_COLUMNS.map((column) => row[column] ?? "").join(";"));
  return Buffer.from(`\uFEFF${[PROMOTION_CSV_COLUMNS.join(";"), ...lines].join("\r\n")}\r\n`);
}

const good = (title: string) => ({
  title,
  casino: "zumrut-casino",
  shortDescription: "CSV ile eklenen bir kampanya.",
  url: "https://zumrut.example/csv",
  isActive: "evet",
  bonusPercent: "50",
  wagering: "20",
});

async function promotionCount(title: string): Promise<number> {
  return withDatabase(site.dataDir, async (db) =>
    Number(
      (
        await db
          .selectFrom("promotions")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("title", "=", title)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
}

// One width: nothing here changes with the width; the accessibility parts check every screen at both.
for (const [label, viewport] of [["1280 px desktop", DESKTOP]] as const) {
  describe(`CSV import and export on a ${label}`, () => {
    it("refuses a file with errors row by row, then imports a good one after its preview", async () => {
      const { page, errors } = await site.signInAt(viewport);
      await page.goto("/admin/csv");
      const title = `CSV Kampanyası ${viewport.width}`;
      await page.getByLabel("Tür", { exact: true }).selectOption({ label: "Promosyonlar" });
      // The file field speaks Turkish in any browser (this Chromium's own would say 'No file chosen').
      const fileField = page.getByLabel("CSV dosyası", { exact: true });
      await expect.poll(() => accessibleDescription(fileField)).toBe("Dosya seçilmedi");
      await fileField.setInputFiles({
        name: "hatali.csv",
        mimeType: "text/csv",
        buffer: csv([good(title), { ...good("Y"), casino: "olmayan-casino", wagering: "çok" }]),
      });
      await expect.poll(() => accessibleDescription(fileField)).toBe("hatali.csv");
      await page.getByRole("button", { name: "Önizle" }).click();
      const table = page.getByRole("table", { name: "Satır satır önizleme" });
      await table.waitFor();
      const bad = table.getByRole("row", { name: /^3 / });
      await expect.poll(() => bad.textContent()).toContain("Bilinmeyen casino: olmayan-casino");
      await expect.poll(() => bad.textContent()).toContain("Promosyon başlığı en az 2 karakter olmalıdır");
      await expect.poll(() => table.getByRole("row", { name: /^2 / }).textContent()).toContain("Oluşturulacak");
      await page.getByRole("alert").getByText("Hiçbir satır içe aktarılmadı").waitFor();
      await expect.poll(() => page.getByRole("button", { name: /İçe aktar/ }).count()).toBe(0);
      await saveScreenshot(page, `admin-csv-preview-errors-${viewport.width}`);
      expect(await promotionCount(title)).toBe(0);

      await page.getByLabel("CSV dosyası", { exact: true }).setInputFiles({
        name: "iyi.csv",
        mimeType: "text/csv",
        buffer: csv([good(title)]),
      });
      await page.getByRole("button", { name: "Önizle" }).click();
      await page.getByRole("button", { name: "İçe aktar (1 satır)" }).waitFor();
      // Previewed, not written.
      expect(await promotionCount(title)).toBe(0);
      await page.getByRole("button", { name: "İçe aktar (1 satır)" }).click();
      await page.getByRole("status").getByText("Promosyonlar: 1 oluşturuldu, 0 güncellendi.").waitFor();
      expect(await promotionCount(title)).toBe(1);

      await page.goto("/bonuslar?casino=zumrut-casino");
      await expect.poll(() => page.getByRole("main").getByText(title).first().isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });

    it("refuses a file that is not UTF-8 CSV in Turkish, and exports both lists with a BOM", async () => {
      const { page } = await site.signInAt(viewport);
      await page.goto("/admin/csv");
      await page.getByLabel("CSV dosyası", { exact: true }).setInputFiles({
        name: "eski.csv",
        mimeType: "text/csv",
        buffer: Buffer.from([0x74, 0x69, 0x74, 0x6c, 0x65, 0x3b, 0xfe, 0x0a]),
      });
      await page.getByRole("button", { name: "Önizle" }).click();
      await page.getByRole("alert").getByText("Dosya UTF-8 kodlamasında değil").waitFor();
      for (const kind of ["promotions", "casinos"]) {
        const response = await page.request.get(`/admin/csv/export/${kind}`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
        const text = await response.text();
        expect(text.charCodeAt(0)).toBe(0xfeff);
        expect(text.split("\r\n").length).toBeGreaterThan(2);
      }
    });
  });
}
