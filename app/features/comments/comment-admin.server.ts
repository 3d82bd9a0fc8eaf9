import type { CommentStatus } from "../../../db/schema.ts";
import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import {
  type ListPage,
  type ListRequest,
  readListPage,
  searchedAndAdded,
  trigramSearchOf,
} from "../admin-lists/public.server.ts";
import { auditedEdits } from "../audit/public.server.ts";
import { COMMENT_ADMIN_MESSAGES } from "./admin-messages.ts";
import type { CommentEditInput } from "./comment-edit.schema.ts";
import { type CommentListQuery, type CommentListTab, TAB_STATUS } from "./comment-list.ts";
import { deleteComments } from "./comment-moderation.server.ts";

const COMMENT_EDITS = auditedEdits(
  { table: "promotion_comments", kind: "comment" },
  {
    labels: { user_name: "Ad", comment: "Yorum", rating: "Puan" },
    noun: "yorumu",
  },
);

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

/** The comments screen's page: its rows, and the count under each state tab with the search and filters applied. */
export type AdminCommentPage = ListPage<AdminCommentRow, CommentListTab>;

/**
 * Comments with their promotion and casino, one page of the admin list kit: the search (user name or
 * text, Turkish-insensitive), promotion, rating and 'added between' filters, a state tab, sorted by date, rating or
 * user name.
 */
export async function listCommentsForAdmin(db: Db, request: ListRequest<CommentListQuery>): Promise<AdminCommentPage> {
  const { query } = request;
  const filtered = searchedAndAdded(
    db
      .selectFrom("promotion_comments as pc")
      .innerJoin("promotions as p", "p.id", "pc.promotion_id")
      .leftJoin("casinos as c", "c.id", "p.casino_id")
      .$if(query.promotion !== null, (qb) => qb.where("pc.promotion_id", "=", query.promotion ?? ""))
      .$if(query.rating !== null, (qb) => qb.where("pc.rating", "=", query.rating ?? 0)),
    query,
    {
      search: "pc.search_folded",
      created: "pc.created_at",
      trigram: await trigramSearchOf(db, "promotion_comments", query.search, "pc"),
    },
  );
  return readListPage(request, {
    filtered,
    tabs: {
      tumu: null,
      bekleyen: (eb) => eb("pc.status", "=", TAB_STATUS.bekleyen),
      onayli: (eb) => eb("pc.status", "=", TAB_STATUS.onayli),
      spam: (eb) => eb("pc.status", "=", TAB_STATUS.spam),
    },
    rows: (qb, direction) =>
      qb
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
        .$call((ordered) => {
          if (query.sort === "puan") return ordered.orderBy("pc.rating", direction);
          if (query.sort === "kullanici") return ordered.orderBy("pc.user_name", direction);
          return ordered;
        })
        .orderBy("pc.created_at", query.sort === "eklenme" ? direction : "desc")
        .orderBy("pc.id", query.sort === "eklenme" ? direction : "desc")
        .execute(),
    map: (r) => ({
      id: r.id,
      userName: r.user_name,
      comment: r.comment,
      rating: r.rating,
      status: r.status,
      createdAt: r.created_at,
      promotionId: r.promotion_id,
      promotionTitle: r.promotion_title,
      casinoName: r.casino_name,
    }),
  });
}

/** The promotions that have comments, for the list's 'Promosyon' filter (title order). */
export async function commentedPromotions(db: Db): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .selectFrom("promotions as p")
    .select(["p.id", "p.title"])
    .where((eb) =>
      eb.exists(eb.selectFrom("promotion_comments as pc").select("pc.id").whereRef("pc.promotion_id", "=", "p.id")),
    )
    .orderBy("p.sort_folded")
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({ value: r.id, label: r.title }));
}

/** Spec 2 §7: updates user_name, comment and rating; the text stays plain (React escapes it wherever shown). */
export async function updateComment(deps: ContentWriteDeps, id: string, input: CommentEditInput): Promise<void> {
  const promotionId = await promotionOf(deps.db, id);
  const key = id.toLowerCase();
  await deps.db.transaction().execute(async (trx) => {
    const before = await COMMENT_EDITS.read(
      trx,
      key,
      () => new ServiceError("not_found", COMMENT_ADMIN_MESSAGES.notFound),
    );
    const values = { user_name: input.userName, comment: input.comment, rating: input.rating };
    await COMMENT_EDITS.write(trx, key, { before, values, name: input.userName });
  });
  deps.events.contentChanged({ kind: "comment", promotionId });
}

/** A row's 'Sil': the moderation's one delete (writeEach, an audit entry, the page's cache event when it was shown). */
export async function deleteComment(deps: ContentWriteDeps, id: string): Promise<void> {
  await deleteComments(deps, [id]);
}

/** The comment's promotion (the page cache drops that page); unknown or malformed ids are "not found". */
async function promotionOf(db: Db, id: string): Promise<string> {
  const row = await db
    .selectFrom("promotion_comments")
    .select("promotion_id")
    .where("id", "=", requireItemId(id, COMMENT_ADMIN_MESSAGES.notFound))
    .executeTakeFirst();
  if (!row) throw new ServiceError("not_found", COMMENT_ADMIN_MESSAGES.notFound);
  return row.promotion_id;
}
