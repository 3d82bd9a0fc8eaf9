import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it, onTestFinished } from "vitest";
import { createAdmin, signIn } from "../support/admin.ts";
import { freshDatabaseForTest } from "../support/databases.ts";
import { TEST_DATABASE_URL } from "../support/postgres.ts";
import { logEntries, runServerExpectingFailure, startServerForTest } from "../support/server.ts";
import { tempDirForTest } from "../support/temp-dir.ts";
import { waitUntil } from "../support/wait.ts";

/** 0.001 hours = 3.6 s between slots: a test-sized schedule through the real setting. */
const TINY_INTERVAL = "0.001";

const completeBackups = (dataDir: string) => {
  const dir = path.join(dataDir, "backups");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^backup-\d{8}-\d{6}$/.test(name) && existsSync(path.join(dir, name, "manifest.json")))
    .sort();
};

describe("automatic backups in a running server", () => {
  it("takes a backup by itself, and an admin downloads it as a valid tar.gz that is never cached", async () => {
    const dataDir = tempDirForTest("bonus-auto-backup-");
    const server = await startServerForTest({ DATA_DIR: dataDir, BACKUP_INTERVAL_HOURS: TINY_INTERVAL });
    const backedUp = () => logEntries(server.output()).some((e) => e.msg === "yedek alındı" && e.level === 30);
    expect(await waitUntil(backedUp, 20_000, 100)).toBe(true);
    expect(completeBackups(dataDir).length).toBeGreaterThanOrEqual(1);

    await createAdmin({ dataDir }, "yedek-admin@example.com", "yedek-sifresi");
    const cookie = await signIn(server.url, "yedek-admin@example.com", "yedek-sifresi");
    const folder = completeBackups(dataDir)[0] ?? "";
    const response = await fetch(`${server.url}/api/admin/backups/${folder}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${folder}.tar.gz"`);
    const archive = path.join(tempDirForTest(), "yedek.tar.gz");
    writeFileSync(archive, Buffer.from(await response.arrayBuffer()));
    const listing = spawnSync("tar", ["-tzf", archive], { encoding: "utf8" });
    expect(listing.status).toBe(0);
    expect(listing.stdout.split("\n")).toEqual(
      expect.arrayContaining([`${folder}/`, `${folder}/manifest.json`, `${folder}/site.db`]),
    );

    const missing = await fetch(`${server.url}/api/admin/backups/..%2Fsite.db`, { headers: { Cookie: cookie } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Bu yedek bu sunucuda bulunamadı" });
  });

  it("stops at start-up with a one-line message when BACKUP_INTERVAL_HOURS is not a number", async () => {
    const result = await runServerExpectingFailure({
      env: { DATA_DIR: tempDirForTest(), BACKUP_INTERVAL_HOURS: "her gün" },
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('BACKUP_INTERVAL_HOURS bir sayı olmalı (verilen: "her gün")');
  });
});

describe.skipIf(!TEST_DATABASE_URL)("automatic backups with two instances on one PostgreSQL", () => {
  it("takes exactly one backup per slot between the two instances", async () => {
    const { databaseUrl } = await freshDatabaseForTest("PostgreSQL");
    const dataDirs = [tempDirForTest("bonus-pg-a-"), tempDirForTest("bonus-pg-b-")];
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Slots of 9 s, which start on whole seconds as every whole-hour setting does: a folder is named after the second
      // its slot was claimed in, and with 7.2 s slots the last claim of one slot and the first of the next could fall
      // in the same second, giving the two instances' backups one name.
      BACKUP_INTERVAL_HOURS: "0.0025",
      BACKUP_KEEP: "100",
      SESSION_SECRET: "iki-sunucunun-ortak-oturum-anahtari-0123456789",
    });
    await startServerForTest(env(dataDirs[0] ?? ""));
    await startServerForTest(env(dataDirs[1] ?? ""));

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    onTestFinished(() => client.end());
    const runs = async (where: string) =>
      (
        await client.query<{ slot_at: Date; status: string; folder: string | null }>(
          `select slot_at, status, folder from backup_runs where ${where} order by slot_at`,
        )
      ).rows;
    // The slot due at start-up, then two more of 9 s each.
    expect(await waitUntil(async () => (await runs("status <> 'running'")).length >= 3, 40_000, 200)).toBe(true);

    const finished = await runs("status <> 'running'");
    expect(finished.every((row) => row.status === "success")).toBe(true);
    const folders = dataDirs.map(completeBackups);
    // Each finished slot's backup is in exactly one instance's folder, and no folder exists without a claimed slot.
    for (const row of finished) {
      expect(folders.filter((inDir) => inDir.includes(row.folder ?? "")).length).toBe(1);
    }
    const claimed = await runs("true");
    expect(folders.flat().length).toBeLessThanOrEqual(claimed.length);
    const slots = claimed.map((row) => row.slot_at.toISOString());
    expect(new Set(slots).size).toBe(slots.length);
  });
});
