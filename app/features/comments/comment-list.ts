import { defineList, type ListQueryFor } from "../../components/admin/list-query.ts";
import type { CommentStatusValue } from "./comment-moderation.schema.ts";

/**
 * The comments screen on the admin list kit (decisions 030, 033): state tabs (?durum=), sorts by date, rating and
 * name; search, promotion, rating and 'added between' filters come from the kit's query.
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
});

export type CommentListTab = (typeof COMMENT_LIST.tabs)[number];
export type CommentListQuery = ListQueryFor<typeof COMMENT_LIST>;

/** The state each tab but 'Tümü' shows. */
export const TAB_STATUS = { bekleyen: "pending", onayli: "approved", spam: "spam" } as const satisfies Record<
  Exclude<CommentListTab, "tumu">,
  CommentStatusValue
>;
