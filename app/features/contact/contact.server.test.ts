import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp-server.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { CONTACT_ADMIN_MESSAGES } from "./admin-messages.ts";
import { type ContactInput, ContactSchema } from "./contact.schema.ts";
import {
  CONTACT_RATE_LIMIT,
  CONTACT_WINDOW_MS,
  type ContactMail,
  contactMailOf,
  deliverContactMessage,
  submitContactMessage,
} from "./contact.server.ts";
import {
  countUnreadContactMessages,
  deleteContactMessage,
  listContactMessagesForAdmin,
  resendContactMessage,
  setContactMessageRead,
} from "./contact-admin.server.ts";
import { CONTACT_MESSAGE_LIST, type ContactMessageListQuery } from "./contact-list.ts";
import { CONTACT_MESSAGES, CONTACT_REFUSALS } from "./contact-texts.ts";

let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
});

afterAll(async () => {
  await smtp?.close();
});

const INPUT: ContactInput = {
  name: "Ayşe Yılmaz",
  email: "ayse@example.com",
  subject: "Reklam iş birliği",
  message: "Merhaba,\nsitenizde reklam vermek istiyoruz.",
};

const query = (change: Partial<ContactMessageListQuery> = {}): ContactMessageListQuery => ({
  search: "",
  tab: "tumu",
  sort: CONTACT_MESSAGE_LIST.defaultSort,
  direction: CONTACT_MESSAGE_LIST.defaultDirection,
  from: null,
  to: null,
  page: 1,
  ...change,
});

function mailTo(): ContactMail {
  const config = loadConfig({ SMTP_URL: smtp.url, CONTACT_TO: "iletisim@ornek.example", SITE_NAME: "Bonus Rehberi" });
  const mail = contactMailOf(config);
  if (!mail) throw new Error("mail is set up");
  return mail;
}

describe("the contact form's schema", () => {
  it("says in Turkish what each empty field needs", () => {
    const parsed = ContactSchema.safeParse({ name: " ", email: "", subject: "", message: "\n" });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        CONTACT_MESSAGES.nameRequired,
        CONTACT_MESSAGES.emailRequired,
        CONTACT_MESSAGES.subjectRequired,
        CONTACT_MESSAGES.messageRequired,
      ]),
    );
  });

  it("refuses a malformed address and oversized text", () => {
    const parsed = ContactSchema.safeParse({ ...INPUT, email: "ayse@", message: "x".repeat(10_000) });
    const messages = parsed.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining([CONTACT_MESSAGES.emailInvalid, CONTACT_MESSAGES.messageTooLong]));
  });

  it("keeps one-line fields on one line, so none can carry a header into a mail", () => {
    const parsed = ContactSchema.parse({
      ...INPUT,
      name: "Ayşe\r\nBcc: kurban@example.com",
      subject: "Konu\r\nBcc: kurban@example.com",
    });
    expect(parsed.name).toBe("Ayşe Bcc: kurban@example.com");
    expect(parsed.subject).toBe("Konu Bcc: kurban@example.com");
    expect(ContactSchema.safeParse({ ...INPUT, email: "ayse@example.com\nBcc: kurban@example.com" }).success).toBe(
      false,
    );
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`contact messages on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    beforeEach(async () => {
      smtp.messages.length = 0;
      await database.db.deleteFrom("contact_messages").execute();
      await database.db.deleteFrom("rate_limits").execute();
    });

    const submit = (input: Partial<ContactInput> = {}, extra: { ip?: string; honeypot?: string; now?: Date } = {}) =>
      submitContactMessage(database.db, {
        input: { ...INPUT, ...input },
        ip: extra.ip ?? "203.0.113.5",
        honeypot: extra.honeypot ?? "",
        mailing: false,
        ...(extra.now ? { now: extra.now } : {}),
      });

    it("stores a message unread, with no mail due when mail is not set up", async () => {
      const id = await submit();
      const row = await database.db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ id, ...INPUT, read_at: null, mail_status: null });
      expect(await countUnreadContactMessages(database.db)).toBe(1);
    });

    it("answers a filled honeypot as stored, storing and counting nothing", async () => {
      expect(await submit({}, { honeypot: "http://spam.example" })).toBeNull();
      expect(await database.db.selectFrom("contact_messages").selectAll().execute()).toEqual([]);
      expect(await database.db.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
    });

    it("refuses the fourth message from one address within the window, not another address's", async () => {
      const now = new Date("2026-12-06T10:00:00Z");
      for (let i = 0; i < CONTACT_RATE_LIMIT; i++) await submit({ subject: `Konu ${i}` }, { now });
      await expect(submit({}, { now })).rejects.toThrow(CONTACT_REFUSALS.rateLimited);
      await expect(submit({}, { now })).rejects.toBeInstanceOf(ServiceError);
      await submit({}, { now, ip: "198.51.100.7" });
      await submit({}, { now: new Date(now.getTime() + 2 * CONTACT_WINDOW_MS + 1000) });
      expect(await countUnreadContactMessages(database.db)).toBe(CONTACT_RATE_LIMIT + 2);
    });

    it("lists unread first, then newest first, and finds messages Turkish-insensitively", async () => {
      const at = (minute: number) => new Date(Date.UTC(2026, 11, 6, 10, minute));
      const old = await submit({ subject: "Eski okunmamış" }, { now: at(0), ip: "a" });
      const read = await submit({ subject: "Yeni ama okunmuş" }, { now: at(5), ip: "b" });
      const fresh = await submit({ subject: "İŞBİRLİĞİ teklifi", name: "Işıl Çağ" }, { now: at(3), ip: "c" });
      await setContactMessageRead({ db: database.db }, read ?? "", true);
      const page = await listContactMessagesForAdmin(database.db, { query: query() });
      expect(page.rows.map((row) => row.id)).toEqual([fresh, old, read]);
      expect(page.counts).toEqual({ tumu: 3, okunmamis: 2, okunmus: 1 });
      const unread = await listContactMessagesForAdmin(database.db, { query: query({ tab: "okunmamis" }) });
      expect(unread.rows.map((row) => row.id)).toEqual([fresh, old]);
      for (const search of ["isbirligi", "ışıl", "ISIL CAG", "ayse@example"]) {
        const found = await listContactMessagesForAdmin(database.db, { query: query({ search }) });
        expect(found.rows.length, search).toBeGreaterThan(0);
        if (search !== "ayse@example") expect(found.rows.map((row) => row.id)).toEqual([fresh]);
      }
      const paged = await listContactMessagesForAdmin(database.db, { query: query({ page: 2 }), pageSize: 2 });
      expect(paged).toMatchObject({ page: 2, pageCount: 2 });
      expect(paged.rows.map((row) => row.id)).toEqual([read]);
    });

    it("marks read and unread again, and deletes, each with an audit entry; an unknown id is not found", async () => {
      const id = (await submit()) ?? "";
      await setContactMessageRead({ db: database.db }, id, true);
      expect(await countUnreadContactMessages(database.db)).toBe(0);
      await setContactMessageRead({ db: database.db }, id, false);
      expect(await countUnreadContactMessages(database.db)).toBe(1);
      await deleteContactMessage({ db: database.db }, id);
      expect(await database.db.selectFrom("contact_messages").selectAll().execute()).toEqual([]);
      const entries = await database.db
        .selectFrom("audit_log")
        .select(["action", "summary"])
        .where("kind", "=", "contact-message")
        .where("item_id", "=", id)
        .orderBy("id")
        .execute();
      expect(entries.map((entry) => entry.action)).toEqual(["update", "update", "delete"]);
      expect(entries[2]?.summary).toContain("Reklam iş birliği");
      await expect(deleteContactMessage({ db: database.db }, id)).rejects.toThrow(CONTACT_ADMIN_MESSAGES.notFound);
      await expect(setContactMessageRead({ db: database.db }, "yok", true)).rejects.toThrow(
        CONTACT_ADMIN_MESSAGES.notFound,
      );
    });

    it("mails a message to CONTACT_TO with the visitor as Reply-To, and records that it was sent", async () => {
      const id = (await submit({ subject: "Bonus sorusu: çevrim şartı" })) ?? "";
      expect(
        await deliverContactMessage({ db: database.db, mail: mailTo(), siteName: "Bonus Rehberi" }, id),
      ).toBeNull();
      const [mail] = smtp.messages;
      expect(mail?.to).toEqual(["iletisim@ornek.example"]);
      expect(mail?.header("reply-to")).toBe("Ayşe Yılmaz <ayse@example.com>");
      expect(mail?.header("subject")).toBe("[Bonus Rehberi] İletişim formu: Bonus sorusu: çevrim şartı");
      expect(mail?.text).toContain("sitenizde reklam vermek istiyoruz.");
      const row = await database.db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ mail_status: "sent", mail_error: null });
      expect(row.mail_attempted_at).not.toBeNull();
    });

    it("cannot be made to send to anyone else: no header line comes from the visitor's fields", async () => {
      const input = ContactSchema.parse({
        ...INPUT,
        name: "Ayşe\r\nBcc: kurban@example.com",
        subject: "Merhaba\r\nBcc: kurban@example.com\r\nX-Ek: 1",
        message: "Gövde\r\n.\r\nMAIL FROM:<kotu@example.com>\r\nBcc: kurban@example.com",
      });
      const id = (await submitContactMessage(database.db, { input, ip: "x", honeypot: "", mailing: true })) ?? "";
      expect(
        await deliverContactMessage({ db: database.db, mail: mailTo(), siteName: "Bonus Rehberi" }, id),
      ).toBeNull();
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail?.to).toEqual(["iletisim@ornek.example"]);
      expect(mail?.headers.map(([name]) => name)).not.toContain("bcc");
      expect(mail?.headers.map(([name]) => name)).not.toContain("x-ek");
      expect(mail?.header("subject")).toBe("[Bonus Rehberi] İletişim formu: Merhaba Bcc: kurban@example.com X-Ek: 1");
      expect(mail?.text).toContain("MAIL FROM:<kotu@example.com>");
    });

    it("keeps a message whose mail the server refused, says why, and sends it on a retry", async () => {
      const id = (await submit()) ?? "";
      smtp.failNext(1);
      const failure = await deliverContactMessage({ db: database.db, mail: mailTo(), siteName: "Bonus Rehberi" }, id);
      expect(failure).toContain("Reddedildi");
      let row = await database.db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ mail_status: "failed", name: INPUT.name });
      expect(row.mail_error).toContain("554");
      expect(await resendContactMessage({ db: database.db, mail: mailTo(), siteName: "Bonus Rehberi" }, id)).toBeNull();
      row = await database.db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ mail_status: "sent", mail_error: null });
      expect(smtp.messages).toHaveLength(1);
    });

    it("records a server that cannot be reached as a failure, and refuses a retry when mail is not set up", async () => {
      const id = (await submit()) ?? "";
      const closed = contactMailOf(
        loadConfig({ SMTP_URL: "smtp://127.0.0.1:1", CONTACT_TO: "iletisim@ornek.example" }),
      );
      if (!closed) throw new Error("mail is set up");
      const failure = await deliverContactMessage({ db: database.db, mail: closed, siteName: "Bonus Rehberi" }, id);
      expect(failure).toMatch(/ECONNREFUSED|bağlan|connect/i);
      await expect(resendContactMessage({ db: database.db, mail: null, siteName: "X" }, id)).rejects.toThrow(
        CONTACT_ADMIN_MESSAGES.mailOff,
      );
    });
  });
}
