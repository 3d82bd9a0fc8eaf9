import { defineList, type ListQueryFor } from "../../components/admin/list-query.ts";

/** The 'Yönlendirmeler' list on the admin list kit (decisions 033, 044): 301/302 tabs, sorts by visits. */
export const REDIRECT_LIST = defineList({
  tabs: { tumu: "Tümü", kalici: "301 Kalıcı", gecici: "302 Geçici" },
  sorts: ["eklenme", "ziyaret", "son-ziyaret"],
  direction: "azalan",
});

export type RedirectListQuery = ListQueryFor<typeof REDIRECT_LIST>;

/** The 404 log on the kit: whether a redirect answers the address now, sorts by last seen and by visits. */
export const NOT_FOUND_LIST = defineList({
  tabs: { tumu: "Tümü", yonlendirilmemis: "Yönlendirilmemiş", yonlendirilmis: "Yönlendirilmiş" },
  sorts: ["son-gorulme", "ziyaret"],
  direction: "azalan",
});

export type NotFoundListQuery = ListQueryFor<typeof NOT_FOUND_LIST>;
