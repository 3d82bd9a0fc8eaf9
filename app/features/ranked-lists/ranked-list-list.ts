import { ACTIVE_TABS, DATE_RANGE, defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";

/** The admin list's tabs, sortable columns and default order. */
export const RANKED_LIST_LIST = defineList({
  tabs: ACTIVE_TABS,
  sorts: ["eklenme", "baslik", "inceleme"],
  direction: "azalan",
  columns: [
    { label: "Liste", sort: "baslik" },
    { label: "Öğe" },
    { label: "Durum" },
    { label: "Son inceleme", sort: "inceleme", firstDirection: "azalan" },
    { label: "Eklenme", sort: "eklenme", firstDirection: "azalan" },
  ],
  bulk: { actions: ["activate", "deactivate", "delete"], noun: "sıralı liste" },
  filters: DATE_RANGE,
});

export type RankedListListQuery = ListQueryFor<typeof RANKED_LIST_LIST>;
