import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { ALERT_SUBSCRIBER_MESSAGES as TEXT } from "../../app/features/alerts/subscriber-admin-messages.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, horizontalOverflow, PHONE, saveScreenshot } from "../support/browser.ts";
import { describeOnEachEngine, setUpSite } from "../support/e2e.ts";
import { tempDirForTest } from "../support/temp-dir.ts";

/** The operator finds a subscriber in 'Aboneler', downloads the list as filtered, and removes the address (issue #37 §3). */
describeOnEachEngine((engine) => {
  const site = setUpSite({
    engine,
    env: { SEED_DEMO: "0" },
    prepare: async (_dataDir, database) => {
      const handle = openDatabase(database);
      try {
        const category = crypto.randomUUID();
        await handle.db
          .insertInto("promotion_categories")
          .values({ id: category, name: "Spor Bonusu", slug: "spor-bonusu", is_active: true })
          .execute();
        const subscribers = ["ilk", "ikinci", "işıl.çağla"].map((name, index) => ({
          id: crypto.randomUUID(),
          email: `${name}@example.com`,
          scope: index === 2 ? ("chosen" as const) : ("all" as const),
          frequency: "daily" as const,
          confirmed_at: new Date(Date.UTC(2026, 11, 6, 9, index)).toISOString(),
          unsubscribe_token: String(index).repeat(43),
          created_at: new Date(Date.UTC(2026, 11, 6, 9, index)).toISOString(),
        }));
        await handle.db.insertInto("alert_subscribers").values(subscribers).execute();
        await handle.db
          .insertInto("alert_topics")
          .values({ subscriber_id: subscribers[2]?.id ?? "", kind: "category", target_id: category })
          .execute();
      } finally {
        await handle.close();
      }
    },
  });

  const card = (page: Page, email: string) => page.getByRole("article", { name: email });

  it("at 1280 px the operator finds a subscriber, exports the filtered list and removes the address", async () => {
    const { page, errors } = await site.signInAt(DESKTOP);
    await page.getByRole("link", { name: "Aboneler" }).first().click();
    await page.getByRole("heading", { level: 1, name: TEXT.title }).waitFor();
    await page.getByRole("link", { name: /^Onaylı/ }).waitFor();
    const search = page.getByRole("search", { name: TEXT.searchLabel });
    await search.getByRole("searchbox", { name: "Ara" }).fill("ISIL");
    await search.getByRole("button", { name: "Filtrele" }).click();
    await page.waitForURL(/q=ISIL/);
    const found = card(page, "işıl.çağla@example.com");
    await found.getByText("Spor Bonusu").waitFor();
    await found.getByText(TEXT.daily).waitFor();
    await expect.poll(() => page.getByRole("article").count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: TEXT.exportLabel }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^aboneler-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = path.join(tempDirForTest(), download.suggestedFilename());
    await download.saveAs(file);
    const lines = readFileSync(file, "utf8").trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^işıl\.çağla@example\.com;Onaylı;Seçilenler;Spor Bonusu;;Günlük özet;/);

    await found.getByRole("link", { name: "işıl.çağla@example.com abonesini sil" }).click();
    const confirmation = page.getByRole("form", { name: TEXT.removeTitle });
    await confirmation.getByText(TEXT.removeQuestion).waitFor();
    await saveScreenshot(page, `admin-subscribers-confirm-desktop-${engine}`);
    await confirmation.getByRole("button", { name: "Evet, sil" }).click();
    await page.getByText(TEXT.removed).first().waitFor();
    await expect.poll(() => card(page, "işıl.çağla@example.com").count()).toBe(0);
    expect(new URL(page.url()).search).toBe("?q=ISIL");
    await expectAudited(site, { kind: "alert-subscriber", action: "delete", summary: "i***@example.com" });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("at 360 px the list fits the screen", async () => {
    const { page, errors } = await site.signInAt(PHONE);
    await page.goto("/admin/subscribers");
    await card(page, "ilk@example.com").waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await saveScreenshot(page, `admin-subscribers-phone-${engine}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
