import { spawn, spawnSync } from "node:child_process";
import { BackupError } from "./manifest.server.ts";

export type PostgresTool = "pg_dump" | "pg_restore";

/** Throws the Turkish "install the client tools" message when the tool is not on PATH. */
export function requirePostgresTool(tool: PostgresTool): void {
  const probe = spawnSync(tool, ["--version"], { stdio: "ignore" });
  if (probe.error || probe.status !== 0) {
    throw new BackupError(
      `${tool} bulunamadı: PostgreSQL yedeği için PostgreSQL istemci araçlarını kurun (ör. apt install postgresql-client) ve PATH'e ekleyin.`,
    );
  }
}

/**
 * Runs pg_dump or pg_restore against DATABASE_URL. The password travels in PGPASSWORD, not on the command line,
 * so it does not show in the process list.
 */
export function runPostgresTool(tool: PostgresTool, databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const child = spawn(tool, [`--dbname=${url.toString()}`, ...args], { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("error", (error) => reject(new BackupError(`${tool} çalıştırılamadı: ${error.message}`)));
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else {
        const detail = stderr.trim().split("\n").slice(-1)[0] ?? "";
        reject(new BackupError(`${tool} başarısız oldu (çıkış kodu ${code}): ${detail}`));
      }
    });
  });
}
