import { ACTIVE_TABS, DATE_RANGE, defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";

/** The splash ad list's tabs, sortable columns and default order. */
export const SPLASH_LIST = defineList({
  tabs: ACTIVE_TABS,
  sorts: ["eklenme", "baslik"],
  direction: "azalan",
  columns: [
    { label: "Reklam", sort: "baslik" },
    { label: "Durum" },
    { label: "Eklenme", sort: "eklenme", firstDirection: "azalan" },
  ],
  bulk: { actions: ["activate", "deactivate", "delete"], noun: "splash reklam" },
  filters: DATE_RANGE,
});

export type SplashListQuery = ListQueryFor<typeof SPLASH_LIST>;
