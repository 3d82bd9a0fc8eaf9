import { sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { isUuid } from "../../utils/uuid.ts";
import { type ListPage, type ListRequest, readListPage, searchedAndAdded } from "../admin-lists/public.server.ts";
import { recordAudit } from "../audit/public.server.ts";
import { CONTACT_ADMIN_MESSAGES } from "./admin-messages.ts";
import { type ContactMail, deliverContactMessage } from "./contact.server.ts";
import type { ContactMessageListQuery } from "./contact-list.ts";

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  mailStatus: "pending" | "sent" | "failed" | null;
  mailError: string | null;
  mailAttemptedAt: string | null;
}

export type ContactMessagePage = ListPage<ContactMessageRow, ContactMessageListQuery["tab"]>;

const unread = sql<boolean>`read_at is null`;

/**
 * One page of 'Mesajlar': the tab (all, unread, read), the search over name, address, subject and text (folded,
 * Turkish-insensitive), unread first and then by arrival.
 */
export function listContactMessagesForAdmin(
  db: Db,
  request: ListRequest<ContactMessageListQuery>,
): Promise<ContactMessagePage> {
  const { query } = request;
  return readListPage(request, {
    filtered: searchedAndAdded(db.selectFrom("contact_messages"), query, {
      fold: ["name", "email", "subject", "message"],
      created: "created_at",
    }),
    tabs: {
      tumu: null,
      okunmamis: () => unread,
      okunmus: () => sql`read_at is not null`,
    },
    rows: (qb, direction) =>
      qb
        .selectAll()
        .orderBy(sql`case when ${unread} then 0 else 1 end`)
        .orderBy("created_at", direction)
        .orderBy("id", direction)
        .execute(),
    map: (row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      createdAt: row.created_at,
      readAt: row.read_at,
      mailStatus: row.mail_status,
      mailError: row.mail_error,
      mailAttemptedAt: row.mail_attempted_at,
    }),
  });
}

/** The dashboard's figure: messages nobody has marked read. */
export async function countUnreadContactMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function summaryOf(trx: Db, id: string): Promise<{ name: string; subject: string; readAt: string | null }> {
  const row = isUuid(id)
    ? await trx
        .selectFrom("contact_messages")
        .select(["name", "subject", "read_at"])
        .where("id", "=", id.toLowerCase())
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ServiceError("not_found", CONTACT_ADMIN_MESSAGES.notFound);
  return { name: row.name, subject: row.subject, readAt: row.read_at };
}

const titleOf = (message: { name: string; subject: string }) => `'${message.subject}' (${message.name})`;

/** Marks a message read (now) or unread again, with its audit entry. */
export async function setContactMessageRead(
  deps: { db: Db },
  id: string,
  read: boolean,
  now: Date = new Date(),
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const message = await summaryOf(trx, id);
    if ((message.readAt !== null) === read) return;
    await trx
      .updateTable("contact_messages")
      .set({ read_at: read ? now.toISOString() : null })
      .where("id", "=", id.toLowerCase())
      .execute();
    await recordAudit(trx, {
      kind: "contact-message",
      itemId: id.toLowerCase(),
      action: "update",
      summary: `${titleOf(message)} mesajı ${read ? "okundu" : "okunmadı"} olarak işaretlendi`,
    });
  });
}

/** Deletes a message for good, with its audit entry (which names the subject and sender, not the text). */
export async function deleteContactMessage(deps: { db: Db }, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const message = await summaryOf(trx, id);
    await trx.deleteFrom("contact_messages").where("id", "=", id.toLowerCase()).execute();
    await recordAudit(trx, {
      kind: "contact-message",
      itemId: id.toLowerCase(),
      action: "delete",
      summary: `${titleOf(message)} mesajı silindi`,
    });
  });
}

/**
 * 'Yeniden gönder': e-mails a message again now (the operator waits for the server's answer) and records how it
 * went. Refused when mail is not set up. Resolves with the failure's text, or null when it was sent.
 */
export async function resendContactMessage(
  deps: { db: Db; mail: ContactMail | null; siteName: string },
  id: string,
): Promise<string | null> {
  const { mail } = deps;
  if (!mail) throw new ServiceError("invalid", CONTACT_ADMIN_MESSAGES.mailOff);
  const message = await summaryOf(deps.db, id);
  const failure = await deliverContactMessage({ db: deps.db, mail, siteName: deps.siteName }, id.toLowerCase());
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, {
      kind: "contact-message",
      itemId: id.toLowerCase(),
      action: "update",
      summary: `${titleOf(message)} mesajı yeniden e-postayla gönderildi${failure === null ? "" : ` (başarısız: ${failure})`}`,
    }),
  );
  return failure;
}
