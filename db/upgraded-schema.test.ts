import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../app/utils/db.server.ts";
import { createFreshDatabase, ENGINES } from "../tests/support/databases.ts";
import { schemaOf } from "../tests/support/schema-snapshot.ts";
import { createTempDir } from "../tests/support/temp-dir.ts";
import { createMigrator, listMigrationNames, migrateToLatest } from "./migrator.ts";
import { seedDemoContent } from "./seed/seed-demo.ts";

/**
 * The earliest version today's demo content can be seeded into: a site that went live then and was upgraded one
 * release at a time ever since, with rows in every table the later migrations rewrite.
 */
const SEEDED_AT = "0013-revisions-drafts-scheduling";

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the schema on ${engine.name}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    async function emptyDatabase(): Promise<DatabaseHandle> {
      const fresh = await createFreshDatabase(engine.name);
      cleanups.push(() => fresh.remove());
      const handle = openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
      cleanups.push(() => handle.close());
      return handle;
    }

    it("is the same on a fresh database as on one that held the demo content and was upgraded one migration at a time", async () => {
      const fresh = await emptyDatabase();
      await migrateToLatest(fresh.authDb, fresh.engine);

      const upgraded = await emptyDatabase();
      const migrator = createMigrator(upgraded.authDb, upgraded.engine);
      expect((await migrator.migrateTo(SEEDED_AT)).error).toBeUndefined();
      const uploads = createTempDir();
      cleanups.push(async () => uploads.remove());
      expect((await seedDemoContent(upgraded.db, { uploadsDir: uploads.path })).seeded).toBe(true);
      const later = listMigrationNames(upgraded.engine).filter((name) => name > SEEDED_AT);
      for (const name of later) {
        const step = await migrator.migrateUp();
        expect(step.error, name).toBeUndefined();
        expect(step.results?.map((result) => result.migrationName)).toEqual([name]);
      }

      const freshSchema = await schemaOf(fresh);
      // A schema read that saw nothing would make any two databases equal.
      expect(freshSchema.filter((line) => line.startsWith("trigger")).length).toBeGreaterThan(5);
      expect(freshSchema.join("\n")).toContain("promotions_sort_folded_idx");
      expect(await schemaOf(upgraded)).toEqual(freshSchema);
      // Every migration twice, one at a time: on PostgreSQL under a loaded machine this took 34 s.
    }, 120_000);
  });
}
