import type { Updateable } from "kysely";
import type { PromotionAnnouncementsTable } from "../../../db/schema.ts";
import type { Db } from "../../utils/db.server.ts";
import type { Config } from "../../utils/env.server.ts";
import { errorMessage } from "../../utils/error-message.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { whereRunningPromotion } from "../promotions/public.server.ts";
import { PROMOTION_CHIP_COLUMNS, promotionChipsOfRow } from "../promotions/public.ts";
import { promotionAnnouncementText } from "./announcement-text.ts";

/** The operator's Telegram channel; e-mail alerts are the `EMAIL_ALERTS_CHANNEL` rows. */
export const TELEGRAM_CHANNEL = "telegram";
/** New offers for the e-mail alerts' queue: each pending row is handed out to the matching subscribers. */
export const EMAIL_ALERTS_CHANNEL = "email";
/** Sends per sweep: a burst of activations is told over a few minutes rather than all at once. */
const BATCH = 10;
/** How long a sender's claim keeps other instances off a row (longer than a send's own time-out). */
const CLAIM_MS = 2 * 60_000;
/** Minutes to wait after the 1st, 2nd, … failed attempt; after the last one the offer is given up as failed. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

export interface AnnouncementDeps {
  db: Db;
  logger: Logger;
  config: Pick<Config, "siteUrl" | "telegram">;
  /** Posts one message; the Bot API client unless a caller gives another sender. */
  send: (html: string) => Promise<void>;
}

export interface AnnouncementRun {
  queued: number;
  sent: number;
  failed: number;
}

/**
 * One sweep: record the offers that became visible since the last one (listed and begun; the first sweep after the
 * channel is set up records those already running as the baseline, not to be told), then send what is due. Each
 * row is claimed before its send, so of several instances one sends it; a failed send is retried later.
 */
export async function announceNewPromotions(deps: AnnouncementDeps, now = new Date()): Promise<AnnouncementRun> {
  const queued = await queueNewPromotions(deps.db, now, TELEGRAM_CHANNEL);
  let sent = 0;
  let failed = 0;
  for (const promotionId of await claimDue(deps.db, now)) {
    const outcome = await sendOne(deps, promotionId, now);
    if (outcome === "sent") sent++;
    if (outcome === "failed") failed++;
  }
  return { queued, sent, failed };
}

/**
 * Records, for one channel, the offers that became visible since its last sweep (pending), or on its first sweep
 * those already running (baseline, never told). The one detection of "a new offer".
 */
export async function queueNewPromotions(db: Db, now: Date, channel: string): Promise<number> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const started = await trx
      .selectFrom("announcement_channels")
      .select("channel")
      .where("channel", "=", channel)
      .executeTakeFirst();
    if (!started) {
      await trx
        .insertInto("announcement_channels")
        .values({ channel: channel })
        .onConflict((oc) => oc.column("channel").doNothing())
        .execute();
    }
    const status = started ? "pending" : "baseline";
    const result = await trx
      .insertInto("promotion_announcements")
      .columns(["promotion_id", "channel", "status"])
      .expression((eb) =>
        eb
          .selectFrom("promotions as p")
          .select((s) => ["p.id", s.val(channel).as("channel"), s.val(status).as("status")])
          .where(whereRunningPromotion(nowIso))
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom("promotion_announcements as a")
                  .select("a.promotion_id")
                  .whereRef("a.promotion_id", "=", "p.id")
                  .where("a.channel", "=", channel),
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.columns(["promotion_id", "channel"]).doNothing())
      .executeTakeFirst();
    return started ? Number(result.numInsertedOrUpdatedRows ?? 0) : 0;
  });
}

/** Rows due now that this sweep could claim (another instance's live claim is left alone). */
async function claimDue(db: Db, now: Date): Promise<string[]> {
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom("promotion_announcements")
    .select("promotion_id")
    .where("channel", "=", TELEGRAM_CHANNEL)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", nowIso)]))
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", nowIso)]))
    .orderBy("created_at")
    .limit(BATCH)
    .execute();
  const claimed: string[] = [];
  for (const { promotion_id } of due) {
    const result = await db
      .updateTable("promotion_announcements")
      .set({ claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where("promotion_id", "=", promotion_id)
      .where("channel", "=", TELEGRAM_CHANNEL)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", nowIso)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(promotion_id);
  }
  return claimed;
}

async function sendOne(deps: AnnouncementDeps, promotionId: string, now: Date): Promise<"sent" | "failed" | "skipped"> {
  const { db } = deps;
  const row = await db
    .selectFrom("promotions as p")
    .leftJoin("casinos as c", "c.id", "p.casino_id")
    .select(["p.id", "p.title", "c.name as casino_name", ...PROMOTION_CHIP_COLUMNS])
    .where("p.id", "=", promotionId)
    .where(whereRunningPromotion(now.toISOString()))
    .executeTakeFirst();
  const mark = (values: Updateable<PromotionAnnouncementsTable>) =>
    db
      .updateTable("promotion_announcements")
      .set({ claimed_until: null, ...values })
      .where("promotion_id", "=", promotionId)
      .where("channel", "=", TELEGRAM_CHANNEL)
      .execute();
  if (!row) {
    // Switched off or expired before its turn came: an offer no one can take is not announced.
    await mark({ status: "skipped" });
    return "skipped";
  }
  const text = promotionAnnouncementText(
    {
      id: row.id,
      title: row.title,
      casinoName: row.casino_name,
      chips: promotionChipsOfRow(row, now),
      expiryDate: row.expiry_date,
    },
    deps.config.siteUrl,
  );
  try {
    await deps.send(text);
    await mark({ status: "sent", sent_at: now.toISOString(), last_error: null });
    return "sent";
  } catch (error) {
    const attempts = await db
      .selectFrom("promotion_announcements")
      .select("attempts")
      .where("promotion_id", "=", promotionId)
      .where("channel", "=", TELEGRAM_CHANNEL)
      .executeTakeFirstOrThrow();
    const made = Number(attempts.attempts) + 1;
    const delay = RETRY_DELAYS_MINUTES[made - 1];
    const message = errorMessage(error, "Bilinmeyen hata").slice(0, 300);
    await mark({
      attempts: made,
      last_error: message,
      status: delay === undefined ? "failed" : "pending",
      next_attempt_at: delay === undefined ? null : new Date(now.getTime() + delay * 60_000).toISOString(),
    });
    deps.logger.warn({ promotionId, attempts: made, err: message }, "Telegram duyurusu gönderilemedi");
    return "failed";
  }
}

export interface AnnouncementProblems {
  /** Offers given up after every attempt failed. */
  failed: number;
  /** Offers whose last attempt failed and that will be tried again. */
  retrying: number;
  lastError: string | null;
}

/** What the dashboard says about sends that did not go through (nothing when all went well). */
export async function announcementProblems(db: Db): Promise<AnnouncementProblems | null> {
  const rows = await db
    .selectFrom("promotion_announcements")
    .select(["status", "last_error", "created_at"])
    .where("channel", "=", TELEGRAM_CHANNEL)
    .where("last_error", "is not", null)
    .where("status", "in", ["pending", "failed"])
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
  if (rows.length === 0) return null;
  return {
    failed: rows.filter((row) => row.status === "failed").length,
    retrying: rows.filter((row) => row.status === "pending").length,
    lastError: rows[0]?.last_error ?? null,
  };
}
