import type { Updateable } from "kysely";
import type { AlertDeliveriesTable } from "../../../db/schema.ts";
import type { OutgoingMail } from "../../integrations/mail.server.ts";
import type { Db } from "../../utils/db.server.ts";
import type { Config } from "../../utils/env.server.ts";
import { errorMessage } from "../../utils/error-message.ts";
import { ISTANBUL_OFFSET_MS } from "../../utils/istanbul-time.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { EMAIL_ALERTS_CHANNEL, queueNewPromotions } from "../announcements/public.server.ts";
import { pathOfPromotionRow, selectPromotionsWithPath, whereRunningPromotion } from "../promotions/public.server.ts";
import { PROMOTION_CHIP_COLUMNS, promotionChipsOfRow } from "../promotions/public.ts";
import { type AlertOffer, alertOffersMail } from "./alert-mail.ts";
import { deleteExpiredSignUps } from "./alert-subscriptions.server.ts";
import { ALERT_DIGEST_HOUR } from "./alert-texts.ts";

/** Offers handed out, and subscribers read, per query: a sweep works through all of them, a page at a time. */
const BATCH = 50;
/** How long a sender's claim keeps other instances off a row (longer than a send's own time-out). */
const CLAIM_MS = 2 * 60_000;
/** Minutes to wait after the 1st, 2nd, … failed attempt; after the last one the row is given up as failed. */
export const ALERT_RETRY_DELAYS_MINUTES = [5, 30, 120, 720] as const;
/** Rows written per insert while an offer is handed out to its subscribers. */
const INSERT_CHUNK = 500;

export interface AlertQueueDeps {
  db: Db;
  logger: Logger;
  config: Pick<Config, "siteUrl" | "siteName">;
  /** Sends one mail; `sendMail` with the SMTP settings unless a caller gives another sender. */
  send: (mail: OutgoingMail) => Promise<void>;
}

export interface AlertRun {
  /** Offers handed out to subscribers in this sweep. */
  offers: number;
  /** Mails sent and failed. */
  sent: number;
  failed: number;
}

/** The first digest hour (ALERT_DIGEST_HOUR, Istanbul) at or after `now`. */
export function nextDigestAt(now: Date): string {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const digest = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), ALERT_DIGEST_HOUR);
  const at = digest - ISTANBUL_OFFSET_MS;
  return new Date(at >= now.getTime() ? at : at + 24 * 60 * 60_000).toISOString();
}

/**
 * One sweep of the alerts: the offers that became visible since the last one (the announcements'
 * detection) are handed out to each matching confirmed subscriber as a queue row, due at once (per-offer mode) or
 * at the next digest hour; then the due rows are claimed per subscriber and sent. A claim is a conditional update,
 * so of several instances exactly one takes a row; the rows' primary key keeps an offer from being queued twice
 * for one address; a failed send is retried with a growing delay. Expired unconfirmed sign-ups are deleted first.
 * A sweep sends everything due, page by page, and reads each offer it mails once.
 */
export async function runAlertSweep(deps: AlertQueueDeps, now = new Date()): Promise<AlertRun> {
  await deleteExpiredSignUps(deps.db, now);
  await queueNewPromotions(deps.db, now, EMAIL_ALERTS_CHANNEL);
  let offers = 0;
  for (let page = await handOutNewOffers(deps.db, now); page > 0; page = await handOutNewOffers(deps.db, now)) {
    offers += page;
  }
  const mailed = offerReader(deps.db, now);
  const served = new Set<string>();
  let sent = 0;
  let failed = 0;
  for (;;) {
    // A subscriber served in this sweep is not served again: what is still due for it was claimed elsewhere.
    const due = (await subscribersDue(deps.db, now)).filter((id) => !served.has(id));
    if (due.length === 0) break;
    for (const subscriberId of due) {
      served.add(subscriberId);
      const outcome = await sendDue(deps, mailed, subscriberId, now);
      sent += outcome.sent;
      failed += outcome.failed;
    }
  }
  return { offers, sent, failed };
}

/** The running offers among `ids`, as mails show them; each offer is read once per sweep, whoever it goes to. */
type OfferReader = (ids: string[]) => Promise<Map<string, AlertOffer>>;

function offerReader(db: Db, now: Date): OfferReader {
  const known = new Map<string, AlertOffer | null>();
  const nowIso = now.toISOString();
  return async (ids) => {
    const unread = [...new Set(ids)].filter((id) => !known.has(id));
    if (unread.length > 0) {
      const running = await selectPromotionsWithPath(db)
        .select(["p.title", "c.name as casino_name", ...PROMOTION_CHIP_COLUMNS])
        .where("p.id", "in", unread)
        .where(whereRunningPromotion(nowIso))
        .execute();
      for (const id of unread) known.set(id, null);
      for (const row of running) {
        known.set(row.id, {
          title: row.title,
          casinoName: row.casino_name,
          chips: promotionChipsOfRow(row, now),
          expiryDate: row.expiry_date,
          path: pathOfPromotionRow(row),
        });
      }
    }
    const offers = new Map<string, AlertOffer>();
    for (const id of ids) {
      const offer = known.get(id);
      if (offer) offers.set(id, offer);
    }
    return offers;
  };
}

async function handOutNewOffers(db: Db, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const digestIso = nextDigestAt(now);
  const fresh = await db
    .selectFrom("promotion_announcements as a")
    .innerJoin("promotions as p", "p.id", "a.promotion_id")
    .select(["p.id", "p.category_id", "p.casino_id"])
    .where("a.channel", "=", EMAIL_ALERTS_CHANNEL)
    .where("a.status", "=", "pending")
    .orderBy("a.created_at")
    .limit(BATCH)
    .execute();
  for (const offer of fresh) {
    await db.transaction().execute(async (trx) => {
      const subscribers = await trx
        .selectFrom("alert_subscribers as s")
        .select(["s.id", "s.frequency"])
        .where("s.confirmed_at", "is not", null)
        .where((eb) =>
          eb.or([
            eb("s.scope", "=", "all"),
            eb.exists(
              eb
                .selectFrom("alert_topics as t")
                .select("t.subscriber_id")
                .whereRef("t.subscriber_id", "=", "s.id")
                .where((w) =>
                  w.or([
                    w.and([w("t.kind", "=", "category"), w("t.target_id", "=", offer.category_id ?? "")]),
                    w.and([w("t.kind", "=", "casino"), w("t.target_id", "=", offer.casino_id ?? "")]),
                  ]),
                ),
            ),
          ]),
        )
        .execute();
      for (let start = 0; start < subscribers.length; start += INSERT_CHUNK) {
        const rows = subscribers.slice(start, start + INSERT_CHUNK).map((subscriber) => ({
          subscriber_id: subscriber.id,
          promotion_id: offer.id,
          status: "pending" as const,
          due_at: subscriber.frequency === "instant" ? nowIso : digestIso,
          created_at: nowIso,
        }));
        await trx
          .insertInto("alert_deliveries")
          .values(rows)
          .onConflict((oc) => oc.columns(["subscriber_id", "promotion_id"]).doNothing())
          .execute();
      }
      await trx
        .updateTable("promotion_announcements")
        .set({ status: "sent", sent_at: nowIso })
        .where("promotion_id", "=", offer.id)
        .where("channel", "=", EMAIL_ALERTS_CHANNEL)
        .execute();
    });
  }
  return fresh.length;
}

/** Subscribers with rows due now that no live claim holds. */
async function subscribersDue(db: Db, now: Date): Promise<string[]> {
  const nowIso = now.toISOString();
  const rows = await db
    .selectFrom("alert_deliveries")
    .select("subscriber_id")
    .distinct()
    .where("status", "=", "pending")
    .where("due_at", "<=", nowIso)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", nowIso)]))
    .limit(BATCH)
    .execute();
  return rows.map((row) => row.subscriber_id);
}

/**
 * Claims a subscriber's due rows (those another instance has not claimed in the meantime) and sends them: each
 * offer alone in per-offer mode, all in one digest in daily mode. An offer no longer running is skipped.
 */
async function sendDue(
  deps: AlertQueueDeps,
  readOffers: OfferReader,
  subscriberId: string,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  const { db } = deps;
  const nowIso = now.toISOString();
  const claim = crypto.randomUUID();
  await db
    .updateTable("alert_deliveries")
    .set({ claim, claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
    .where("subscriber_id", "=", subscriberId)
    .where("status", "=", "pending")
    .where("due_at", "<=", nowIso)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", nowIso)]))
    .execute();
  const claimed = await db
    .selectFrom("alert_deliveries")
    .select(["promotion_id", "attempts"])
    .where("subscriber_id", "=", subscriberId)
    .where("claim", "=", claim)
    .execute();
  if (claimed.length === 0) return { sent: 0, failed: 0 };
  const subscriber = await db
    .selectFrom("alert_subscribers")
    .select(["email", "frequency", "unsubscribe_token"])
    .where("id", "=", subscriberId)
    .executeTakeFirst();
  if (!subscriber) return { sent: 0, failed: 0 };
  const offers = await readOffers(claimed.map((row) => row.promotion_id));
  const mark = (promotionIds: string[], values: Updateable<AlertDeliveriesTable>) =>
    promotionIds.length === 0
      ? Promise.resolve()
      : db
          .updateTable("alert_deliveries")
          .set({ claim: null, claimed_until: null, ...values })
          .where("subscriber_id", "=", subscriberId)
          .where("promotion_id", "in", promotionIds)
          .where("claim", "=", claim)
          .execute()
          .then(() => undefined);
  // Switched off or expired before its turn: an offer no one can take is not sent.
  await mark(
    claimed.filter((row) => !offers.has(row.promotion_id)).map((row) => row.promotion_id),
    { status: "skipped" },
  );
  const live = claimed.filter((row) => offers.has(row.promotion_id));
  const groups = subscriber.frequency === "instant" ? live.map((row) => [row]) : live.length > 0 ? [live] : [];
  let sent = 0;
  let failed = 0;
  for (const group of groups) {
    const ids = group.map((row) => row.promotion_id);
    const mail = alertOffersMail(
      deps.config,
      { email: subscriber.email, unsubscribeToken: subscriber.unsubscribe_token },
      ids.flatMap((id) => offers.get(id) ?? []),
    );
    try {
      await deps.send(mail);
      await mark(ids, { status: "sent", sent_at: nowIso, last_error: null });
      sent++;
    } catch (error) {
      // The attempts of a group are alike: its first row's count is the group's.
      const made = Math.max(...group.map((row) => Number(row.attempts))) + 1;
      const delay = ALERT_RETRY_DELAYS_MINUTES[made - 1];
      const message = errorMessage(error, "Bilinmeyen hata").slice(0, 300);
      await mark(ids, {
        attempts: made,
        last_error: message,
        status: delay === undefined ? "failed" : "pending",
        ...(delay === undefined ? {} : { due_at: new Date(now.getTime() + delay * 60_000).toISOString() }),
      });
      deps.logger.warn({ subscriberId, attempts: made, err: message }, "yeni bonus e-postası gönderilemedi");
      failed++;
    }
  }
  return { sent, failed };
}
