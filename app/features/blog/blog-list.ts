import { DATE_RANGE, defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";

/** The blog list's tabs, sortable columns and default order. */
export const BLOG_LIST = defineList({
  tabs: { tumu: "Tümü", yayinda: "Yayında", taslak: "Taslak" },
  sorts: ["olusturma", "baslik", "goruntulenme"],
  direction: "azalan",
  columns: [
    { label: "Başlık", sort: "baslik" },
    { label: "Durum" },
    { label: "Görüntülenme", sort: "goruntulenme", firstDirection: "azalan", className: "xl:text-right" },
    { label: "Oluşturulma", sort: "olusturma", firstDirection: "azalan" },
  ],
  bulk: { actions: ["publish", "unpublish", "delete"], noun: "blog yazısı" },
  filters: DATE_RANGE,
});

export type BlogListQuery = ListQueryFor<typeof BLOG_LIST>;
