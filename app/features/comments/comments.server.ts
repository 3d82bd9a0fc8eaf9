import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import type { CommentInput } from "./comment.schema.ts";

export interface PublicComment {
  id: string;
  userName: string;
  comment: string;
  rating: number;
  createdAt: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stores a visitor's comment on an active promotion; the input is already parsed by CommentSchema. */
export async function addComment(db: Db, promotionId: string, input: CommentInput): Promise<PublicComment> {
  if (!UUID_PATTERN.test(promotionId)) throw new ServiceError("not_found", "Promosyon bulunamadı");
  const promotion = await db
    .selectFrom("promotions")
    .select("id")
    .where("id", "=", promotionId)
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (!promotion) throw new ServiceError("not_found", "Promosyon bulunamadı");
  const row = {
    id: crypto.randomUUID(),
    promotion_id: promotionId,
    user_name: input.userName,
    comment: input.comment,
    rating: input.rating,
    created_at: new Date().toISOString(),
  };
  await db.insertInto("promotion_comments").values(row).execute();
  return { id: row.id, userName: row.user_name, comment: row.comment, rating: row.rating, createdAt: row.created_at };
}

/** Comments of one promotion, newest first (spec 1 §7). */
export async function listComments(db: Db, promotionId: string, limit = 100): Promise<PublicComment[]> {
  const rows = await db
    .selectFrom("promotion_comments")
    .select(["id", "user_name", "comment", "rating", "created_at"])
    .where("promotion_id", "=", promotionId)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userName: r.user_name,
    comment: r.comment,
    rating: r.rating,
    createdAt: r.created_at,
  }));
}
