import { createHash, randomUUID } from "node:crypto";
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, it, onTestFinished } from "vitest";
import { listFilesRecursively } from "../../app/features/backup/manifest.server.ts";
import { COPY_ORDER } from "../../app/features/backup/migrate-to-postgres.server.ts";
import { type DatabaseHandle, openDatabase, openMigratedDatabase } from "../../app/utils/db.server.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import { freshDatabaseForTest } from "../support/databases.ts";
import { TEST_DATABASE_URL } from "../support/postgres.ts";
import { runScript, type ScriptResult } from "../support/run-script.ts";
import { startServerForTest } from "../support/server.ts";
import { tempDirForTest } from "../support/temp-dir.ts";
import { waitUntil } from "../support/wait.ts";
import { activePromotionIds, postComment, startWriters, visitorAddress } from "../support/writes.ts";

const tempDir = () => tempDirForTest("bonus-backup-");

/** A fresh SQLite site with the demo content and one admin, so the auth tables have rows too. */
async function createDemoSite({ withAdmin = true } = {}): Promise<string> {
  const dataDir = tempDir();
  const handle = await openMigratedDatabase({ dataDir });
  try {
    await seedDemoContent(handle.db, { uploadsDir: path.join(dataDir, "uploads") });
  } finally {
    await handle.close();
  }
  if (!withAdmin) return dataDir;
  const admin = await runScript(
    "scripts/admin-create.ts",
    ["--email", "yedek@example.com", "--password", "yedek-sifre-1"],
    {
      DATA_DIR: dataDir,
    },
  );
  expect(admin.code).toBe(0);
  return dataDir;
}

/** Every row of every table of a SQLite file, in a stable order, exactly as stored. */
function snapshotSqlite(file: string): Record<string, unknown[]> {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as Array<{ name: string }>;
    const snapshot: Record<string, unknown[]> = {};
    for (const { name } of tables) {
      const columns = (database.prepare(`pragma table_info("${name}")`).all() as Array<unknown>).length;
      const orderBy = Array.from({ length: columns }, (_, i) => i + 1).join(", ");
      // Integers as BigInt: a full-text index's segment ids pass 2^53, past what a JavaScript number holds.
      const rows = database.prepare(`select * from "${name}" order by ${orderBy}`);
      rows.setReadBigInts(true);
      snapshot[name] = rows.all();
    }
    return snapshot;
  } finally {
    database.close();
  }
}

function snapshotFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const relative of listFilesRecursively(root)) {
    files[relative] = createHash("sha256")
      .update(readFileSync(path.join(root, relative)))
      .digest("hex");
  }
  return files;
}

function onlyBackup(outDir: string): string {
  const names = readdirSync(outDir).filter((n) => n.startsWith("backup-"));
  expect(names).toHaveLength(1);
  return path.join(outDir, names[0] as string);
}

function durationOf(result: ScriptResult): number {
  return Number(/süre (\d+) ms/.exec(result.stdout)?.[1] ?? Number.NaN);
}

describe("npm run db:backup / db:restore on SQLite", () => {
  it("brings back every row of every table and every upload byte for byte after the site was changed", async () => {
    const dataDir = await createDemoSite();
    const dbFile = path.join(dataDir, "site.db");
    const uploadsDir = path.join(dataDir, "uploads");
    const rowsBefore = snapshotSqlite(dbFile);
    const filesBefore = snapshotFiles(uploadsDir);
    expect(rowsBefore.promotions?.length).toBeGreaterThan(0);
    expect(rowsBefore.user).toHaveLength(1);
    expect(Object.keys(filesBefore).length).toBeGreaterThan(0);

    const outDir = tempDir();
    const backup = await runScript("scripts/db-backup.ts", ["--out", outDir], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const backupDir = onlyBackup(outDir);
    expect(path.basename(backupDir)).toMatch(/^backup-\d{8}-\d{6}$/);
    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8"));
    expect(manifest.engine).toBe("sqlite");
    expect(manifest.row_counts.promotions).toBe(rowsBefore.promotions?.length);
    expect(manifest.files.length).toBe(Object.keys(filesBefore).length + 1);

    // Change the site after the backup: rows deleted, an upload overwritten, one removed, one added.
    const live = new DatabaseSync(dbFile);
    live.exec("PRAGMA foreign_keys = ON; delete from promotion_comments; delete from blog_posts; delete from session;");
    live.close();
    const [firstUpload, secondUpload] = Object.keys(filesBefore);
    writeFileSync(path.join(uploadsDir, firstUpload as string), "değişti");
    rmSync(path.join(uploadsDir, secondUpload as string));
    writeFileSync(path.join(uploadsDir, "yeni.txt"), "sonradan eklendi");

    const restore = await runScript("scripts/db-restore.ts", [backupDir], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(snapshotSqlite(dbFile)).toEqual(rowsBefore);
    expect(snapshotFiles(uploadsDir)).toEqual(filesBefore);
    expect(existsSync(`${dbFile}-wal`) && statSync(`${dbFile}-wal`).size > 0).toBe(false);
    const kept = readdirSync(dataDir).filter((n) => n.startsWith("site.db.before-restore-"));
    expect(kept).toHaveLength(1);
    expect(snapshotSqlite(path.join(dataDir, kept[0] as string)).blog_posts).toEqual([]);
    console.info(`demo SQLite backup ${durationOf(backup)} ms, restore ${durationOf(restore)} ms`);
  });

  it("writes DATA_DIR/backups, the backup folder and every file in it owner-only, whatever the uploads' modes", async () => {
    const dataDir = await createDemoSite({ withAdmin: false });
    const backup = await runScript("scripts/db-backup.ts", [], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe("");
    const backupsDir = path.join(dataDir, "backups");
    const backupDir = onlyBackup(backupsDir);
    const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);
    expect(mode(backupsDir)).toBe("700");
    expect(mode(backupDir)).toBe("700");
    const entries = readdirSync(backupDir, { recursive: true, withFileTypes: true });
    expect(entries.filter((e) => e.isFile()).length).toBeGreaterThan(2);
    for (const entry of entries) {
      const full = path.join(entry.parentPath, entry.name);
      expect(mode(full), path.relative(backupDir, full)).toBe(entry.isDirectory() ? "700" : "600");
    }
  });

  it.each([
    ["a missing argument", () => [], "Kullanım: npm run db:restore"],
    ["a path that does not exist", (dir: string) => [path.join(dir, "yok")], "Yedek bulunamadı"],
    ["a folder that is not a backup", (dir: string) => [dir], "Bu klasör bir yedek değil"],
  ])("refuses %s with one Turkish line and changes nothing", async (_label, args, message) => {
    const dataDir = await createDemoSite({ withAdmin: false });
    const before = snapshotSqlite(path.join(dataDir, "site.db"));
    const result = await runScript("scripts/db-restore.ts", args(tempDir()), { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain(message);
    expect(snapshotSqlite(path.join(dataDir, "site.db"))).toEqual(before);
    expect(readdirSync(dataDir).some((n) => n.includes("before-restore"))).toBe(false);
  });

  it.each([
    [
      "a changed upload",
      (dir: string) => writeFileSync(path.join(dir, firstUploadOf(dir)), "bozuk"),
      "sağlama toplamı",
    ],
    [
      "a changed database file",
      (dir: string) => {
        const file = path.join(dir, "site.db");
        const bytes = readFileSync(file);
        bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0xff;
        writeFileSync(file, bytes);
      },
      "site.db dosyasının sağlama toplamı tutmuyor",
    ],
    ["a missing file", (dir: string) => rmSync(path.join(dir, firstUploadOf(dir))), "dosyası eksik"],
    [
      "a manifest pointing outside the backup",
      (dir: string) => {
        const file = path.join(dir, "manifest.json");
        const manifest = JSON.parse(readFileSync(file, "utf8"));
        manifest.files.push({ path: "../../etc/passwd", size: 1, sha256: "0".repeat(64) });
        writeFileSync(file, JSON.stringify(manifest));
      },
      "geçersiz dosya yolu",
    ],
    ["an unreadable manifest", (dir: string) => writeFileSync(path.join(dir, "manifest.json"), "{bozuk"), "okunamadı"],
    [
      "a listed symlink to /etc/passwd whose size and checksum the manifest carries",
      (dir: string) => {
        symlinkSync("/etc/passwd", path.join(dir, "uploads", "passwd"));
        const file = path.join(dir, "manifest.json");
        const manifest = JSON.parse(readFileSync(file, "utf8"));
        const bytes = readFileSync("/etc/passwd");
        const sha256 = createHash("sha256").update(bytes).digest("hex");
        manifest.files.push({ path: "uploads/passwd", size: bytes.length, sha256 });
        writeFileSync(file, JSON.stringify(manifest));
      },
      "uploads/passwd normal bir dosya değil",
    ],
    [
      "a listed upload replaced by a symlink to the very same bytes outside the backup",
      (dir: string) => {
        const upload = path.join(dir, firstUploadOf(dir));
        const outside = `${dir}-disarida`;
        renameSync(upload, outside);
        symlinkSync(outside, upload);
      },
      "normal bir dosya değil",
    ],
    [
      "the uploads folder replaced by a symlink to a copy outside the backup",
      (dir: string) => {
        const outside = `${dir}-yuklemeler`;
        renameSync(path.join(dir, "uploads"), outside);
        symlinkSync(outside, path.join(dir, "uploads"));
      },
      "normal bir dosya değil",
    ],
  ])("refuses a backup with %s and leaves the site as it was", async (_label, corrupt, message) => {
    const dataDir = await createDemoSite({ withAdmin: false });
    const outDir = tempDir();
    expect((await runScript("scripts/db-backup.ts", ["--out", outDir], { DATA_DIR: dataDir })).code).toBe(0);
    const backupDir = onlyBackup(outDir);
    const live = new DatabaseSync(path.join(dataDir, "site.db"));
    live.exec("delete from promotion_comments");
    live.close();
    const rowsBefore = snapshotSqlite(path.join(dataDir, "site.db"));
    const filesBefore = snapshotFiles(path.join(dataDir, "uploads"));
    corrupt(backupDir);

    const result = await runScript("scripts/db-restore.ts", [backupDir], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain(message);
    expect(snapshotSqlite(path.join(dataDir, "site.db"))).toEqual(rowsBefore);
    expect(snapshotFiles(path.join(dataDir, "uploads"))).toEqual(filesBefore);
    expect(readdirSync(dataDir).some((n) => n.includes("before-restore"))).toBe(false);
  });

  it("restores only the files the manifest lists: an extra file and an unlisted symlink to /etc/passwd stay out of uploads", async () => {
    const dataDir = await createDemoSite({ withAdmin: false });
    const uploadsDir = path.join(dataDir, "uploads");
    const filesBefore = snapshotFiles(uploadsDir);
    const outDir = tempDir();
    expect((await runScript("scripts/db-backup.ts", ["--out", outDir], { DATA_DIR: dataDir })).code).toBe(0);
    const backupDir = onlyBackup(outDir);
    writeFileSync(path.join(backupDir, "uploads", "fazladan.html"), "<script>alert(1)</script>");
    symlinkSync("/etc/passwd", path.join(backupDir, "uploads", "passwd"));

    const restore = await runScript("scripts/db-restore.ts", [backupDir], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const restored = readdirSync(uploadsDir, { recursive: true, withFileTypes: true });
    expect(restored.filter((e) => e.isSymbolicLink()).map((e) => e.name)).toEqual([]);
    expect(restored.map((e) => e.name)).not.toContain("fazladan.html");
    expect(snapshotFiles(uploadsDir)).toEqual(filesBefore);
  });

  it("says in Turkish that pg_dump is missing when DATABASE_URL is set and the tool is not on PATH", async () => {
    const outDir = tempDir();
    const result = await runScript("scripts/db-backup.ts", ["--out", outDir], {
      DATA_DIR: tempDir(),
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      PATH: "/nonexistent",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("pg_dump bulunamadı");
    expect(readdirSync(outDir)).toEqual([]);
  });
});

describe("db:backup beside the running server", () => {
  it("takes a consistent backup while comments are being written, and db:restore refuses while the server runs", async () => {
    const dataDir = tempDir();
    const server = await startServerForTest({ DATA_DIR: dataDir, SEED_DEMO: "1", TRUST_PROXY: "1" });
    const promotionIds = await activePromotionIds({ dataDir });
    expect(promotionIds.length).toBeGreaterThan(0);

    // One writer, one comment after another, each from its own address (trusted X-Forwarded-For).
    const unexpected: string[] = [];
    const writers = startWriters(1, async (_, n) => {
      const userName = `Yedekçi ${n}`;
      const answer = await postComment(server.url, promotionIds[n % promotionIds.length] ?? "", {
        ip: visitorAddress(n),
        userName,
        comment: `Yedek sırasında yazılan yorum ${n}`,
        rating: 4,
      });
      if (answer.status !== 201 && answer.status !== 429) unexpected.push(`${answer.status} ${answer.body}`);
      return answer.status === 201 ? userName : null;
    });
    onTestFinished(() => writers.halt());
    const accepted = writers.acknowledged;
    expect(await waitUntil(() => accepted.length >= 3, 10_000), "comments accepted before the backup").toBe(true);

    const outDir = tempDir();
    const backup = await runScript("scripts/db-backup.ts", ["--out", outDir], { DATA_DIR: dataDir });
    // Keep writing until a few more comments are accepted, so the snapshot is provably older than the live data.
    const acceptedAtBackup = accepted.length;
    expect(await waitUntil(() => accepted.length >= acceptedAtBackup + 3, 10_000), "comments after the backup").toBe(
      true,
    );
    writers.halt();
    await writers.finished;
    expect(unexpected, "answers other than 201 and 429").toEqual([]);
    expect(writers.unanswered(), "writes the server never answered").toBe(0);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(accepted.length).toBeGreaterThan(5);

    const backupDir = onlyBackup(outDir);
    const copy = new DatabaseSync(path.join(backupDir, "site.db"), { readOnly: true });
    try {
      expect(copy.prepare("pragma integrity_check").get()).toEqual({ integrity_check: "ok" });
      expect(copy.prepare("pragma foreign_key_check").all()).toEqual([]);
      const backedUp = (
        copy.prepare("select user_name from promotion_comments where user_name like 'Yedekçi %'").all() as Array<{
          user_name: string;
        }>
      ).map((r) => r.user_name);
      // A consistent snapshot holds a prefix of the accepted comments: some, not all, and nothing never accepted.
      expect(backedUp.length).toBeGreaterThan(0);
      expect(backedUp.length).toBeLessThan(accepted.length);
      expect(accepted).toEqual(expect.arrayContaining(backedUp));
      const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8"));
      expect(manifest.row_counts.promotion_comments).toBe(
        (copy.prepare("select count(*) as n from promotion_comments").get() as { n: number }).n,
      );
    } finally {
      copy.close();
    }

    const liveBefore = snapshotSqlite(path.join(dataDir, "site.db"));
    const restore = await runScript("scripts/db-restore.ts", [backupDir], { DATA_DIR: dataDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`Site çalışıyor (PID ${server.child.pid})`);
    expect(snapshotSqlite(path.join(dataDir, "site.db"))).toEqual(liveBefore);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

function firstUploadOf(backupDir: string): string {
  return `uploads/${listFilesRecursively(path.join(backupDir, "uploads"))[0]}`;
}

/** Rows of every table through the application handles, made comparable across engines. */
async function snapshotThroughKysely(handle: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const { table, orderBy } of COPY_ORDER) {
    const auth = ["user", "session", "account", "verification", "rateLimit", "twoFactor"].includes(table);
    let query = (auth ? handle.authDb : handle.db).selectFrom(table).selectAll();
    for (const column of orderBy) query = query.orderBy(column as never);
    const rows = (await query.execute()) as Array<Record<string, unknown>>;
    snapshot[table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          value instanceof Date ? value.toISOString() : typeof value === "boolean" && auth ? Number(value) : value,
        ]),
      ),
    );
  }
  return snapshot;
}

/** Every row of every public table on PostgreSQL, as JSON text, in a stable order. */
async function snapshotPostgres(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const snapshot: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const rows = await client.query<{ j: string }>(`select row_to_json(t)::text as j from "${name}" t order by 1`);
      snapshot[name] = rows.rows.map((r) => r.j);
    }
    return snapshot;
  } finally {
    await client.end();
  }
}

describe.skipIf(!TEST_DATABASE_URL)("PostgreSQL: db:migrate-to-postgres and db:backup / db:restore", () => {
  async function freshPostgres(): Promise<string> {
    return (await freshDatabaseForTest("PostgreSQL")).databaseUrl;
  }

  it("moves the demo site into an empty PostgreSQL database with identical rows in every table, and refuses a second run", async () => {
    const dataDir = await createDemoSite();
    // More comments than one 500-row batch holds, with Turkish text, so batching and encoding are both exercised.
    const sqlite = new DatabaseSync(path.join(dataDir, "site.db"));
    const promotionId = (sqlite.prepare("select id from promotions limit 1").get() as { id: string }).id;
    const insert = sqlite.prepare(
      "insert into promotion_comments (id, promotion_id, user_name, comment, rating, created_at) values (?, ?, ?, ?, ?, ?)",
    );
    sqlite.exec("begin");
    for (let i = 0; i < 1_201; i++) {
      insert.run(
        randomUUID(),
        promotionId,
        `Çağrı ${i}`,
        `Şık ve güzel ğüşiöç yorum ${i}`,
        (i % 5) + 1,
        new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      );
    }
    sqlite.exec("commit");
    sqlite.close();
    const url = await freshPostgres();
    const migrate = await runScript("scripts/migrate-to-postgres.ts", [], { DATA_DIR: dataDir, DATABASE_URL: url });
    expect(migrate.stderr).toBe("");
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toContain("satır sayıları tutuyor");

    const source = openDatabase({ dataDir });
    const target = openDatabase({ dataDir, databaseUrl: url });
    onTestFinished(() => source.close());
    onTestFinished(() => target.close());
    const sourceRows = await snapshotThroughKysely(source);
    const targetRows = await snapshotThroughKysely(target);
    for (const { table } of COPY_ORDER)
      expect({ table, rows: targetRows[table] }).toEqual({ table, rows: sourceRows[table] });
    expect(sourceRows.promotions?.length).toBeGreaterThan(0);
    expect(sourceRows.promotion_comments?.length).toBeGreaterThan(1_201);
    expect(sourceRows.user).toHaveLength(1);
    expect(sourceRows.account).toHaveLength(1);

    const again = await runScript("scripts/migrate-to-postgres.ts", [], { DATA_DIR: dataDir, DATABASE_URL: url });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Hedef PostgreSQL veritabanı boş değil");
    expect(await snapshotThroughKysely(target)).toEqual(targetRows);
  });

  it("restores a pg_dump backup into another database with every row and every upload identical", async () => {
    const dataDir = await createDemoSite();
    const sourceUrl = await freshPostgres();
    expect(
      (await runScript("scripts/migrate-to-postgres.ts", [], { DATA_DIR: dataDir, DATABASE_URL: sourceUrl })).code,
    ).toBe(0);
    const outDir = tempDir();
    const backup = await runScript("scripts/db-backup.ts", ["--out", outDir], {
      DATA_DIR: dataDir,
      DATABASE_URL: sourceUrl,
    });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const backupDir = onlyBackup(outDir);
    expect(JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")).engine).toBe("postgres");

    const restoreDir = tempDir();
    const targetUrl = await freshPostgres();
    const restore = await runScript("scripts/db-restore.ts", [backupDir], {
      DATA_DIR: restoreDir,
      DATABASE_URL: targetUrl,
    });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const sourceRows = await snapshotPostgres(sourceUrl);
    expect(sourceRows.promotions?.length).toBeGreaterThan(0);
    expect(await snapshotPostgres(targetUrl)).toEqual(sourceRows);
    expect(snapshotFiles(path.join(restoreDir, "uploads"))).toEqual(snapshotFiles(path.join(dataDir, "uploads")));

    // Restoring again over a database with content replaces it (pg_restore --clean) and keeps the rows identical.
    const again = await runScript("scripts/db-restore.ts", [backupDir], {
      DATA_DIR: restoreDir,
      DATABASE_URL: targetUrl,
    });
    expect(again.code).toBe(0);
    expect(await snapshotPostgres(targetUrl)).toEqual(sourceRows);
    console.info(`demo PostgreSQL backup ${durationOf(backup)} ms, restore ${durationOf(restore)} ms`);
  });

  it("refuses to restore a SQLite backup into PostgreSQL and leaves the database untouched", async () => {
    const dataDir = await createDemoSite({ withAdmin: false });
    const outDir = tempDir();
    expect((await runScript("scripts/db-backup.ts", ["--out", outDir], { DATA_DIR: dataDir })).code).toBe(0);
    const url = await freshPostgres();
    const result = await runScript("scripts/db-restore.ts", [onlyBackup(outDir)], {
      DATA_DIR: tempDir(),
      DATABASE_URL: url,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Bu bir SQLite yedeği");
    expect(await snapshotPostgres(url)).toEqual({});
  });
});
