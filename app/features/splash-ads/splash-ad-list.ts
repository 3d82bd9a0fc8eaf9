import { ACTIVE_TABS, defineList, type ListQueryFor } from "../../components/admin/list-query.ts";

/** The splash ad list's tabs, sortable columns and default order (decision 033). */
export const SPLASH_LIST = defineList({ tabs: ACTIVE_TABS, sorts: ["eklenme", "baslik"], direction: "azalan" });

export type SplashListQuery = ListQueryFor<typeof SPLASH_LIST>;
