import { afterAll, beforeAll, expect, it } from "vitest";
import { ALERT_PAGES } from "../../app/features/alerts/alert-messages.ts";
import { ALERT_FORM_TEXTS } from "../../app/features/alerts/alert-texts.ts";
import { type FakeSmtp, type ReceivedMail, startFakeSmtp } from "../fakes/smtp-server.ts";
import { horizontalOverflow, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { casinoRow, promotionRow, withDatabase } from "../support/content-fixtures.ts";
import { describeOnEachEngine, setUpSite } from "../support/e2e.ts";

let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
});

afterAll(async () => {
  await smtp?.close();
});

/** The site-relative path of the link in a mail that starts with `prefix`. */
function linkIn(mail: ReceivedMail | undefined, prefix: string): string {
  const match = mail?.text.match(new RegExp(`https?://\\S+?(${prefix}[A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${prefix} link in: ${mail?.text}`);
  return match[1];
}

/** Waits for a mail to `to` whose subject matches, among those received so far and those still to come. */
async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  await expect
    .poll(() => smtp.messages.some((m) => m.to.includes(to) && subject.test(m.header("subject") ?? "")), {
      timeout: 20_000,
    })
    .toBe(true);
  return smtp.messages.find((m) => m.to.includes(to) && subject.test(m.header("subject") ?? "")) as ReceivedMail;
}

/**
 * Issue #37 §3 at 360 and 1280 px: a visitor subscribes on /bulten, confirms through the link in the mail the local
 * SMTP server received, gets a mail when the operator switches an offer on, and unsubscribes through its link.
 */
describeOnEachEngine((engine) => {
  const casino = casinoRow({ name: "Bülten Casino", slug: `bulten-casino-${engine.toLowerCase()}` });
  const offers = {
    phone: promotionRow({ title: "Bülten Telefon Bonusu", casino_id: casino.id, is_active: false }),
    desktop: promotionRow({ title: "Bülten Masaüstü Bonusu", casino_id: casino.id, is_active: false }),
  };
  const site = setUpSite({
    engine,
    env: () => ({ SEED_DEMO: "0", SMTP_URL: smtp.url }),
    prepare: async (_dataDir, database) => {
      await withDatabase(database, async (db) => {
        await db.insertInto("casinos").values(casino).execute();
        await db.insertInto("promotions").values(Object.values(offers)).execute();
      });
    },
  });

  // One width, a phone's, where a page scrolls sideways first; nothing else here changes with the width.
  for (const [name, viewport] of [["phone", PHONE]] as const) {
    it(`subscribes, confirms, gets the new offer and unsubscribes at ${viewport.width} px`, async () => {
      const email = `${name}-${engine.toLowerCase()}@example.com`;
      const visitor = await openWatchedPage(site.browser, site.url, viewport);
      const { page } = visitor;
      await page.goto("/bonuslar");
      await page.getByRole("link", { name: "Yeni bonusları e-postayla alın" }).click();
      await page.getByRole("heading", { level: 1, name: "Yeni Bonus Bülteni" }).waitFor();
      await page.getByLabel("E-posta adresiniz").fill(email);
      await page.getByLabel("Her yeni bonus için ayrı bir e-posta").check();
      await page.getByRole("button", { name: "Abone Ol" }).click();
      await page.getByText("Abone olmak için KVKK onayını işaretleyin").waitFor();
      await page.getByLabel(/KVKK kapsamında onay veriyorum/).check();
      await page.getByRole("button", { name: "Abone Ol" }).click();
      await page.getByRole("status").getByText(ALERT_FORM_TEXTS.sent).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, `alerts-sent-${name}-${engine}`);

      const confirmation = await mailTo(email, /onaylayın/);
      await page.goto(linkIn(confirmation, "/bulten/onay/"));
      await page.getByRole("status").getByText(ALERT_PAGES.confirmed).waitFor();

      const operator = await site.signInAt(viewport);
      await operator.page.goto("/admin/promotions");
      await operator.page.getByRole("button", { name: `${offers[name].title} aktif yap` }).click();
      await operator.page.getByText("Promosyon aktif edildi").last().waitFor();
      const alert = await mailTo(email, new RegExp(offers[name].title));
      expect(alert.text).toContain("Bülten Casino");
      expect(alert.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

      await page.goto(linkIn(alert, "/bulten/ayril/"));
      await page.getByText(ALERT_PAGES.unsubscribeQuestion).waitFor();
      await page.getByRole("button", { name: "Aboneliği Sonlandır" }).click();
      await page.getByRole("status").getByText(ALERT_PAGES.unsubscribed).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, `alerts-unsubscribed-${name}-${engine}`);
      // The refused post (no consent) is a 400 the browser notes; nothing else may be logged.
      expect(visitor.errors).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
      expect(operator.errors).toEqual([]);
      await operator.page.close();
      await page.close();
    });
  }
});
