import { ACTIVE_TABS, defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";

/** The category list's tabs, sortable columns and default order, by name (spec 2 §7). */
export const CATEGORY_LIST = defineList({
  tabs: ACTIVE_TABS,
  sorts: ["ad", "promosyon"],
  direction: "artan",
  columns: [
    { label: "Ad", sort: "ad" },
    { label: "Slug" },
    { label: "Açıklama" },
    { label: "Promosyon", sort: "promosyon", firstDirection: "azalan" },
    { label: "Durum" },
  ],
  bulk: { actions: ["activate", "deactivate", "delete"], noun: "kategori" },
});

export type CategoryListQuery = ListQueryFor<typeof CATEGORY_LIST>;
