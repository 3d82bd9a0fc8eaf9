import type { ListDefinition, ListQueryFor } from "../../components/admin/list-query.ts";

/** The casino list's one tab (casinos have no state), sortable columns and default order (decision 033). */
export const CASINO_LIST = {
  tabs: ["tumu"],
  sorts: ["eklenme", "ad"],
  defaultSort: "eklenme",
  defaultDirection: "azalan",
} as const satisfies ListDefinition<string, string>;

export type CasinoListQuery = ListQueryFor<typeof CASINO_LIST>;
