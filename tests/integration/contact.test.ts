import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTACT_ADMIN_MESSAGES } from "../../app/features/contact/admin-messages.ts";
import { CONTACT_MESSAGES, CONTACT_REFUSALS } from "../../app/features/contact/contact-texts.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { HONEYPOT_FIELD } from "../../app/utils/honeypot.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp-server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/**
 * The contact form as the BUILT app answers it, in process over a real socket: a plain post without JavaScript,
 * its refusals (fields, honeypot, limit, size) and its mail through a local SMTP server; then 'Mesajlar'.
 */
const FORM = {
  name: "Ayşe Yılmaz",
  email: "ayse@example.com",
  subject: "Reklam iş birliği",
  message: "Merhaba,\nsitenizde reklam vermek istiyoruz.",
  [HONEYPOT_FIELD]: "",
};

function poster(site: () => InProcessSite) {
  return (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${site().url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site().url, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields),
    });
}

async function storedMessages(site: InProcessSite) {
  const handle = openDatabase({ dataDir: site.dataDir });
  try {
    return await handle.db.selectFrom("contact_messages").selectAll().orderBy("created_at").execute();
  } finally {
    await handle.close();
  }
}

async function clearMessages(site: InProcessSite) {
  const handle = openDatabase({ dataDir: site.dataDir });
  try {
    await handle.db.deleteFrom("contact_messages").execute();
    await handle.db.deleteFrom("rate_limits").execute();
  } finally {
    await handle.close();
  }
}

describe("the contact form without mail set up", () => {
  let site: InProcessSite;
  const post = poster(() => site);

  beforeAll(async () => {
    site = await startInProcessSite();
  });
  afterAll(() => site.close());
  beforeEach(() => clearMessages(site));

  it("serves /iletisim from the page cache, with its heading and labelled fields", async () => {
    const first = await fetch(`${site.url}/iletisim`);
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(html).toContain(">İletişim</h1>");
    for (const label of ["Adınız", "E-posta adresiniz", "Konu", "Mesajınız"]) expect(html).toContain(label);
    expect((await fetch(`${site.url}/iletisim`)).headers.get("x-cache")).toBe("HIT");
  });

  it("answers an empty post with 400 and a Turkish error under each field, for this visitor alone", async () => {
    const answer = await post("/iletisim", { name: "", email: "", subject: "", message: "" });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const html = await answer.text();
    for (const text of [
      CONTACT_MESSAGES.invalid,
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.subjectRequired,
      CONTACT_MESSAGES.messageRequired,
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('aria-invalid="true"');
    expect(await storedMessages(site)).toEqual([]);
  });

  it("keeps what the visitor typed when one field is refused, and never caches it", async () => {
    const answer = await post("/iletisim", { ...FORM, email: "ayse@" });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain(CONTACT_MESSAGES.emailInvalid);
    expect(html).toContain("Reklam iş birliği");
    const page = await (await fetch(`${site.url}/iletisim`)).text();
    expect(page).not.toContain("Reklam iş birliği");
    expect(await storedMessages(site)).toEqual([]);
  });

  it("stores a sent message and redirects to a thanks page that holds nothing of it", async () => {
    const answer = await post("/iletisim", FORM);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/iletisim?gonderildi=1");
    const [stored] = await storedMessages(site);
    expect(stored).toMatchObject({ name: FORM.name, email: FORM.email, subject: FORM.subject, read_at: null });
    expect(stored?.message).toBe(FORM.message);
    expect(stored?.mail_status).toBeNull();
    const thanks = await fetch(`${site.url}/iletisim?gonderildi=1`);
    const html = await thanks.text();
    expect(html).toContain(CONTACT_MESSAGES.success);
    expect(html).not.toContain(FORM.name);
    expect(html).toContain('content="noindex');
  });

  it("answers a filled honeypot like a sent message and stores nothing", async () => {
    const answer = await post("/iletisim", { ...FORM, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/iletisim?gonderildi=1");
    const bot = await post("/iletisim", { [HONEYPOT_FIELD]: "x", name: "", email: "not-an-address" });
    expect(bot.status).toBe(303);
    expect(await storedMessages(site)).toEqual([]);
  });

  it("refuses the fourth message from one address within ten minutes with a Turkish 429", async () => {
    for (let i = 0; i < 3; i++) expect((await post("/iletisim", { ...FORM, subject: `Konu ${i}` })).status).toBe(303);
    const refused = await post("/iletisim", FORM);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(CONTACT_REFUSALS.rateLimited);
    expect(await storedMessages(site)).toHaveLength(3);
  });

  it("refuses an oversized body with a Turkish 413 before reading it, and a long message with a 400", async () => {
    const huge = await post("/iletisim", { ...FORM, message: "ş".repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain("İstek çok büyük");
    const long = await post("/iletisim", { ...FORM, message: "x".repeat(4001) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(CONTACT_MESSAGES.messageTooLong);
    const file = new FormData();
    for (const [key, value] of Object.entries(FORM)) file.set(key, value);
    file.set("message", new Blob(["dosya"]), "mesaj.txt");
    const asFile = await fetch(`${site.url}/iletisim`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url },
      body: file,
    });
    expect(asFile.status).toBe(400);
    expect(await storedMessages(site)).toEqual([]);
  });
});

describe("the contact form with SMTP_URL and CONTACT_TO, and 'Mesajlar'", () => {
  let site: InProcessSite;
  let smtp: FakeSmtp;
  let cookie: string;
  const post = poster(() => site);
  const adminPost = (fields: Record<string, string>, query = "") =>
    post(`/admin/messages${query}`, fields, { Cookie: cookie });

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    site = await startInProcessSite({ SMTP_URL: smtp.url, CONTACT_TO: "iletisim@ornek.example" });
    await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "admin-sifresi");
    cookie = await signIn(site.url, "admin@example.com", "admin-sifresi");
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    await clearMessages(site);
  });

  const mailStatus = async () => (await storedMessages(site)).map((row) => row.mail_status);

  it("mails a sent message to CONTACT_TO with the visitor as Reply-To, after answering", async () => {
    expect((await post("/iletisim", FORM)).status).toBe(303);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.to).toEqual(["iletisim@ornek.example"]);
    expect(mail?.header("reply-to")).toBe("Ayşe Yılmaz <ayse@example.com>");
    expect(mail?.header("subject")).toContain("Reklam iş birliği");
    await expect.poll(mailStatus).toEqual(["sent"]);
  });

  it("keeps a message whose mail the server refused; 'Mesajlar' says so and sends it again", async () => {
    smtp.failNext(1);
    const answer = await post("/iletisim", { ...FORM, subject: "Reddedilecek" });
    expect(answer.status).toBe(303);
    await expect.poll(mailStatus).toEqual(["failed"]);
    const [stored] = await storedMessages(site);
    const list = await (await fetch(`${site.url}/admin/messages`, { headers: { Cookie: cookie } })).text();
    expect(list).toContain(CONTACT_ADMIN_MESSAGES.mailFailed);
    expect(list).toContain("554");
    expect(list).toContain("E-postayı yeniden gönder");
    const resent = await adminPost({ intent: "resend", id: stored?.id ?? "" });
    expect(resent.status).toBe(302);
    expect(resent.headers.get("location")).toBe("/admin/messages");
    expect(await mailStatus()).toEqual(["sent"]);
    expect(smtp.messages).toHaveLength(1);
  });

  it("marks a message read and unread, and deletes it after its confirmation, each by a plain post", async () => {
    await post("/iletisim", FORM);
    const [stored] = await storedMessages(site);
    const id = stored?.id ?? "";
    const dashboard = await (await fetch(`${site.url}/admin/dashboard`, { headers: { Cookie: cookie } })).text();
    expect(dashboard).toMatch(/Okunmamış mesaj: (?:<!-- -->)?1</);

    const read = await adminPost({ intent: "read", id }, "?q=reklam&durum=okunmamis");
    expect(read.status).toBe(302);
    expect(read.headers.get("location")).toBe("/admin/messages?q=reklam&durum=okunmamis");
    expect((await storedMessages(site))[0]?.read_at).not.toBeNull();
    const toast = read.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .find((c) => c.startsWith("admin_toast="));
    const after = await fetch(`${site.url}/admin/messages`, { headers: { Cookie: `${cookie}; ${toast}` } });
    expect(await after.text()).toContain(CONTACT_ADMIN_MESSAGES.markedRead);

    expect((await adminPost({ intent: "unread", id })).status).toBe(302);
    expect((await storedMessages(site))[0]?.read_at).toBeNull();

    const confirm = await fetch(`${site.url}/admin/messages?sil=${id}`, { headers: { Cookie: cookie } });
    const confirmation = await confirm.text();
    expect(confirmation).toContain(CONTACT_ADMIN_MESSAGES.deleteQuestion);
    expect(confirmation).toContain("Evet, sil");
    const deleted = await adminPost({ intent: "delete", id }, `?sil=${id}`);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/messages");
    expect(await storedMessages(site)).toEqual([]);
  });

  it("refuses an unknown intent with 400 and an unknown message with 404, changing nothing", async () => {
    await post("/iletisim", FORM);
    const [stored] = await storedMessages(site);
    const unknown = await adminPost({ intent: "yok", id: stored?.id ?? "" });
    expect(unknown.status).toBe(400);
    const missing = await adminPost({ intent: "delete", id: crypto.randomUUID() });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(CONTACT_ADMIN_MESSAGES.notFound);
    expect(await storedMessages(site)).toHaveLength(1);
  });
});
