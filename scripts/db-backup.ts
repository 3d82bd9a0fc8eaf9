import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../app/features/backup/backup.server.ts";
import { BackupError } from "../app/features/backup/manifest.server.ts";
import { formatBytes } from "../app/utils/admin-format.ts";
import { ConfigError, loadConfig } from "../app/utils/env.server.ts";
import { errorText } from "../app/utils/errors.ts";

/** `npm run db:backup [-- --out DIR]`: a consistent backup of the database and uploads, safe while the site runs. */
async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" } }, strict: true });
  const config = loadConfig(process.env);
  const outDir = values.out ? path.resolve(values.out) : config.backupsDir;
  const result = await createBackup({
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
    databaseUrl: config.databaseUrl,
    outDir,
  });
  const rows = Object.values(result.manifest.row_counts).reduce((sum, n) => sum + n, 0);
  const uploads = result.manifest.files.filter((f) => f.path.startsWith("uploads/")).length;
  process.stdout.write(
    `Yedek yazıldı: ${result.dir}\n` +
      `  veritabanı: ${result.manifest.engine}, ${Object.keys(result.manifest.row_counts).length} tablo, ${rows} satır\n` +
      `  yüklenen dosya: ${uploads}; toplam ${formatBytes(result.bytes)}; süre ${Math.round(result.durationMs)} ms\n`,
  );
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof BackupError
      ? error.message
      : `Yedek alınamadı: ${errorText(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
