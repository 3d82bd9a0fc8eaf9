import type { ListDefinition, ListQueryFor } from "../../components/admin/list-query.ts";

/** The splash ad list's tabs, sortable columns and default order (decision 033). */
export const SPLASH_LIST = {
  tabs: ["tumu", "aktif", "pasif"],
  sorts: ["eklenme", "baslik"],
  defaultSort: "eklenme",
  defaultDirection: "azalan",
} as const satisfies ListDefinition<string, string>;

export type SplashListQuery = ListQueryFor<typeof SPLASH_LIST>;
