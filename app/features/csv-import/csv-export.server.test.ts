import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { parseCsv } from "../../utils/csv.ts";
import type { Db } from "../../utils/db.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { CASINO_CSV } from "../casinos/casino-csv.server.ts";
import { PROMOTION_CSV } from "../promotions/promotion-csv.server.ts";
import { insertCasino, insertPromotion } from "../promotions/testing/fixtures.ts";
import { exportCsv, exportCsvStream } from "./csv-import.server.ts";

/** Three casinos (inserted out of slug order), two promotions each with a shared slug, and two without a casino. */
async function seedCatalogue(db: Db) {
  for (const slug of ["zeta-casino", "alfa-casino", "mavi-casino"]) {
    const casinoId = await insertCasino(db, { name: slug, slug });
    await insertPromotion(db, { title: `Kayıt Bonusu ${slug}`, slug: "kayit-bonusu", casinoId });
    await insertPromotion(db, { title: `Bedava Dönüş ${slug}`, slug: "bedava-donus", casinoId });
  }
  await insertPromotion(db, { title: "Sahipsiz B", slug: "sahipsiz-b" });
  await insertPromotion(db, { title: "Sahipsiz A", slug: "sahipsiz-a" });
}

/** The export's rows as "casino/slug" keys, header left out. */
async function keysOf(csv: string): Promise<string[]> {
  const parsed = await parseCsv(csv.slice(1));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rows.slice(1).map((row) => `${row.cells[2]}/${row.cells[0]}`);
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`CSV exports streamed in batches on ${engine.name}`, () => {
    // One database for the describe: the empty table first, then the catalogue, then the deletion during a read.
    const database = useFreshDatabase(engine.name);

    it("an empty table exports its header line alone", async () => {
      expect(await exportCsv(CASINO_CSV, database.db, 2)).toBe(`\uFEFF${CASINO_CSV.columns.join(";")}\r\n`);
    });

    it("gives the same bytes in batches of two as in one batch, promotions without a casino first, then by casino and slug", async () => {
      await seedCatalogue(database.db);
      const whole = await exportCsv(PROMOTION_CSV, database.db, 10_000);
      expect(await exportCsv(PROMOTION_CSV, database.db, 2)).toBe(whole);
      expect(await exportCsv(PROMOTION_CSV, database.db, 1)).toBe(whole);
      expect(await keysOf(whole)).toEqual([
        "/sahipsiz-a",
        "/sahipsiz-b",
        "alfa-casino/bedava-donus",
        "alfa-casino/kayit-bonusu",
        "mavi-casino/bedava-donus",
        "mavi-casino/kayit-bonusu",
        "zeta-casino/bedava-donus",
        "zeta-casino/kayit-bonusu",
      ]);
      const casinos = await exportCsv(CASINO_CSV, database.db, 10_000);
      expect(await exportCsv(CASINO_CSV, database.db, 2)).toBe(casinos);
      expect(casinos.split("\r\n").map((line) => line.split(";")[0])).toEqual([
        `\uFEFF${CASINO_CSV.columns[0]}`,
        "alfa-casino",
        "mavi-casino",
        "zeta-casino",
        "",
      ]);
    });

    it("sends the first rows before it reads the rest: rows deleted after the first chunk are not in the file", async () => {
      const reader = (await exportCsvStream(PROMOTION_CSV, database.db, createLogger("silent"), 2)).getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
      let text = decoder.decode(first.value, { stream: true });
      expect(await keysOf(text)).toEqual(["/sahipsiz-a", "/sahipsiz-b"]);
      // The next batches are read only as the reader asks: what is gone by then is not sent.
      await database.db.deleteFrom("promotions").where("slug", "=", "kayit-bonusu").execute();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true });
      }
      expect(await keysOf(text)).toEqual([
        "/sahipsiz-a",
        "/sahipsiz-b",
        "alfa-casino/bedava-donus",
        "mavi-casino/bedava-donus",
        "zeta-casino/bedava-donus",
      ]);
    });
  });
}
