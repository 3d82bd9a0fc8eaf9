import { DATE_RANGE, defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";

/** The page list's tabs, sortable columns and default order. */
export const PAGE_LIST = defineList({
  tabs: { tumu: "Tümü", yayinda: "Yayında", taslak: "Taslak" },
  sorts: ["olusturma", "baslik", "guncelleme"],
  direction: "azalan",
  columns: [
    { label: "Başlık", sort: "baslik" },
    { label: "Adres" },
    { label: "Durum" },
    { label: "Güncelleme", sort: "guncelleme", firstDirection: "azalan" },
    { label: "Oluşturulma", sort: "olusturma", firstDirection: "azalan" },
  ],
  bulk: { actions: ["publish", "unpublish", "delete"], noun: "sayfa" },
  filters: DATE_RANGE,
});

export type PageListQuery = ListQueryFor<typeof PAGE_LIST>;
