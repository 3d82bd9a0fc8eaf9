import { DATE_RANGE, defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";

/** The casino list's one tab (casinos have no state), sortable columns and default order. */
export const CASINO_LIST = defineList({
  tabs: { tumu: "Tümü" },
  sorts: ["eklenme", "ad"],
  direction: "azalan",
  columns: [
    { label: "Site", sort: "ad" },
    { label: "URL" },
    { label: "Açıklama" },
    { label: "Tarih", sort: "eklenme", firstDirection: "azalan" },
  ],
  bulk: { actions: ["delete"], noun: "casino sitesi" },
  filters: DATE_RANGE,
});

export type CasinoListQuery = ListQueryFor<typeof CASINO_LIST>;
