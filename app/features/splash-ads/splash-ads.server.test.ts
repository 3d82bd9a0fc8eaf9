import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splashAdRow } from "../../../tests/support/content-fixtures.ts";
import {
  createTestPostgresDatabase,
  TEST_DATABASE_URL,
  type TestPostgresDatabase,
} from "../../../tests/support/postgres.ts";
import { createTempDir, type TempDir } from "../../../tests/support/temp-dir.ts";
import { type DatabaseHandle, openMigratedDatabase } from "../../utils/db.server.ts";
import { pickRandomAd } from "./splash-ad.ts";
import { listActiveSplashAds } from "./splash-ads.server.ts";

describe("picking a splash ad", () => {
  it("picks each ad for its share of random numbers and nothing from an empty list", () => {
    const ads = ["a", "b", "c"];
    expect(pickRandomAd(ads, () => 0)).toBe("a");
    expect(pickRandomAd(ads, () => 0.5)).toBe("b");
    expect(pickRandomAd(ads, () => 0.9999)).toBe("c");
    expect(pickRandomAd([], () => 0.5)).toBeNull();
  });
});

function defineSplashSuite(name: string, open: () => Promise<DatabaseHandle>, cleanup: () => Promise<void>) {
  describe(`splash ads on ${name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await open();
    });
    afterAll(async () => {
      await handle?.close();
      await cleanup();
    });

    it("gives the public side only active ads, and only their id, title, image and target", async () => {
      const active = splashAdRow({ title: "Hoş geldin reklamı" });
      const inactive = splashAdRow({ is_active: false });
      await handle.db.insertInto("splash_ads").values([active, inactive]).execute();
      expect(await listActiveSplashAds(handle.db)).toEqual([
        { id: active.id, title: "Hoş geldin reklamı", imageUrl: active.image_url, href: active.href },
      ]);
    });
  });
}

let sqliteDir: TempDir;
defineSplashSuite(
  "SQLite",
  async () => {
    sqliteDir = createTempDir();
    return openMigratedDatabase({ dataDir: sqliteDir.path });
  },
  async () => sqliteDir?.remove(),
);

describe.skipIf(!TEST_DATABASE_URL)("PostgreSQL", () => {
  let database: TestPostgresDatabase;
  const dir = createTempDir();
  defineSplashSuite(
    "PostgreSQL",
    async () => {
      database = await createTestPostgresDatabase();
      return openMigratedDatabase({ databaseUrl: database.url, dataDir: dir.path });
    },
    async () => {
      await database?.drop();
      dir.remove();
    },
  );
});
