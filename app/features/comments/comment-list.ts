import { DATE_RANGE, defineList, idFilter, type ListFilter, type ListQueryFor } from "../../admin-kit/list-query.ts";
import type { CommentStatusValue } from "./comment-moderation.schema.ts";

/** A rating 1-5, or null for every rating. */
const RATING_FILTER: ListFilter<number | null> = {
  param: "puan",
  empty: null,
  read: (raw) => (raw !== undefined && /^[1-5]$/.test(raw) ? Number(raw) : null),
  write: (value) => String(value),
};

/**
 * The comments screen on the admin list kit: state tabs (?durum=), sorts by date, rating and
 * name; the search, and its own promotion, rating and 'added between' filters.
 */
export const COMMENT_LIST = defineList({
  tabs: { tumu: "Tümü", bekleyen: "Onay Bekleyen", onayli: "Onaylı", spam: "Spam" },
  sorts: ["eklenme", "puan", "kullanici"],
  direction: "azalan",
  columns: [
    { label: "Kullanıcı", sort: "kullanici", firstDirection: "artan" },
    { label: "Puan", sort: "puan", firstDirection: "azalan" },
    { label: "Yorum" },
    { label: "Promosyon" },
    { label: "Eklenme", sort: "eklenme", firstDirection: "azalan" },
  ],
  bulk: { actions: ["approve", "spam", "delete"], noun: "yorum" },
  filters: { promotion: idFilter("promosyon"), rating: RATING_FILTER, ...DATE_RANGE },
});

export type CommentListTab = (typeof COMMENT_LIST.tabs)[number];
export type CommentListQuery = ListQueryFor<typeof COMMENT_LIST>;

/** The state each tab but 'Tümü' shows. */
export const TAB_STATUS = { bekleyen: "pending", onayli: "approved", spam: "spam" } as const satisfies Record<
  Exclude<CommentListTab, "tumu">,
  CommentStatusValue
>;
