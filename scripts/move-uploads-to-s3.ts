import { BackupError } from "../app/features/backup/manifest.server.ts";
import { moveUploadsToBucket } from "../app/features/backup/move-uploads.server.ts";
import { findLockHolder } from "../app/utils/data-dir-lock.server.ts";
import { openMigratedDatabase } from "../app/utils/db.server.ts";
import { ConfigError, loadConfig } from "../app/utils/env.server.ts";
import { errorText } from "../app/utils/errors.ts";
import { createStorage } from "../app/utils/storage.server.ts";

/**
 * `S3_BUCKET=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… npm run uploads:move-to-s3`: copies DATA_DIR/uploads into
 * the bucket and points the database at the copies. Stop the site first; start it again with the same S3_* settings.
 */
async function main() {
  const config = loadConfig(process.env);
  if (!config.s3)
    throw new BackupError(
      "S3_* ayarlı değil: hedef depoyu S3_BUCKET, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY ile verin.",
    );
  const running = config.databaseUrl ? null : findLockHolder(config.dataDir);
  if (running !== null) throw new BackupError(`Site çalışıyor (PID ${running}); taşımadan önce sunucuyu durdurun.`);
  const started = performance.now();
  const database = await openMigratedDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const report = await moveUploadsToBucket({
      uploadsDir: config.uploadsDir,
      storage: createStorage(config),
      db: database.db,
    });
    const rows = Object.entries(report.rows)
      .filter(([, count]) => count > 0)
      .map(([table, count]) => `${table} ${count}`)
      .join(", ");
    process.stdout.write(
      `Depoya taşındı: ${report.files} dosya (${Math.round(report.bytes / 1024)} KB); güncellenen satırlar: ${rows || "yok"}; süre ${Math.round(performance.now() - started)} ms.\n` +
        `Yerel kopyalar ${config.uploadsDir} içinde duruyor; site yeni adreslerle çalıştığında silebilirsiniz. Siteyi aynı S3_* ayarlarıyla başlatın.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof BackupError
      ? error.message
      : `Depoya taşıma başarısız (veritabanı değişmedi): ${errorText(error)}`;
  process.stderr.write(`${message.split("\n")[0]}\n`);
  process.exit(1);
});
