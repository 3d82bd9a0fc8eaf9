import { ACTIVE_TABS, defineList, type ListQueryFor } from "../../components/admin/list-query.ts";

/** The promotion list's tabs, sortable columns and default order (decision 033). */
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
});

export type PromotionListQuery = ListQueryFor<typeof PROMOTION_LIST>;
