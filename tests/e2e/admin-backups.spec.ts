import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, horizontalOverflow, PHONE, saveScreenshot } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";
import { tempDirForTest } from "../support/temp-dir.ts";

const site = setUpSite({ admin: { email: "admin@example.com", password: "yedek-sifre-3" } });

describe("the Yedekler screen", () => {
  it("adds a verified backup with 'Şimdi yedekle' and downloads it with 'İndir' as a valid tar.gz", async () => {
    const { page, errors } = await site.signInAt(DESKTOP);
    await page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "Yedekler" }).click();
    await page.getByRole("heading", { name: "Yedekler", level: 1 }).waitFor();
    await page.getByText("Henüz yedek alınmadı.").waitFor();
    await page.getByText("npm run db:restore -- data/backups/backup-…").waitFor();

    await page.getByRole("button", { name: "Şimdi yedekle" }).click();
    await page.getByText("Yedek alındı").waitFor();
    await expectAudited(site, { kind: "backup", action: "create", summary: "Elle yedekleme başlatıldı" });
    const list = page.getByRole("region", { name: "Yedek listesi" });
    await list.getByText("Doğrulandı").waitFor();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);
    await list.getByText(/^\d+(,\d)? (KB|MB)$/).waitFor();
    await saveScreenshot(page, "admin-backups-desktop");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      list.getByRole("link", { name: /yedeğini indir$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^backup-\d{8}-\d{6}\.tar\.gz$/);
    const file = path.join(tempDirForTest(), download.suggestedFilename());
    await download.saveAs(file);
    const listing = spawnSync("tar", ["-tzf", file], { encoding: "utf8" });
    expect(listing.status).toBe(0);
    expect(listing.stdout).toMatch(/^backup-\d{8}-\d{6}\/manifest\.json$/m);
    expect(listing.stdout).toMatch(/^backup-\d{8}-\d{6}\/site\.db$/m);
    expect(errors).toEqual([]);
  });

  it("shows a failed backup on the dashboard until a later one succeeds", async () => {
    const { page, allowErrors } = await site.signInAt(DESKTOP);
    // Chromium logs the failed backup's 500 answer itself; any other console error fails the test.
    allowErrors(/status of 500/);
    const backupsDir = path.join(site.dataDir, "backups");
    const moved = `${backupsDir}-kenarda`;
    rmSync(moved, { recursive: true, force: true });
    spawnSync("mv", [backupsDir, moved]);
    // A file where the backups folder should be: the next backup cannot be written.
    writeFileSync(backupsDir, "klasör değil");
    try {
      await page.goto("/admin/backups");
      await page.getByRole("button", { name: "Şimdi yedekle" }).click();
      await page.getByText(/^Yedek alınamadı: /).waitFor();
      await page.goto("/admin/dashboard");
      await page.getByRole("alert").filter({ hasText: "Son yedekleme başarısız:" }).waitFor();
    } finally {
      rmSync(backupsDir, { force: true });
      spawnSync("mv", [moved, backupsDir]);
    }
    await page.getByRole("alert").getByRole("link", { name: "Yedekler" }).click();
    await page.getByRole("button", { name: "Şimdi yedekle" }).click();
    await page.getByText("Yedek alındı").waitFor();
    await page.goto("/admin/dashboard");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await expect.poll(() => page.getByText("Son yedekleme başarısız:").count()).toBe(0);
  });

  it("fits the list and the restore help on a phone", async () => {
    const { page } = await site.signInAt(PHONE);
    await page.goto("/admin/backups");
    await page.getByRole("region", { name: "Yedek listesi" }).getByText("Doğrulandı").first().waitFor();
    await page.getByRole("heading", { name: "Yedekten geri yükleme" }).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "admin-backups-phone");
  });
});
