import type { ListDefinition, ListQuery } from "../../components/admin/list-query.ts";

/** The splash ad list's tabs, sortable columns and default order (decision 033). */
export const SPLASH_LIST = {
  tabs: ["tumu", "aktif", "pasif"],
  sorts: ["eklenme", "baslik"],
  defaultSort: "eklenme",
  defaultDirection: "azalan",
} as const satisfies ListDefinition<string, string>;

export type SplashListQuery = ListQuery<(typeof SPLASH_LIST.tabs)[number], (typeof SPLASH_LIST.sorts)[number]>;
