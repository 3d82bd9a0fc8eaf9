import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_ADMIN_MESSAGES } from "../../app/features/contact/admin-messages.ts";
import { CONTACT_MESSAGES } from "../../app/features/contact/contact-texts.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp-server.ts";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, horizontalOverflow, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { describeOnEachEngine, setUpSite } from "../support/e2e.ts";

let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
});

afterAll(async () => {
  await smtp?.close();
});

/** A visitor writes through /iletisim; the operator reads it in 'Mesajlar' (issue #35). */
describeOnEachEngine((engine) => {
  const site = setUpSite({
    engine,
    env: () => ({ SEED_DEMO: "0", SMTP_URL: smtp.url, CONTACT_TO: "iletisim@ornek.example" }),
  });

  const card = (page: Page, subject: string) => page.getByRole("article", { name: new RegExp(subject) });

  async function sendMessage(page: Page, subject: string) {
    await page.goto("/iletisim");
    await page.getByRole("heading", { level: 1, name: "İletişim" }).waitFor();
    await page.getByRole("button", { name: "Mesajı Gönder" }).click();
    await page.getByText(CONTACT_MESSAGES.nameRequired).waitFor();
    await expect.poll(() => page.getByLabel("Adınız").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Adınız").fill("Işıl Çağlar");
    await page.getByLabel("E-posta adresiniz").fill("isil@example.com");
    await page.getByLabel("Konu").fill(subject);
    await page.getByLabel("Mesajınız").fill("Merhaba,\nbir bonus hakkında sorum var.");
    await page.getByRole("button", { name: "Mesajı Gönder" }).click();
    await page.getByRole("status").getByText(CONTACT_MESSAGES.success).waitFor();
    expect(new URL(page.url()).search).toBe("?gonderildi=1");
    await expect.poll(() => page.getByLabel("Konu").inputValue()).toBe("");
  }

  // One width, a phone's, where a page scrolls sideways first; nothing else here changes with the width.
  for (const [name, viewport] of [["phone", PHONE]] as const) {
    describe(`at ${viewport.width} px`, () => {
      it("a visitor sends a message; the operator reads it in 'Mesajlar' and marks it read", async () => {
        const subject = `Soru ${name}`;
        const visitor = await openWatchedPage(site.browser, site.url, viewport);
        await sendMessage(visitor.page, subject);
        expect(await horizontalOverflow(visitor.page)).toBe(0);
        await saveScreenshot(visitor.page, `contact-sent-${name}-${engine}`);
        expect(visitor.errors).toEqual([]);
        await visitor.page.close();
        await expect.poll(() => smtp.messages.some((mail) => mail.header("subject")?.endsWith(subject))).toBe(true);

        const { page, errors } = await site.signInAt(viewport);
        if (viewport === PHONE) await page.getByRole("button", { name: "Menüyü aç" }).first().click();
        await page.getByRole("link", { name: "Mesajlar" }).first().click();
        await page.getByRole("heading", { level: 1, name: "Mesajlar" }).waitFor();
        const message = card(page, subject);
        await message.getByText(CONTACT_ADMIN_MESSAGES.unreadBadge).waitFor();
        await message.getByText("bir bonus hakkında sorum var.").waitFor();
        await message.getByText(CONTACT_ADMIN_MESSAGES.mailSent).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await message.getByRole("button", { name: "Okundu olarak işaretle" }).click();
        await page.getByText(CONTACT_ADMIN_MESSAGES.markedRead).first().waitFor();
        await card(page, subject).getByRole("button", { name: "Okunmadı olarak işaretle" }).waitFor();
        await expect.poll(() => card(page, subject).getByText(CONTACT_ADMIN_MESSAGES.unreadBadge).count()).toBe(0);
        await expectAudited(site, { kind: "contact-message", action: "update", summary: subject });
        await saveScreenshot(page, `admin-messages-${name}-${engine}`);
        expect(errors).toEqual([]);
        await page.close();
      });
    });
  }

  it("shows a refused mail in 'Mesajlar', sends it again, and deletes a message after its confirmation", async () => {
    smtp.failNext(1);
    const visitor = await openWatchedPage(site.browser, site.url, DESKTOP);
    await sendMessage(visitor.page, "Gönderilemeyen soru");
    await visitor.page.close();

    const { page, errors } = await site.signInAt(DESKTOP);
    await page.goto("/admin/messages?q=gonderilemeyen");
    const message = card(page, "Gönderilemeyen soru");
    await message.getByText(CONTACT_ADMIN_MESSAGES.mailFailed).waitFor();
    await message.getByText(/554/).waitFor();
    await message.getByRole("button", { name: "E-postayı yeniden gönder" }).click();
    await page.getByText(CONTACT_ADMIN_MESSAGES.resent).first().waitFor();
    await card(page, "Gönderilemeyen soru").getByText(CONTACT_ADMIN_MESSAGES.mailSent).waitFor();
    expect(new URL(page.url()).search).toBe("?q=gonderilemeyen");

    await card(page, "Gönderilemeyen soru").getByRole("link", { name: "Gönderilemeyen soru mesajını sil" }).click();
    const confirmation = page.getByRole("form", { name: CONTACT_ADMIN_MESSAGES.deleteTitle });
    await confirmation.getByRole("button", { name: "Evet, sil" }).click();
    await page.getByText(CONTACT_ADMIN_MESSAGES.deleted).first().waitFor();
    await expect.poll(() => card(page, "Gönderilemeyen soru").count()).toBe(0);
    await expectAudited(site, { kind: "contact-message", action: "delete", summary: "Gönderilemeyen soru" });
    expect(errors).toEqual([]);
    await page.close();
  });
});
