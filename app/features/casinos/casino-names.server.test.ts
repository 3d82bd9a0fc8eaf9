import { describe, expect, it } from "vitest";
import { casinoRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { CASINO_SUGGESTION_LIMIT, findCasinoByNameOrKey, suggestCasinoNames } from "./casino-names.server.ts";

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`casino names on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it("suggests a few casinos whose name begins with the typed text, Turkish letters and case aside, by name", async () => {
      const many = Array.from({ length: 15 }, (_, i) =>
        casinoRow({ name: `Örnek Kasa ${String(i).padStart(2, "0")}`, slug: `ornek-kasa-${i}` }),
      );
      const bogazici = casinoRow({ name: "Boğaziçi Bet", slug: "bogazici-bet" });
      await database.db
        .insertInto("casinos")
        .values([...many, bogazici])
        .execute();
      expect((await suggestCasinoNames(database.db, "BOGAZ")).map((c) => c.name)).toEqual(["Boğaziçi Bet"]);
      const suggested = await suggestCasinoNames(database.db, "örnek k");
      expect(suggested).toHaveLength(CASINO_SUGGESTION_LIMIT);
      expect(suggested[0]?.name).toBe("Örnek Kasa 00");
      expect(await suggestCasinoNames(database.db, "kasa")).toEqual([]);
      expect(await suggestCasinoNames(database.db, "   ")).toEqual([]);
      expect(await suggestCasinoNames(database.db, "%")).toEqual([]);
      expect(await suggestCasinoNames(database.db, "x".repeat(100_000))).toEqual([]);
    });

    it("finds the casino a filter names by slug, id or whole name, and none for other text", async () => {
      const casino = casinoRow({ name: "Çınaraltı Casino", slug: "cinaralti-casino" });
      await database.db.insertInto("casinos").values(casino).execute();
      const found = { id: casino.id, slug: "cinaralti-casino", name: "Çınaraltı Casino" };
      expect(await findCasinoByNameOrKey(database.db, "cinaralti-casino")).toEqual(found);
      expect(await findCasinoByNameOrKey(database.db, casino.id.toUpperCase())).toEqual(found);
      expect(await findCasinoByNameOrKey(database.db, "  ÇINARALTI casino ")).toEqual(found);
      expect(await findCasinoByNameOrKey(database.db, "Çınaraltı")).toBeNull();
      expect(await findCasinoByNameOrKey(database.db, "")).toBeNull();
      expect(await findCasinoByNameOrKey(database.db, "\u0000".repeat(10_000))).toBeNull();
    });
  });
}
