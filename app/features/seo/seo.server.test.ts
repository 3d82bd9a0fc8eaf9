import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoRow } from "../../../tests/support/content-fixtures.ts";
import {
  createTestPostgresDatabase,
  TEST_DATABASE_URL,
  type TestPostgresDatabase,
} from "../../../tests/support/postgres.ts";
import { createTempDir, type TempDir } from "../../../tests/support/temp-dir.ts";
import { type DatabaseHandle, openMigratedDatabase } from "../../utils/db.server.ts";
import { findSeoOverride } from "./seo.server.ts";

function defineLookupSuite(name: string, open: () => Promise<DatabaseHandle>, cleanup: () => Promise<void>) {
  describe(`SEO row lookup on ${name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await open();
    });
    afterAll(async () => {
      await handle?.close();
      await cleanup();
    });

    // Spec 1 §1: "SEO defaults used when no stored SEO row exists: a site title, a description, and the keywords
    // 'casino, bonus, promosyon'". Title and description null: the page keeps its own built-in ones.
    it("gives the keywords 'casino, bonus, promosyon' and no title or description when no SEO row is stored", async () => {
      expect(await findSeoOverride(handle.db, "/bonuslar")).toEqual({
        title: null,
        description: null,
        keywords: "casino, bonus, promosyon",
      });
      expect(await findSeoOverride(handle.db, "/")).toEqual({
        title: null,
        description: null,
        keywords: "casino, bonus, promosyon",
      });
    });

    // Spec 1 §7: "seo_settings: select by page_path, falling back to the row for '/'".
    it("falls back to the row for '/' when a page has no row of its own, and prefers the page's own row", async () => {
      await handle.db
        .insertInto("seo_settings")
        .values([
          seoRow({ page_path: "/", title: "Ana Başlık", description: "Ana açıklama", keywords: "ana, sayfa" }),
          seoRow({ page_path: "/blog", title: "Blog Başlığı", description: null, keywords: null }),
        ])
        .execute();
      expect(await findSeoOverride(handle.db, "/bonuslar")).toEqual({
        title: "Ana Başlık",
        description: "Ana açıklama",
        keywords: "ana, sayfa",
      });
      expect(await findSeoOverride(handle.db, "/blog")).toEqual({
        title: "Blog Başlığı",
        description: null,
        keywords: null,
      });
    });
  });
}

let sqliteDir: TempDir;
defineLookupSuite(
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
  defineLookupSuite(
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
