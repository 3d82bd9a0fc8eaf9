import { ACTIVE_TABS, defineList, type ListQueryFor } from "../../components/admin/list-query.ts";

/** The category list's tabs, sortable columns and default order, by name (spec 2 §7; decision 033). */
export const CATEGORY_LIST = defineList({ tabs: ACTIVE_TABS, sorts: ["ad", "promosyon"], direction: "artan" });

export type CategoryListQuery = ListQueryFor<typeof CATEGORY_LIST>;
