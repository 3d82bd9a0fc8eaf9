import pg from "pg";
import { describe, expect, it } from "vitest";
import { openMigratedDatabase } from "../../app/utils/db.server.ts";
import { casinoRow, promotionRow } from "../../tests/support/content-fixtures.ts";
import { freshDatabaseForTest } from "../../tests/support/databases.ts";
import { TEST_DATABASE_URL } from "../../tests/support/postgres.ts";

/** Settles with the statement's result, or fails naming what it waited for once `ms` have passed. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

describe.skipIf(!TEST_DATABASE_URL)("folded columns filled in before the write, on PostgreSQL (0026)", () => {
  it("lets a promotion save and a casino save run side by side without a deadlock, and keeps both folded", async () => {
    const fresh = await freshDatabaseForTest("PostgreSQL");
    const handle = await openMigratedDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
    const promotionSave = new pg.Client({ connectionString: fresh.databaseUrl });
    const casinoSave = new pg.Client({ connectionString: fresh.databaseUrl });
    try {
      const casino = casinoRow({ name: "Eski Ad" });
      const promotion = promotionRow({ title: "Eski başlık", casino_id: casino.id });
      await handle.db.insertInto("casinos").values(casino).execute();
      await handle.db.insertInto("promotions").values(promotion).execute();
      const foldedPromotion = () =>
        handle.db
          .selectFrom("promotions")
          .select(["sort_folded", "search_folded"])
          .where("id", "=", promotion.id)
          .executeTakeFirstOrThrow();
      expect(await foldedPromotion()).toEqual({ sort_folded: "eski baslik", search_folded: "eski baslik\n\neski ad" });

      await promotionSave.connect();
      await casinoSave.connect();
      await promotionSave.query("begin");
      await casinoSave.query("begin");
      // The casino save first changes the slug: an update of a uniquely indexed column locks the casino row FOR UPDATE.
      await casinoSave.query("update casinos set slug = 'yeni-slug' where id = $1", [casino.id]);
      // The promotion save now locks its row. With the folded columns refreshed by a second UPDATE after the write,
      // PostgreSQL checked the casino key again here and waited for the casino save: one half of the deadlock.
      await within(
        5_000,
        "the promotion's update, for the casino save's lock",
        promotionSave.query("update promotions set title = 'Yeni başlık' where id = $1", [promotion.id]),
      );
      // The casino's rename refreshes its promotions: it waits for the promotion save, which can now commit.
      const rename = casinoSave.query("update casinos set name = 'Yeni Ad' where id = $1", [casino.id]);
      await promotionSave.query("commit");
      await within(5_000, "the casino's rename, after the promotion save committed", rename);
      await casinoSave.query("commit");

      expect(await foldedPromotion()).toEqual({ sort_folded: "yeni baslik", search_folded: "yeni baslik\n\nyeni ad" });
      expect(
        await handle.db
          .selectFrom("casinos")
          .select("sort_folded")
          .where("id", "=", casino.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ sort_folded: "yeni ad" });
    } finally {
      await promotionSave.end().catch(() => {});
      await casinoSave.end().catch(() => {});
      await handle.close();
    }
  });
});
