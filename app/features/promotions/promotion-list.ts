import {
  ACTIVE_TABS,
  DATE_RANGE,
  defineList,
  flagFilter,
  idFilter,
  type ListQueryFor,
} from "../../admin-kit/list-query.ts";

/** The promotion list's tabs, sortable columns, default order and its own filters. */
export const PROMOTION_LIST = defineList({
  tabs: { ...ACTIVE_TABS, "suresi-dolmus": "Süresi Dolmuş" },
  sorts: ["eklenme", "baslik", "kategori", "bitis"],
  direction: "azalan",
  columns: [
    { label: "Başlık / Casino", sort: "baslik" },
    { label: "Kategori", sort: "kategori" },
    { label: "Kod" },
    { label: "Durum" },
    { label: "Bitiş", sort: "bitis", firstDirection: "artan" },
  ],
  bulk: { actions: ["activate", "deactivate", "delete"], noun: "promosyon" },
  filters: {
    casino: idFilter("casino"),
    category: idFilter("kategori"),
    ...DATE_RANGE,
    expiring: flagFilter("bitiyor"),
  },
});

export type PromotionListQuery = ListQueryFor<typeof PROMOTION_LIST>;
