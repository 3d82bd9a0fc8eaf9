import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { listFilesRecursively } from "../../app/features/backup/manifest.server.ts";
import { UPLOAD_REFERENCE_COLUMNS } from "../../app/features/media/upload-references.ts";
import { openMigratedDatabase } from "../../app/utils/db.server.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import { startFakeS3 } from "../fakes/s3-server.ts";
import { freshDatabaseForTest } from "../support/databases.ts";
import { TEST_DATABASE_URL } from "../support/postgres.ts";
import { runScript } from "../support/run-script.ts";
import { tempDirForTest } from "../support/temp-dir.ts";

const PUBLIC_BASE = "https://gorsel.example.com/gorseller";
const FOREIGN_IMAGE = "https://baska-site.example/uploads/logo.webp";

interface Site {
  dataDir: string;
  databaseUrl?: string;
}

async function seededSite(databaseUrl?: string): Promise<Site> {
  const dataDir = tempDirForTest();
  const handle = await openMigratedDatabase({ dataDir, databaseUrl });
  try {
    await seedDemoContent(handle.db, { uploadsDir: path.join(dataDir, "uploads") });
    const uploaded = uploadedFiles(dataDir);
    // A post whose text shows an upload and a foreign image that merely has /uploads/ in its path.
    await handle.db
      .updateTable("blog_posts")
      .set({ content: `<p>Görsel:</p><img src="/uploads/${uploaded[0]}"><img src="${FOREIGN_IMAGE}">` })
      .where("id", "=", (await handle.db.selectFrom("blog_posts").select("id").executeTakeFirstOrThrow()).id)
      .execute();
  } finally {
    await handle.close();
  }
  return { dataDir, databaseUrl };
}

/** Relative paths of the files under DATA_DIR/uploads, sorted (the demo images sit in demo/). */
function uploadedFiles(dataDir: string): string[] {
  return listFilesRecursively(path.join(dataDir, "uploads"));
}

async function uploadReferences(site: Site): Promise<string[]> {
  const handle = await openMigratedDatabase(site);
  try {
    const values: string[] = [];
    for (const [table, columns] of Object.entries(UPLOAD_REFERENCE_COLUMNS)) {
      // biome-ignore lint/suspicious/noExplicitAny: the table name comes from the constant, as in the service
      const rows = await (handle.db as any).selectFrom(table).select(columns).execute();
      for (const row of rows as Array<Record<string, unknown>>) {
        for (const value of Object.values(row)) if (typeof value === "string") values.push(value);
      }
    }
    return values;
  } finally {
    await handle.close();
  }
}

async function provesTheMove(site: Site) {
  const { dataDir } = site;
  const s3 = await startFakeS3({ bucket: "gorseller", accessKeyId: "tasima-anahtari" });
  onTestFinished(() => s3.close());
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: site.databaseUrl,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: "gorseller",
    S3_ACCESS_KEY_ID: "tasima-anahtari",
    S3_SECRET_ACCESS_KEY: "tasima-gizli",
    S3_PUBLIC_URL: PUBLIC_BASE,
  };
  const before = await uploadReferences(site);
  expect(before.some((value) => value.startsWith("/uploads/"))).toBe(true);

  const moved = await runScript("scripts/move-uploads-to-s3.ts", [], env);
  expect(moved.stderr).toBe("");
  expect(moved.code).toBe(0);
  expect(moved.stdout).toContain("Depoya taşındı");

  const files = uploadedFiles(dataDir);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const object = s3.objects.get(file.replaceAll("/", "-"));
    expect(object?.body.equals(readFileSync(path.join(dataDir, "uploads", file))), file).toBe(true);
    expect(object?.contentType).toMatch(/^image\//);
  }

  const after = await uploadReferences(site);
  expect(after.filter((value) => /(^|["'(\s])\/uploads\//.test(value))).toEqual([]);
  expect(after.some((value) => value.startsWith(`${PUBLIC_BASE}/`))).toBe(true);
  expect(after.some((value) => value.includes(`src="${PUBLIC_BASE}/${files[0]?.replaceAll("/", "-")}"`))).toBe(true);
  expect(after.some((value) => value.includes(FOREIGN_IMAGE))).toBe(true);

  // Running it again changes nothing.
  const again = await runScript("scripts/move-uploads-to-s3.ts", [], env);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain("güncellenen satırlar: yok");
  expect(await uploadReferences(site)).toEqual(after);
}

describe("npm run uploads:move-to-s3", () => {
  it("copies every upload into the bucket byte for byte and points every reference at it, foreign URLs untouched (SQLite)", async () => {
    await provesTheMove(await seededSite());
  });

  it.skipIf(!TEST_DATABASE_URL)("does the same on PostgreSQL", async () => {
    await provesTheMove(await seededSite((await freshDatabaseForTest("PostgreSQL")).databaseUrl));
  });

  it("refuses without S3 settings, in Turkish, and changes nothing", async () => {
    const site = await seededSite();
    const before = await uploadReferences(site);
    const result = await runScript("scripts/move-uploads-to-s3.ts", [], { DATA_DIR: site.dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "S3_* ayarlı değil: hedef depoyu S3_BUCKET, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY ile verin.",
    );
    expect(await uploadReferences(site)).toEqual(before);
  });
});
