import type { ListDefinition, ListQueryFor } from "../../components/admin/list-query.ts";

/** The blog list's tabs, sortable columns and default order (decision 033). */
export const BLOG_LIST = {
  tabs: ["tumu", "yayinda", "taslak"],
  sorts: ["olusturma", "baslik", "goruntulenme"],
  defaultSort: "olusturma",
  defaultDirection: "azalan",
} as const satisfies ListDefinition<string, string>;

export type BlogListQuery = ListQueryFor<typeof BLOG_LIST>;
