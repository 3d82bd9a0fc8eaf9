import { existsSync } from "node:fs";
import path from "node:path";
import { BackupError } from "../app/features/backup/manifest.server.ts";
import { copySqliteToPostgres } from "../app/features/backup/migrate-to-postgres.server.ts";
import { findLockHolder } from "../app/utils/data-dir-lock.server.ts";
import { openDatabase, openMigratedDatabase, SQLITE_FILE_NAME } from "../app/utils/db.server.ts";
import { ConfigError, loadConfig } from "../app/utils/env.server.ts";
import { errorText } from "../app/utils/errors.ts";

/**
 * `DATABASE_URL=postgres://… DATA_DIR=… npm run db:migrate-to-postgres`: copies the SQLite site in DATA_DIR into
 * an empty PostgreSQL database. Stop the site first, so no write lands after the copy.
 */
async function main() {
  const config = loadConfig(process.env);
  if (!config.databaseUrl)
    throw new BackupError("DATABASE_URL ayarlı değil: hedef PostgreSQL veritabanının adresini verin.");
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE_NAME);
  if (!existsSync(sqliteFile)) throw new BackupError(`SQLite veritabanı bulunamadı: ${sqliteFile}`);
  const running = findLockHolder(config.dataDir);
  if (running !== null) throw new BackupError(`Site çalışıyor (PID ${running}); taşımadan önce sunucuyu durdurun.`);
  const started = performance.now();
  // The source is brought to the latest schema first, so its columns match the target's.
  const source = await openMigratedDatabase({ dataDir: config.dataDir });
  const target = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const report = await copySqliteToPostgres(source, target);
    const width = Math.max(...report.map((r) => r.table.length));
    for (const r of report) process.stdout.write(`  ${r.table.padEnd(width)}  ${r.source} → ${r.target}\n`);
    process.stdout.write(
      `PostgreSQL'e taşındı: ${report.reduce((s, r) => s + r.target, 0)} satır, ${report.length} tablo, satır sayıları tutuyor; süre ${Math.round(performance.now() - started)} ms.\n` +
        "Yüklenen dosyalar DATA_DIR/uploads içinde kalır (ya da S3_* ile bir depoya kopyalayın). Siteyi DATABASE_URL ile başlatın.\n",
    );
  } finally {
    await source.close();
    await target.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof BackupError
      ? error.message
      : `PostgreSQL'e taşıma başarısız (kopyalanan satırlar geri alındı): ${errorText(error)}`;
  process.stderr.write(`${message.split("\n")[0]}\n`);
  process.exit(1);
});
