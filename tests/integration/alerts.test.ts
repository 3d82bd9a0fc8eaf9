import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ALERT_MESSAGES, ALERT_PAGES, ALERT_REFUSALS } from "../../app/features/alerts/alert-messages.ts";
import { ALERT_FORM_TEXTS } from "../../app/features/alerts/alert-texts.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { HONEYPOT_FIELD } from "../../app/utils/honeypot.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp-server.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/**
 * The new-offer alerts' sign-up as the BUILT app answers it, in process over a real socket, with the mail read from
 * a local SMTP server: a plain post without JavaScript, the confirmation link, the List-Unsubscribe headers and the
 * one-click POST (RFC 8058); the refusals; and the page without SMTP_URL.
 */
const FORM = { email: "ayse@example.com", scope: "all", frequency: "daily", consent: "on", [HONEYPOT_FIELD]: "" };

function poster(site: () => InProcessSite) {
  return (path: string, fields: Record<string, string> | string, headers: Record<string, string> = {}) =>
    fetch(`${site().url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site().url, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: typeof fields === "string" ? fields : new URLSearchParams(fields),
    });
}

async function subscribers(site: InProcessSite) {
  const handle = openDatabase({ dataDir: site.dataDir });
  try {
    return await handle.db.selectFrom("alert_subscribers").selectAll().orderBy("email").execute();
  } finally {
    await handle.close();
  }
}

async function clear(site: InProcessSite) {
  const handle = openDatabase({ dataDir: site.dataDir });
  try {
    await handle.db.deleteFrom("alert_subscribers").execute();
    await handle.db.deleteFrom("rate_limits").execute();
  } finally {
    await handle.close();
  }
}

/** The site-relative path of the first link in a mail that starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${prefix}[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${prefix} link in: ${text}`);
  return new URL(match[0]).pathname;
}

describe("the alert sign-up with SMTP_URL", () => {
  let site: InProcessSite;
  let smtp: FakeSmtp;
  const post = poster(() => site);

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    site = await startInProcessSite({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    await clear(site);
  });

  it("serves /bulten from the page cache with its labelled form, linked from /bonuslar", async () => {
    const html = await (await fetch(`${site.url}/bulten`)).text();
    expect(html).toContain(">Yeni Bonus Bülteni</h1>");
    for (const label of ["E-posta adresiniz", "Tüm yeni bonuslar", "Günde bir özet", "KVKK"])
      expect(html).toContain(label);
    expect((await fetch(`${site.url}/bulten`)).headers.get("x-cache")).toBe("HIT");
    expect(await (await fetch(`${site.url}/bonuslar`)).text()).toContain('href="/bulten"');
  });

  it("subscribes by a plain post, confirms by the mailed link, and unsubscribes by a one-click POST", async () => {
    const answer = await post("/bulten", FORM);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/bulten?gonderildi=1");
    expect(await (await fetch(`${site.url}/bulten?gonderildi=1`)).text()).toContain(ALERT_FORM_TEXTS.sent);

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.to).toEqual(["ayse@example.com"]);
    expect(mail?.header("subject")).toBe("[Bonus Rehberi] Bülten aboneliğinizi onaylayın");
    const confirm = linkIn(mail?.text ?? "", "/bulten/onay/");
    const unsubscribe = linkIn(mail?.text ?? "", "/bulten/ayril/");
    expect(mail?.header("list-unsubscribe")?.trim()).toBe(`<http://localhost:3000${unsubscribe}>`);
    expect(mail?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect((await subscribers(site))[0]?.confirmed_at).toBeNull();

    const confirmed = await fetch(`${site.url}${confirm}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("cache-control")).toBe("private, no-store");
    expect(await confirmed.text()).toContain(ALERT_PAGES.confirmed);
    expect((await subscribers(site))[0]?.confirmed_at).not.toBeNull();
    const again = await fetch(`${site.url}${confirm}`);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(ALERT_PAGES.confirmInvalid);

    // Opening the unsubscribe link only asks; a mail program's one-click POST (no Origin, no cookie) ends it.
    const asked = await fetch(`${site.url}${unsubscribe}`);
    expect(await asked.text()).toContain(ALERT_PAGES.unsubscribeQuestion);
    expect(await subscribers(site)).toHaveLength(1);
    const oneClick = await fetch(`${site.url}${unsubscribe}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(ALERT_PAGES.unsubscribed);
    expect(await subscribers(site)).toEqual([]);
    expect((await post(unsubscribe, { "List-Unsubscribe": "One-Click" })).status).toBe(404);
    // A used, unknown or malformed link is a Turkish 404 page, never a 200 or a 500.
    for (const path of [unsubscribe, "/bulten/ayril/bilinmeyen", `/bulten/ayril/${"x".repeat(5000)}`]) {
      const gone = await fetch(`${site.url}${path}`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toContain(ALERT_PAGES.unsubscribeInvalid);
    }
  });

  it("answers bad input with 400 and Turkish errors under the fields, storing and sending nothing", async () => {
    const empty = await post("/bulten", { email: "", scope: "", frequency: "" });
    expect(empty.status).toBe(400);
    expect(empty.headers.get("cache-control")).toBe("private, no-store");
    const html = await empty.text();
    for (const text of [
      ALERT_MESSAGES.invalid,
      ALERT_MESSAGES.emailRequired,
      ALERT_MESSAGES.scopeInvalid,
      ALERT_MESSAGES.frequencyInvalid,
      ALERT_MESSAGES.consentRequired,
    ]) {
      expect(html).toContain(text);
    }
    const chosen = await post("/bulten", { ...FORM, scope: "chosen" });
    expect(chosen.status).toBe(400);
    expect(await chosen.text()).toContain(ALERT_MESSAGES.chooseSomething);
    const unknown = await post("/bulten", `${new URLSearchParams({ ...FORM, scope: "chosen" })}&casinos=yok`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(ALERT_MESSAGES.unknownChoice);
    const long = await post("/bulten", { ...FORM, email: `${"a".repeat(600)}@example.com` });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(ALERT_MESSAGES.emailTooLong);
    const huge = await post("/bulten", { ...FORM, email: "a".repeat(64 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain("İstek çok büyük");
    expect((await post("/bulten", { ...FORM, [HONEYPOT_FIELD]: "http://spam.example" })).status).toBe(303);
    expect(await subscribers(site)).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it("refuses the sixth sign-up from one client within the hour with a Turkish 429", async () => {
    for (let i = 0; i < 5; i++)
      expect((await post("/bulten", { ...FORM, email: `k${i}@example.com` })).status).toBe(303);
    const refused = await post("/bulten", { ...FORM, email: "fazla@example.com" });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(ALERT_REFUSALS.rateLimited);
  });
});

describe("the alert sign-up without SMTP_URL", () => {
  let site: InProcessSite;
  const post = poster(() => site);

  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());

  it("says alerts are not available, offers no form and refuses a post with a Turkish 503", async () => {
    const html = await (await fetch(`${site.url}/bulten`)).text();
    expect(html).toContain(ALERT_REFUSALS.unavailable);
    expect(html).not.toContain("E-posta adresiniz");
    const refused = await post("/bulten", FORM);
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain(ALERT_REFUSALS.unavailable);
    expect(await subscribers(site)).toEqual([]);
  });
});
