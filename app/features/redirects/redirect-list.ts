import type { ListDefinition, ListQueryFor } from "../../components/admin/list-query.ts";

/** The 'Yönlendirmeler' list on the admin list kit (decisions 033, 044): 301/302 tabs, sorts by visits. */
export const REDIRECT_LIST = {
  tabs: ["tumu", "kalici", "gecici"],
  sorts: ["eklenme", "ziyaret", "son-ziyaret"],
  defaultSort: "eklenme",
  defaultDirection: "azalan",
} as const satisfies ListDefinition<string, string>;

export type RedirectListQuery = ListQueryFor<typeof REDIRECT_LIST>;

/** The 404 log on the kit: whether a redirect answers the address now, sorts by last seen and by visits. */
export const NOT_FOUND_LIST = {
  tabs: ["tumu", "yonlendirilmemis", "yonlendirilmis"],
  sorts: ["son-gorulme", "ziyaret"],
  defaultSort: "son-gorulme",
  defaultDirection: "azalan",
} as const satisfies ListDefinition<string, string>;

export type NotFoundListQuery = ListQueryFor<typeof NOT_FOUND_LIST>;
