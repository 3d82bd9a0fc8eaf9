import { sql } from "kysely";
import { isDatabaseUnavailable } from "../../utils/database-unavailable.server.ts";
import type { Db, Engine } from "../../utils/db.server.ts";
import { istanbulLocalToIso } from "../../utils/istanbul-time.ts";
import { changedFieldsSummary, recordAudit } from "../audit/public.server.ts";
import { publishDuePages } from "../pages/public.server.ts";

export const PUBLISHING_MESSAGES = {
  noDrafts: "Yayınlanacak taslak blog bulunamadı",
  settingsLoadFailed: "Zamanlanmış yayınlama ayarları yüklenirken bir hata oluştu",
  // Spec 2 names no save text for this screen; worded as its load text and the other screens' save texts are.
  settingsSaveFailed: "Zamanlanmış yayınlama ayarları kaydedilirken bir hata oluştu",
  settingsSaved: "Zamanlanmış yayınlama ayarları kaydedildi",
  draftCountFailed: "Taslak blog sayısı alınamadı",
  callFailed: (message: string) => `Edge Function çağrısı başarısız: ${message}`,
  published: (count: number) => `${count} blog yazısı yayınlandı`,
  failed: "Yayınlama işlemi başarısız oldu",
  lockedElsewhere: "Yayınlama başka bir sunucuda sürüyor; birazdan tekrar deneyin",
} as const;

const PUBLISHING_LABELS = {
  daily_publish_count: "Günlük yayın sayısı",
  is_active: "Aktif",
  next_publish_at: "Sonraki yayın zamanı",
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any fixed number: PostgreSQL advisory locks are keyed by integers. */
const SWEEP_LOCK_KEY = 726_451_903;

export interface PublishingSettings {
  id: string;
  dailyPublishCount: number;
  isActive: boolean;
  nextPublishAt: string | null;
  lastPublishedAt: string | null;
}

export interface SweepResult {
  success: boolean;
  /** False when another instance held the lock, so this run did nothing. */
  ran: boolean;
  publishedCount: number;
  publishedIds: string[];
  /** Promotions whose start date came in this run and that are now active. */
  startedPromotionIds: string[];
  /** Draft pages whose own publishing moment came in this run and that are now published (issue #35). */
  publishedPageIds: string[];
  message: string;
}

/** Spec 2 §4: the settings row, created when missing with count 1, inactive, next run 24 hours ahead. */
export async function ensurePublishingSettings(db: Db, now = new Date()): Promise<PublishingSettings> {
  const existing = await db
    .selectFrom("scheduled_publishing_settings")
    .selectAll()
    .orderBy("updated_at")
    .limit(1)
    .executeTakeFirst();
  if (existing) return toSettings(existing);
  const row = {
    id: crypto.randomUUID(),
    daily_publish_count: 1,
    is_active: false,
    next_publish_at: new Date(now.getTime() + DAY_MS).toISOString(),
    last_published_at: null,
    updated_at: now.toISOString(),
  };
  await db.insertInto("scheduled_publishing_settings").values(row).execute();
  return toSettings(row);
}

function toSettings(row: {
  id: string;
  daily_publish_count: number;
  is_active: boolean;
  next_publish_at: string | null;
  last_published_at: string | null;
}): PublishingSettings {
  return {
    id: row.id,
    dailyPublishCount: row.daily_publish_count,
    isActive: row.is_active,
    nextPublishAt: row.next_publish_at,
    lastPublishedAt: row.last_published_at,
  };
}

/**
 * The sweep of design §6, idempotent and safe to run on every instance every minute:
 * - a draft whose own publish_at has come is published (its published_at becomes that time), and a promotion whose
 *   start date (publish_at) has come is activated;
 * - when the daily queue is active and next_publish_at has passed, the oldest drafts (the daily count) are
 *   published once, and next_publish_at moves forward in 24-hour steps past now, so downtime is caught up with
 *   one batch and never publishes twice.
 * `force` is the admin's "publish now": the daily batch regardless of the schedule.
 * On PostgreSQL a transaction-scoped advisory lock lets exactly one instance work; the others return ran: false.
 */
export async function runPublishingSweep(
  db: Db,
  engine: Engine,
  options: { now?: Date; force?: boolean } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  try {
    return await sweep(db, engine, now, options.force === true);
  } catch (error) {
    // Spec 2 §3: a failed run is logged too. Its transaction is gone, so the row is written on its own (not while
    // the database is away: that write would fail the same way).
    if (!isDatabaseUnavailable(error)) {
      await logRun(db, { at: now.toISOString(), published: [], failure: PUBLISHING_MESSAGES.failed }).catch(() => {});
    }
    throw error;
  }
}

/** One row per run of the publisher (spec 2 §3): success with what it published, otherwise error with why. */
function logRun(db: Db, run: { at: string; published: string[]; failure: string }) {
  const count = run.published.length;
  return db
    .insertInto("scheduled_publishing_logs")
    .values({
      id: crypto.randomUUID(),
      blog_id: count === 1 ? (run.published[0] ?? null) : null,
      published_at: run.at,
      status: count > 0 ? "success" : "error",
      message: count > 0 ? PUBLISHING_MESSAGES.published(count) : run.failure,
    })
    .execute();
}

async function sweep(db: Db, engine: Engine, now: Date, force: boolean): Promise<SweepResult> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (engine === "postgres") {
      const lock = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`.execute(trx);
      if (!lock.rows[0]?.locked)
        return {
          success: true,
          ran: false,
          publishedCount: 0,
          publishedIds: [],
          startedPromotionIds: [],
          publishedPageIds: [],
          message: PUBLISHING_MESSAGES.lockedElsewhere,
        };
    }
    const settings = await ensurePublishingSettings(trx, now);
    const published: string[] = [];

    const dueByDate = await trx
      .selectFrom("blog_posts")
      .select(["id", "publish_at"])
      .where("is_published", "=", false)
      .where("publish_at", "is not", null)
      .where("publish_at", "<=", nowIso)
      .execute();
    for (const due of dueByDate) {
      await trx
        .updateTable("blog_posts")
        .set({ is_published: true, published_at: due.publish_at, publish_at: null, updated_at: nowIso })
        .where("id", "=", due.id)
        .execute();
      published.push(due.id);
    }
    const startedPromotions = await activateDuePromotions(trx, nowIso);
    const publishedPages = await publishDuePages(trx, nowIso);

    const queueDue = settings.isActive && settings.nextPublishAt !== null && settings.nextPublishAt <= nowIso;
    let queueMessage: string | null = null;
    if (queueDue || force) {
      const drafts = await trx
        .selectFrom("blog_posts")
        .select("id")
        .where("is_published", "=", false)
        .where("published_at", "is", null)
        .where("publish_at", "is", null)
        .orderBy("created_at", "asc")
        .limit(Math.max(1, settings.dailyPublishCount))
        .execute();
      if (drafts.length === 0) queueMessage = PUBLISHING_MESSAGES.noDrafts;
      for (const draft of drafts) {
        await trx
          .updateTable("blog_posts")
          .set({ is_published: true, published_at: nowIso, updated_at: nowIso })
          .where("id", "=", draft.id)
          .execute();
        published.push(draft.id);
      }
      const next = queueDue ? advancePast(settings.nextPublishAt ?? nowIso, now) : settings.nextPublishAt;
      await trx
        .updateTable("scheduled_publishing_settings")
        .set({
          next_publish_at: next,
          last_published_at: drafts.length > 0 ? nowIso : settings.lastPublishedAt,
          updated_at: nowIso,
        })
        .where("id", "=", settings.id)
        .execute();
    }
    for (const id of published) {
      const summary = "Zamanlanmış yayınlama ile yayınlandı";
      await recordAudit(trx, { kind: "blog-post", itemId: id, action: "publish", summary });
    }
    // A run is a sweep that published something or whose daily batch was due or asked for; idle ticks leave no row.
    if (published.length > 0 || queueDue || force) {
      await logRun(trx, { at: nowIso, published, failure: queueMessage ?? PUBLISHING_MESSAGES.failed });
    }
    const message =
      published.length > 0
        ? PUBLISHING_MESSAGES.published(published.length)
        : (queueMessage ?? "Yayınlanacak yazı yok");
    const success = !(force && published.length === 0);
    return {
      success,
      ran: true,
      publishedCount: published.length,
      publishedIds: published,
      startedPromotionIds: startedPromotions,
      publishedPageIds: publishedPages,
      message,
    };
  });
}

/** Promotions whose start date (publish_at) has come are activated once; the date is cleared. */
async function activateDuePromotions(db: Db, nowIso: string): Promise<string[]> {
  const due = await db
    .selectFrom("promotions")
    .select("id")
    .where("publish_at", "is not", null)
    .where("publish_at", "<=", nowIso)
    .execute();
  if (due.length === 0) return [];
  const ids = due.map((r) => r.id);
  await db
    .updateTable("promotions")
    .set({ is_active: true, publish_at: null, updated_at: nowIso })
    .where("id", "in", ids)
    .execute();
  return ids;
}

/** The first 24-hour step after `from` that lies in the future. */
export function advancePast(from: string, now: Date): string {
  let next = new Date(from).getTime() + DAY_MS;
  if (next <= now.getTime()) next += Math.ceil((now.getTime() - next + 1) / DAY_MS) * DAY_MS;
  return new Date(next).toISOString();
}

export async function listPublishingLogs(db: Db, limit = 20) {
  const rows = await db
    .selectFrom("scheduled_publishing_logs as l")
    .leftJoin("blog_posts as b", "b.id", "l.blog_id")
    .select(["l.id", "l.blog_id", "l.published_at", "l.status", "l.message", "b.title"])
    .orderBy("l.published_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    blogId: r.blog_id,
    title: r.title,
    publishedAt: r.published_at,
    status: r.status,
    message: r.message,
  }));
}

export async function countDrafts(db: Db): Promise<number> {
  const row = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_published", "=", false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Saves the schedule (spec 2 §4): enabling it without a next time sets next_publish_at 24 hours ahead; it cannot be
 * enabled while there is no draft.
 */
export async function updatePublishingSettings(
  db: Db,
  input: { dailyPublishCount: number; isActive: boolean; nextPublishAt?: string | undefined },
  now = new Date(),
): Promise<PublishingSettings> {
  const settings = await ensurePublishingSettings(db, now);
  const drafts = await countDrafts(db);
  const isActive = input.isActive && drafts > 0;
  let next = input.nextPublishAt ? istanbulLocalToIso(input.nextPublishAt) : settings.nextPublishAt;
  if (isActive && !next) next = new Date(now.getTime() + DAY_MS).toISOString();
  const values = { daily_publish_count: input.dailyPublishCount, is_active: isActive, next_publish_at: next };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("scheduled_publishing_settings")
      .set({ ...values, updated_at: now.toISOString() })
      .where("id", "=", settings.id)
      .execute();
    const before = {
      daily_publish_count: settings.dailyPublishCount,
      is_active: settings.isActive,
      next_publish_at: settings.nextPublishAt,
    };
    const summary = changedFieldsSummary(before, values, PUBLISHING_LABELS);
    await recordAudit(trx, { kind: "publishing-settings", itemId: settings.id, action: "settings", summary });
  });
  return { ...settings, dailyPublishCount: input.dailyPublishCount, isActive, nextPublishAt: next };
}
