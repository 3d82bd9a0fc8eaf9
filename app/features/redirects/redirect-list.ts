import { defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";

/** The 'Yönlendirmeler' list on the admin list kit: 301/302 tabs, sorts by visits. */
export const REDIRECT_LIST = defineList({
  tabs: { tumu: "Tümü", kalici: "301 Kalıcı", gecici: "302 Geçici" },
  sorts: ["eklenme", "ziyaret", "son-ziyaret"],
  direction: "azalan",
  columns: [
    { label: "Eski adres" },
    { label: "Yeni adres" },
    { label: "Tür" },
    { label: "Ziyaret", sort: "ziyaret", firstDirection: "azalan" },
    { label: "Son ziyaret", sort: "son-ziyaret", firstDirection: "azalan" },
    { label: "Eklenme", sort: "eklenme", firstDirection: "azalan" },
  ],
  bulk: { actions: ["delete"], noun: "yönlendirme" },
});

export type RedirectListQuery = ListQueryFor<typeof REDIRECT_LIST>;

/** The 404 log on the kit: whether a redirect answers the address now, sorts by last seen and by visits. */
export const NOT_FOUND_LIST = defineList({
  tabs: { tumu: "Tümü", yonlendirilmemis: "Yönlendirilmemiş", yonlendirilmis: "Yönlendirilmiş" },
  sorts: ["son-gorulme", "ziyaret"],
  direction: "azalan",
  columns: [
    { label: "Adres" },
    { label: "Ziyaret", sort: "ziyaret", firstDirection: "azalan" },
    { label: "Son görülme", sort: "son-gorulme", firstDirection: "azalan" },
    { label: "Geldiği sayfa" },
  ],
  bulk: { actions: ["delete"], noun: "kayıt" },
});

export type NotFoundListQuery = ListQueryFor<typeof NOT_FOUND_LIST>;
