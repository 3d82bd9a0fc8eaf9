import type { ListDefinition, ListQueryFor } from "../../components/admin/list-query.ts";

/** The category list's tabs, sortable columns and default order, by name (spec 2 §7; decision 033). */
export const CATEGORY_LIST = {
  tabs: ["tumu", "aktif", "pasif"],
  sorts: ["ad", "promosyon"],
  defaultSort: "ad",
  defaultDirection: "artan",
} as const satisfies ListDefinition<string, string>;

export type CategoryListQuery = ListQueryFor<typeof CATEGORY_LIST>;
