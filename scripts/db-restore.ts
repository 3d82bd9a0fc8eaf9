import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "../app/features/backup/manifest.server.ts";
import { restoreBackup } from "../app/features/backup/restore.server.ts";
import { ConfigError, loadConfig } from "../app/utils/env.server.ts";
import { errorText } from "../app/utils/errors.ts";

/** `npm run db:restore -- PATH`: restores a backup folder into a stopped site (DATA_DIR, or DATABASE_URL). */
async function main() {
  const { positionals } = parseArgs({ options: {}, allowPositionals: true, strict: true });
  if (positionals.length !== 1 || !positionals[0]) {
    throw new BackupError("Kullanım: npm run db:restore -- YEDEK_KLASÖRÜ (ör. data/backups/backup-20261121-030000)");
  }
  const config = loadConfig(process.env);
  const result = await restoreBackup({
    backupDir: path.resolve(positionals[0]),
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
    databaseUrl: config.databaseUrl,
  });
  const rows = Object.values(result.manifest.row_counts).reduce((sum, n) => sum + n, 0);
  process.stdout.write(
    `Yedek geri yüklendi (${result.manifest.engine}, ${result.manifest.created_at} tarihli, ${rows} satır); süre ${Math.round(result.durationMs)} ms\n` +
      (result.keptDatabase ? `  önceki veritabanı saklandı: ${result.keptDatabase}\n` : "") +
      (result.keptUploads ? `  önceki yüklemeler saklandı: ${result.keptUploads}\n` : ""),
  );
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof BackupError
      ? error.message
      : `Geri yükleme başarısız: ${errorText(error)}`;
  process.stderr.write(`${message.split("\n")[0]}\n`);
  process.exit(1);
});
