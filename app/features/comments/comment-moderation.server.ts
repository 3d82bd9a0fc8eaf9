import type { CommentStatus } from "../../../db/schema.ts";
import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { foldTurkish } from "../../utils/turkish-fold.ts";
import { type BulkAudit, writeEach } from "../admin-lists/public.server.ts";
import { quoted, saveSingleRow } from "../audit/public.server.ts";
import { rateLimit } from "../rate-limits/public.server.ts";
import { COMMENT_ADMIN_MESSAGES } from "./admin-messages.ts";
import {
  bannedWordList,
  MODERATION_MESSAGES,
  type ModerationMode,
  type ModerationSettingsInput,
} from "./comment-moderation.schema.ts";

export interface ModerationSettings {
  mode: ModerationMode;
  /** One word or phrase per line, as the operator wrote them. */
  bannedWords: string;
}

export const DEFAULT_MODERATION: ModerationSettings = { mode: "live", bannedWords: "" };

/** More comments than this from one address within BURST_WINDOW_MS are held, whatever they say. */
export const BURST_LIMIT = 3;
export const BURST_WINDOW_MS = 10 * 60_000;
/** A bulk action works on at most one screen's worth of rows and then some. */
export const BULK_LIMIT = 100;

/** Why a comment waits for approval; null: it goes live at once. */
export type HoldReason = "hold_all" | "link" | "banned_word" | "burst";

/** http(s)://, www. or a bare domain with a common ending ('site.com', 'bonus.xyz'). */
const LINK_PATTERN =
  /(?:https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|me|tr|xyz|site|online|top|link|ly|bet|win|club|vip|pro|app|live|icu|shop|ru|cc)\b)/i;

/** The settings row's moderation columns, or the defaults when there is no row yet. */
export async function getModerationSettings(db: Db): Promise<ModerationSettings> {
  const row = await db
    .selectFrom("settings")
    .select(["comment_moderation", "comment_banned_words"])
    .orderBy("updated_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return DEFAULT_MODERATION;
  return { mode: row.comment_moderation === "hold_all" ? "hold_all" : "live", bannedWords: row.comment_banned_words };
}

/** Stored with the other site settings (the single settings row); the list is kept one cleaned word per line. */
export async function saveModerationSettings(deps: ContentWriteDeps, input: ModerationSettingsInput): Promise<void> {
  const values = {
    comment_moderation: input.mode,
    comment_banned_words: bannedWordList(input.bannedWords).join("\n"),
    updated_at: new Date().toISOString(),
  };
  await saveSingleRow(deps.db, "settings", values, {
    kind: "comment",
    labels: { comment_moderation: "Yorum moderasyonu", comment_banned_words: "Yasaklı kelimeler" },
  });
}

/** Whether a text holds a link, as LINK_PATTERN sees it. */
export function hasLink(text: string): boolean {
  return LINK_PATTERN.test(text);
}

/**
 * The first banned word or phrase found at the start of a word of the text, compared Turkish-aware and without case
 * ('kumar' also finds 'Kumarhane' and 'KUMAR'), or null.
 */
export function findBannedWord(text: string, bannedWords: string): string | null {
  const folded = ` ${foldTurkish(text).replace(/\s+/g, " ")}`;
  for (const word of bannedWordList(bannedWords)) {
    const needle = foldTurkish(word);
    let at = folded.indexOf(needle);
    while (at !== -1) {
      if (!/[\p{L}\p{N}]/u.test(folded[at - 1] ?? " ")) return word;
      at = folded.indexOf(needle, at + 1);
    }
  }
  return null;
}

/**
 * Decides a new comment's state (issue #15): held when the site holds every comment, when the name or text has a
 * link or a banned word, or when its address has posted more than BURST_LIMIT comments within BURST_WINDOW_MS.
 * Run it in the transaction that stores the comment, so the address's count rolls back with a failed insert.
 */
export async function holdReasonFor(
  db: Db,
  comment: { userName: string; comment: string; ip: string; now: Date },
  settings: ModerationSettings,
): Promise<HoldReason | null> {
  // The burst counter counts every comment, held or not, so it is consulted first.
  const burst = await rateLimit(db, `comment:burst:ip:${comment.ip}`, {
    limit: BURST_LIMIT,
    windowMs: BURST_WINDOW_MS,
    now: comment.now,
  });
  const text = `${comment.userName}\n${comment.comment}`;
  if (settings.mode === "hold_all") return "hold_all";
  if (hasLink(text)) return "link";
  if (findBannedWord(text, settings.bannedWords)) return "banned_word";
  if (!burst.allowed) return "burst";
  return null;
}

/** How a change of state reads in the audit log. */
const STATUS_AUDIT_WORDS: Record<CommentStatus, string> = {
  approved: "onaylandı",
  spam: "spam olarak işaretlendi",
  pending: "onay beklemeye alındı",
};

/** The audit of a comment in a bulk write: '"Ad" yorumu: onaylandı', 'Silindi: "Ad" yorumu'. */
function commentAudit(change: CommentStatus | "delete"): BulkAudit {
  const target = { table: "promotion_comments", nameColumn: "user_name", kind: "comment" } as const;
  if (change === "delete") {
    return { ...target, action: "delete", summary: (name) => `Silindi: ${quoted(name)} yorumu` };
  }
  return { ...target, action: "update", summary: (name) => `${quoted(name)} yorumu: ${STATUS_AUDIT_WORDS[change]}` };
}

/**
 * Sets the state of the given comments (a row's 'Onayla'/'Spam' or a bulk action), all or none: an unknown id
 * changes nothing (not_found). Every promotion whose page (its comments and rating) changes is announced to the
 * page cache.
 */
export async function setCommentsStatus(
  deps: ContentWriteDeps,
  ids: readonly string[],
  status: CommentStatus,
): Promise<number> {
  return moderateComments(deps, ids, status);
}

/** Deletes the given comments (a row's 'Sil' or a bulk 'Sil' after one confirmation), all or none. */
export async function deleteComments(deps: ContentWriteDeps, ids: readonly string[]): Promise<number> {
  return moderateComments(deps, ids, "delete");
}

/** One write of the moderation: writeEach, then the cache events of the promotions it touched. */
async function moderateComments(
  deps: ContentWriteDeps,
  ids: readonly string[],
  change: CommentStatus | "delete",
): Promise<number> {
  if (ids.length > BULK_LIMIT) throw new ServiceError("invalid", MODERATION_MESSAGES.statusFailed);
  let before: { promotion_id: string; status: CommentStatus }[] = [];
  const keys = await writeEach(
    deps.db,
    ids,
    () => new ServiceError("not_found", COMMENT_ADMIN_MESSAGES.notFound),
    commentAudit(change),
    async (trx, keys) => {
      before = await trx
        .selectFrom("promotion_comments")
        .select(["promotion_id", "status"])
        .where("id", "in", keys)
        .execute();
      if (change === "delete") return trx.deleteFrom("promotion_comments").where("id", "in", keys).executeTakeFirst();
      return trx.updateTable("promotion_comments").set({ status: change }).where("id", "in", keys).executeTakeFirst();
    },
  );
  // Only a comment that is or was approved is on a public page (and in its rating).
  const shown = before.filter((r) => r.status !== change && (r.status === "approved" || change === "approved"));
  for (const promotionId of new Set(shown.map((r) => r.promotion_id))) {
    deps.events.contentChanged({ kind: "comment", promotionId });
  }
  return keys.length;
}

export type CommentStatusCounts = Record<CommentStatus | "all", number>;

/** How many comments are in each state, for the screen's tabs and the dashboard. */
export async function countCommentsByStatus(db: Db): Promise<CommentStatusCounts> {
  const rows = await db
    .selectFrom("promotion_comments")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("status")
    .execute();
  const counts: CommentStatusCounts = { all: 0, pending: 0, approved: 0, spam: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    counts.all += n;
    if (row.status in counts) counts[row.status] += n;
  }
  return counts;
}
