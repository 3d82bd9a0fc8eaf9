import type { ListDefinition, ListQueryFor } from "../../components/admin/list-query.ts";

/** The promotion list's tabs, sortable columns and default order (decision 033). */
export const PROMOTION_LIST = {
  tabs: ["tumu", "aktif", "pasif", "suresi-dolmus"],
  sorts: ["eklenme", "baslik", "kategori", "bitis"],
  defaultSort: "eklenme",
  defaultDirection: "azalan",
} as const satisfies ListDefinition<string, string>;

export type PromotionListQuery = ListQueryFor<typeof PROMOTION_LIST>;
