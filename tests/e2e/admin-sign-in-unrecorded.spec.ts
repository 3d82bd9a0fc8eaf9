import { mkdirSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { LOGIN_MESSAGES } from "../../app/features/auth/auth-messages.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, openWatchedPage } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

const site = setUpSite();
const SHOTS = process.env.SHOTS_DIR;

/** Makes every audit insert of the running server fail (its table is away) while `work` runs. */
async function withoutAuditLog(work: () => Promise<void>) {
  const handle = openDatabase({ dataDir: site.dataDir });
  try {
    await sql`alter table audit_log rename to audit_log_away`.execute(handle.db);
    try {
      await work();
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(handle.db);
    }
  } finally {
    await handle.close();
  }
}

describe("a sign-in that cannot be recorded", () => {
  // One width: nothing here changes with the width; the accessibility parts check every screen at both.
  for (const [label, viewport] of [["desktop", DESKTOP]] as const) {
    it(`does not happen: the form says so in Turkish and stays, no session cookie is set (${label})`, async () => {
      const { page, allowErrors } = await openWatchedPage(site.browser, site.url, viewport);
      // Chromium logs the refused sign-in's 503 answer itself; anything else is a real error.
      allowErrors(/status of 503/);
      await page.goto("/admin/login");
      await page.getByLabel("Email", { exact: true }).fill(site.admin.email);
      await page.getByLabel("Şifre", { exact: true }).fill(site.admin.password);
      await withoutAuditLog(async () => {
        await page.getByRole("button", { name: "Giriş Yap" }).click();
        await page.getByText(LOGIN_MESSAGES.notRecorded).waitFor();
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/sign-in-not-recorded-${viewport.width}.png`, fullPage: true });
        }
      });
      expect(new URL(page.url()).pathname).toBe("/admin/login");
      const cookies = await page.context().cookies();
      expect(cookies.filter((cookie) => cookie.name.includes("session_token"))).toEqual([]);
      await page.goto("/admin/dashboard");
      await expect.poll(() => new URL(page.url()).pathname).toBe("/admin/login");

      // Once the log can be written again, the same form signs in, with its entry.
      await page.getByLabel("Email", { exact: true }).fill(site.admin.email);
      await page.getByLabel("Şifre", { exact: true }).fill(site.admin.password);
      await page.getByRole("button", { name: "Giriş Yap" }).click();
      await page.waitForURL(`${site.url}/admin/dashboard`);
      await expectAudited(site, {
        kind: "session",
        action: "sign-in",
        summary: "Giriş yaptı",
        actor: site.admin.email,
      });
      await page.close();
    });
  }
});
