import { describe, expect, it } from "vitest";
import { recordingEvents } from "../../../tests/support/content-events.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { CSV_READ_MESSAGES, decodeCsvFile, parseCsv } from "../../utils/csv.ts";
import { CASINO_CSV, CASINO_CSV_COLUMNS } from "../casinos/casino-csv.server.ts";
import { CSV_IMPORT_MESSAGES, exportCsv, importCsv, previewCsvImport } from "../csv-import/csv-import.server.ts";
import { PROMOTION_MESSAGES } from "./promotion.schema.ts";
import { PROMOTION_CSV, PROMOTION_CSV_COLUMNS } from "./promotion-csv.server.ts";
import { insertCasino, insertCategory } from "./testing/fixtures.ts";

const HEADER = PROMOTION_CSV_COLUMNS.join(";");

function promotionLine(values: Partial<Record<(typeof PROMOTION_CSV_COLUMNS)[number], string>>): string {
  return PROMOTION_CSV_COLUMNS.map((column) => {
    const value = values[column] ?? "";
    return /[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  }).join(";");
}

const GOOD = {
  title: "CSV Hoş Geldin",
  casino: "csv-casino",
  category: "hos-geldin",
  shortDescription: "İlk yatırıma yüzde yüz bonus.",
  description: "<p>Ayrıntılar</p><script>alert(1)</script>",
  terms: "Kural bir\nKural iki",
  url: "https://csv.example/bonus",
  isActive: "evet",
  bonusPercent: "100",
  bonusAmount: "5.000",
  wagering: "35",
  games: "slot",
};

describe("CSV reading", () => {
  it("reads quoted cells with the delimiter of the header line, and takes off the export's formula apostrophe", async () => {
    const parsed = await parseCsv('a;b\r\n"x;y";"1\n2"\r\n\'=cmd;z\r\n');
    expect(parsed).toEqual({
      ok: true,
      delimiter: ";",
      rows: [
        { line: 1, cells: ["a", "b"] },
        { line: 2, cells: ["x;y", "1\n2"] },
        { line: 4, cells: ["=cmd", "z"] },
      ],
    });
  });

  it("refuses a binary file and one not in UTF-8 in Turkish", () => {
    expect(decodeCsvFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual({
      ok: false,
      message: CSV_READ_MESSAGES.binary,
    });
    // 'ş' in Windows-1254 is one byte, 0xFE: not UTF-8.
    expect(decodeCsvFile(new Uint8Array([0x61, 0x3b, 0xfe, 0x0a]))).toEqual({
      ok: false,
      message: CSV_READ_MESSAGES.encoding,
    });
    expect(decodeCsvFile(new TextEncoder().encode("\uFEFFa;b\n1;2"))).toEqual({ ok: true, text: "a;b\n1;2" });
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`promotion and casino CSV on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({ db: database.db, events: recordingEvents(changes) });
    const count = async (table: "promotions" | "casinos") =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("refuses a file with errors row by row and field by field in Turkish, and writes nothing", async () => {
      await insertCasino(database.db, { name: "CSV Casino", slug: "csv-casino" });
      await insertCategory(database.db, { name: "Hoş Geldin", slug: "hos-geldin" });
      const text = [
        HEADER,
        promotionLine(GOOD),
        promotionLine({ ...GOOD, title: "X", casino: "yok-casino", wagering: "çok" }),
        promotionLine({ ...GOOD, title: "Üçüncü Satır", url: "ftp://kotu" }),
      ].join("\r\n");
      const preview = await previewCsvImport(PROMOTION_CSV, database.db, text);
      expect(preview).toMatchObject({ creates: 1, updates: 0, invalid: 2 });
      expect(preview.rows[0]).toMatchObject({
        line: 2,
        key: "csv-casino/csv-hos-geldin",
        action: "create",
        errors: [],
      });
      expect(preview.rows[1]?.errors).toEqual([
        { column: "casino", label: "Casino", message: "Bilinmeyen casino: yok-casino" },
        { column: "title", label: "Başlık", message: PROMOTION_MESSAGES.titleMin },
        { column: "wagering", label: "Çevrim şartı", message: expect.stringContaining("Çevrim şartı") },
      ]);
      expect(preview.rows[2]?.errors).toEqual([{ column: "url", label: "Bağlantı", message: PROMOTION_MESSAGES.url }]);
      const before = await count("promotions");
      const refused = await serviceRejection(importCsv(PROMOTION_CSV, deps(), text));
      expect(refused.message).toBe(CSV_IMPORT_MESSAGES.hasErrors);
      expect(await count("promotions")).toBe(before);
    });

    it("refuses wrong headers and an empty file before any row is read", async () => {
      expect((await serviceRejection(previewCsvImport(PROMOTION_CSV, database.db, "baslik;url\nA;B"))).message).toBe(
        CSV_IMPORT_MESSAGES.unknownColumns(["baslik"]),
      );
      expect((await serviceRejection(previewCsvImport(PROMOTION_CSV, database.db, "title;url"))).message).toBe(
        CSV_IMPORT_MESSAGES.missingColumns(["shortDescription"]),
      );
      expect((await serviceRejection(previewCsvImport(CASINO_CSV, database.db, "slug;name"))).message).toBe(
        CSV_IMPORT_MESSAGES.missingColumns(["url", "logoUrl", "description"]),
      );
    });

    it("imports a good file in one transaction (create, then update on the same slug), sanitised, audited once", async () => {
      const text = [HEADER, promotionLine(GOOD)].join("\n");
      expect(await importCsv(PROMOTION_CSV, deps(), text)).toMatchObject({ creates: 1, updates: 0 });
      expect(
        await importCsv(PROMOTION_CSV, deps(), [HEADER, promotionLine({ ...GOOD, wagering: "0" })].join("\n")),
      ).toMatchObject({ creates: 0, updates: 1 });
      const row = await database.db
        .selectFrom("promotions")
        .select(["description", "wagering", "bonus_amount", "terms"])
        .where("slug", "=", "csv-hos-geldin")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ wagering: 0, bonus_amount: 5000, terms: ["Kural bir", "Kural iki"] });
      expect(row.description).not.toContain("<script");
      expect(changes).toContainEqual({ kind: "promotion" });
      const entries = await database.db
        .selectFrom("audit_log")
        .select("summary")
        .where("action", "=", "import")
        .execute();
      expect(entries.map((entry) => entry.summary)).toEqual([
        'CSV içe aktarımı: 1 promosyon oluşturuldu, 0 promosyon güncellendi: "CSV Hoş Geldin"',
        'CSV içe aktarımı: 0 promosyon oluşturuldu, 1 promosyon güncellendi: "CSV Hoş Geldin"',
      ]);
    });

    it("exports every fact with a BOM, neutralises formula cells, and the export imports back as updates", async () => {
      await database.db
        .updateTable("promotions")
        .set({ promotion_code: "=cmd|' /C calc'!A0" })
        .where("slug", "=", "csv-hos-geldin")
        .execute();
      const csv = await exportCsv(PROMOTION_CSV, database.db);
      expect(csv.startsWith("\uFEFF")).toBe(true);
      expect(csv).toContain(";'=cmd|' /C calc'!A0;");
      const preview = await previewCsvImport(PROMOTION_CSV, database.db, csv.slice(1));
      expect(preview).toMatchObject({ creates: 0, invalid: 0 });
      const casinos = await exportCsv(CASINO_CSV, database.db);
      expect(casinos.split("\r\n")[0]).toBe(`\uFEFF${CASINO_CSV_COLUMNS.join(";")}`);
    });

    it("imports 5,000 promotions (then updates them all) and 5,000 casinos in one go each", async () => {
      const lines = Array.from({ length: 5000 }, (_, i) =>
        promotionLine({ ...GOOD, title: `Toplu Bonus ${i}`, slug: `toplu-${i}`, minDeposit: String(50 + (i % 10)) }),
      );
      const text = [HEADER, ...lines].join("\n");
      // Counts, not time: a time limit fails on a loaded machine and proves nothing a bench would not show better.
      expect(await importCsv(PROMOTION_CSV, deps(), text)).toMatchObject({ creates: 5000, updates: 0 });
      expect(await importCsv(PROMOTION_CSV, deps(), text)).toMatchObject({ creates: 0, updates: 5000 });

      const casinoHeader = CASINO_CSV_COLUMNS.join(";");
      const casinoLine = (i: number) =>
        CASINO_CSV_COLUMNS.map((column) =>
          column === "slug"
            ? `toplu-casino-${i}`
            : column === "name"
              ? `Toplu Casino ${i}`
              : column === "url"
                ? `https://toplu${i}.example`
                : column === "logoUrl"
                  ? "/uploads/demo/logo.webp"
                  : column === "description"
                    ? "<p>Toplu eklenen bir casino sitesi.</p>"
                    : column === "paymentMethods"
                      ? "papara,kripto"
                      : column === "ratingTrust"
                        ? "4,5"
                        : "",
        ).join(";");
      const casinoText = [casinoHeader, ...Array.from({ length: 5000 }, (_, i) => casinoLine(i))].join("\n");
      expect(await importCsv(CASINO_CSV, deps(), casinoText)).toMatchObject({ creates: 5000, updates: 0 });
      const count = async (table: "promotions" | "casinos", prefix: string) =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .where("slug", "like", `${prefix}%`)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count("promotions", "toplu-")).toBe(5000);
      expect(await count("casinos", "toplu-casino-")).toBe(5000);
    }, 60_000);
  });
}
