import { describe, expect, it } from "vitest";
import { splashAdRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { ServiceError } from "../../utils/errors.ts";
import { auditedEdits } from "./audited-edit.server.ts";

const EDITS = auditedEdits(
  { table: "splash_ads", kind: "splash-ad" },
  {
    labels: { title: "Başlık", href: "Bağlantı" },
    noun: "reklamı",
  },
);
const missing = () => new ServiceError("not_found", "Yok");

describe("an audited edit's types", () => {
  it("keep every caller to its own table's columns (checked by tsc)", () => {
    const before = splashAdRow() as never;
    // @ts-expect-error: `name` is a column of casinos, not of splash ads.
    const wrongColumn: Parameters<typeof EDITS.write>[2] = { before, values: { name: "x" }, name: "x" };
    expect(wrongColumn.values).toEqual({ name: "x" });
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`an audited edit on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it("writes the values and updated_at, and records the labelled columns that changed, in one transaction", async () => {
      const row = splashAdRow({ title: "Eski" });
      await database.db.insertInto("splash_ads").values(row).execute();
      await database.db.transaction().execute(async (trx) => {
        const before = await EDITS.read(trx, row.id, missing);
        expect(before.title).toBe("Eski");
        const values = { title: "Yeni", href: row.href, is_active: false };
        await EDITS.write(trx, row.id, { before, values, updatedAt: "2026-11-28T10:00:00.000Z", name: "Yeni" });
      });
      const stored = await database.db
        .selectFrom("splash_ads")
        .select(["title", "is_active", "updated_at"])
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      expect({ ...stored, is_active: Boolean(stored.is_active) }).toEqual({
        title: "Yeni",
        is_active: false,
        updated_at: "2026-11-28T10:00:00.000Z",
      });
      const entry = await database.db
        .selectFrom("audit_log")
        .select(["kind", "item_id", "action", "summary"])
        .where("item_id", "=", row.id)
        .executeTakeFirstOrThrow();
      // is_active changed too, but has no label here.
      expect(entry).toEqual({
        kind: "splash-ad",
        item_id: row.id,
        action: "update",
        summary: '"Yeni" reklamı: Değişen alanlar: Başlık',
      });
    });

    it("throws the caller's error for a row that is not there", async () => {
      await expect(EDITS.read(database.db, crypto.randomUUID(), missing)).rejects.toMatchObject({ code: "not_found" });
    });
  });
}
