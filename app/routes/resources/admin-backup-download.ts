import { Readable } from "node:stream";
import { getServices } from "../../context.ts";
import { BACKUP_MESSAGES, findBackupFolder } from "../../features/backup/backup-runs.server.ts";
import { createTarGzStream } from "../../features/backup/tar-archive.server.ts";
import type { Route } from "./+types/admin-backup-download";

/** GET /api/admin/backups/:folder: the backup folder as one tar.gz, streamed; admin only (the guard), never cached. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { config } = getServices(context);
  const dir = findBackupFolder(config.backupsDir, params.folder);
  if (!dir) return Response.json({ error: BACKUP_MESSAGES.notFound }, { status: 404 });
  const body = Readable.toWeb(createTarGzStream(dir)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${params.folder}.tar.gz"`,
      "Cache-Control": "no-store",
    },
  });
}
