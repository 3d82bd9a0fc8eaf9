import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTempDir } from "../../../tests/support/temp-dir.ts";
import { backupFolderName } from "./backup.server.ts";
import { describeFiles, listFilesRecursively, readVerifiedManifest } from "./manifest.server.ts";

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function writeBackup(files: Record<string, string>, engine = "sqlite") {
  const dir = createTempDir("bonus-manifest-");
  cleanups.push(() => dir.remove());
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir.path, name)), { recursive: true });
    writeFileSync(path.join(dir.path, name), content);
  }
  const manifest = {
    format: "bonus-rehberi-backup",
    version: 1,
    engine,
    created_at: "2026-11-21T03:00:00.000Z",
    row_counts: {},
    files: await describeFiles(dir.path, Object.keys(files)),
  };
  writeFileSync(path.join(dir.path, "manifest.json"), JSON.stringify(manifest));
  return dir.path;
}

describe("backup manifest", () => {
  it("names backup folders by UTC date and time so they sort in time order", () => {
    expect(backupFolderName(new Date("2026-01-02T03:04:05.678Z"))).toBe("backup-20260102-030405");
  });

  it("lists nested files with forward slashes in sorted order", async () => {
    const dir = await writeBackup({ "site.db": "x", "uploads/b/2.png": "2", "uploads/a.png": "1" });
    expect(listFilesRecursively(path.join(dir, "uploads"))).toEqual(["a.png", "b/2.png"]);
  });

  it("accepts a backup whose files match their sizes and checksums", async () => {
    const dir = await writeBackup({ "site.db": "veri", "uploads/a.png": "resim" });
    expect((await readVerifiedManifest(dir)).files.map((f) => f.path)).toEqual(["site.db", "uploads/a.png"]);
  });

  it("refuses a same-size change to a file because its checksum no longer matches", async () => {
    const dir = await writeBackup({ "site.db": "veri", "uploads/a.png": "resim" });
    writeFileSync(path.join(dir, "uploads/a.png"), "RESIM");
    await expect(readVerifiedManifest(dir)).rejects.toThrow(
      "Yedek bozuk: uploads/a.png dosyasının sağlama toplamı tutmuyor.",
    );
  });

  it("refuses a manifest without the engine's database file", async () => {
    const dir = await writeBackup({ "site.db": "veri" }, "postgres");
    await expect(readVerifiedManifest(dir)).rejects.toThrow("database.dump");
  });
});
