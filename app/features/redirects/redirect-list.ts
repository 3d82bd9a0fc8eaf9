import type { ListDefinition, ListQuery } from "../../components/admin/list-query.ts";

/** The 'Yönlendirmeler' list on the admin list kit (decisions 033, 044): 301/302 tabs, sorts by visits. */
export const REDIRECT_LIST = {
  tabs: ["tumu", "kalici", "gecici"],
  sorts: ["eklenme", "ziyaret", "son-ziyaret"],
  defaultSort: "eklenme",
  defaultDirection: "azalan",
} as const satisfies ListDefinition<string, string>;

export type RedirectListQuery = ListQuery<(typeof REDIRECT_LIST.tabs)[number], (typeof REDIRECT_LIST.sorts)[number]>;

/** The 404 log on the kit: whether a redirect answers the address now, sorts by last seen and by visits. */
export const NOT_FOUND_LIST = {
  tabs: ["tumu", "yonlendirilmemis", "yonlendirilmis"],
  sorts: ["son-gorulme", "ziyaret"],
  defaultSort: "son-gorulme",
  defaultDirection: "azalan",
} as const satisfies ListDefinition<string, string>;

export type NotFoundListQuery = ListQuery<(typeof NOT_FOUND_LIST.tabs)[number], (typeof NOT_FOUND_LIST.sorts)[number]>;
