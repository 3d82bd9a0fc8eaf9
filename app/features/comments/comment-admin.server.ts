import type { CommentStatus } from "../../../db/schema.ts";
import { changedFieldsSummary, quoted, recordAudit } from "../../utils/audit.server.ts";
import type { ContentEvents } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { containsFolded } from "../../utils/folded-sql.server.ts";
import { pageWindow } from "../../utils/paging.ts";
import { normaliseSearchQuery } from "../../utils/search-query.ts";
import { isUuid } from "../../utils/uuid.ts";
import { COMMENT_ADMIN_MESSAGES, type CommentEditInput } from "./comment-edit.schema.ts";

export const ADMIN_COMMENTS_PAGE_SIZE = 20;

const COMMENT_LABELS = { user_name: "Ad", comment: "Yorum", rating: "Puan" };

export interface CommentDeps {
  db: Db;
  events: Pick<ContentEvents, "contentChanged">;
}

export interface AdminCommentRow {
  id: string;
  userName: string;
  comment: string;
  rating: number;
  status: CommentStatus;
  createdAt: string;
  promotionId: string;
  promotionTitle: string;
  /** null: a standalone promotion. */
  casinoName: string | null;
}

export interface AdminCommentSearch {
  /** Matched Turkish-aware against the user name and the comment text. */
  q?: string | null;
  /** 1-5, or null for every rating. */
  rating?: number | null;
  /** One moderation state, or null for all. */
  status?: CommentStatus | null;
  page?: number;
  pageSize?: number;
}

export interface AdminCommentPage {
  comments: AdminCommentRow[];
  total: number;
  page: number;
  pageCount: number;
  /** The query as searched (trimmed, at most 100 characters). */
  q: string;
  rating: number | null;
  status: CommentStatus | null;
}

/** Comments with their promotion and casino, newest first, filtered and one page at a time. */
export async function listCommentsForAdmin(db: Db, search: AdminCommentSearch): Promise<AdminCommentPage> {
  const pageSize = search.pageSize ?? ADMIN_COMMENTS_PAGE_SIZE;
  const q = normaliseSearchQuery(search.q);
  const rating = search.rating && search.rating >= 1 && search.rating <= 5 ? Math.floor(search.rating) : null;
  let query = db
    .selectFrom("promotion_comments as pc")
    .innerJoin("promotions as p", "p.id", "pc.promotion_id")
    .leftJoin("casinos as c", "c.id", "p.casino_id");
  const status = search.status ?? null;
  if (rating !== null) query = query.where("pc.rating", "=", rating);
  if (status !== null) query = query.where("pc.status", "=", status);
  if (q) {
    query = query.where((eb) =>
      eb.or([containsFolded(eb.ref("pc.user_name"), q), containsFolded(eb.ref("pc.comment"), q)]),
    );
  }
  const countRow = await query.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow();
  const total = Number(countRow.total);
  const { page, pageCount, offset } = pageWindow(total, search.page ?? 1, pageSize);
  const rows = await query
    .select([
      "pc.id",
      "pc.user_name",
      "pc.comment",
      "pc.rating",
      "pc.status",
      "pc.created_at",
      "pc.promotion_id",
      "p.title as promotion_title",
      "c.name as casino_name",
    ])
    .orderBy("pc.created_at", "desc")
    .orderBy("pc.id", "desc")
    .limit(pageSize)
    .offset(offset)
    .execute();
  return {
    comments: rows.map((r) => ({
      id: r.id,
      userName: r.user_name,
      comment: r.comment,
      rating: r.rating,
      status: r.status,
      createdAt: r.created_at,
      promotionId: r.promotion_id,
      promotionTitle: r.promotion_title,
      casinoName: r.casino_name,
    })),
    total,
    page,
    pageCount,
    q,
    rating,
    status,
  };
}

/** Spec 2 §7: updates user_name, comment and rating; the text stays plain (React escapes it wherever shown). */
export async function updateComment(deps: CommentDeps, id: string, input: CommentEditInput): Promise<void> {
  const promotionId = await promotionOf(deps.db, id);
  const key = id.toLowerCase();
  await deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("promotion_comments").selectAll().where("id", "=", key).executeTakeFirst();
    if (!before) throw new ServiceError("not_found", COMMENT_ADMIN_MESSAGES.notFound);
    const values = { user_name: input.userName, comment: input.comment, rating: input.rating };
    await trx.updateTable("promotion_comments").set(values).where("id", "=", key).execute();
    const summary = `${quoted(input.userName)} yorumu: ${changedFieldsSummary(before, values, COMMENT_LABELS)}`;
    await recordAudit(trx, { kind: "comment", itemId: key, action: "update", summary });
  });
  deps.events.contentChanged({ kind: "comment", promotionId });
}

export async function deleteComment(deps: CommentDeps, id: string): Promise<void> {
  const promotionId = await promotionOf(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("promotion_comments")
      .where("id", "=", id.toLowerCase())
      .returning("user_name")
      .executeTakeFirst();
    if (!row) throw new ServiceError("not_found", COMMENT_ADMIN_MESSAGES.notFound);
    const summary = `Silindi: ${quoted(row.user_name)} yorumu`;
    await recordAudit(trx, { kind: "comment", itemId: id.toLowerCase(), action: "delete", summary });
  });
  deps.events.contentChanged({ kind: "comment", promotionId });
}

/** The comment's promotion (the page cache drops that page); unknown or malformed ids are "not found". */
async function promotionOf(db: Db, id: string): Promise<string> {
  if (!isUuid(id)) throw new ServiceError("not_found", COMMENT_ADMIN_MESSAGES.notFound);
  const row = await db
    .selectFrom("promotion_comments")
    .select("promotion_id")
    .where("id", "=", id.toLowerCase())
    .executeTakeFirst();
  if (!row) throw new ServiceError("not_found", COMMENT_ADMIN_MESSAGES.notFound);
  return row.promotion_id;
}
