import { openMigratedDatabase } from "../app/utils/db.server.ts";
import { ConfigError, loadConfig } from "../app/utils/env.server.ts";
import { seedDemoContent } from "../db/seed/seed-demo.ts";

/** `npm run seed`: loads the Turkish demo content into an empty database (a database with content is left alone). */
async function main() {
  const config = loadConfig(process.env);
  const database = await openMigratedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await seedDemoContent(database.db, { uploadsDir: config.uploadsDir });
    process.stdout.write(
      result.seeded
        ? `Demo içerik yüklendi: ${JSON.stringify(result.counts)}\n`
        : "Veritabanında zaten içerik var; demo içerik yüklenmedi.\n",
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Demo içerik yüklenemedi: ${String(error)}`}\n`,
  );
  process.exit(1);
});
