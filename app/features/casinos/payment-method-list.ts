import type { ListDefinition, ListQueryFor } from "../../components/admin/list-query.ts";

/** The payment-method list's sortable columns and default order: the list's own order (decision 033). */
export const PAYMENT_METHOD_LIST = {
  tabs: ["tumu"],
  sorts: ["sira", "ad", "casino"],
  defaultSort: "sira",
  defaultDirection: "artan",
} as const satisfies ListDefinition<string, string>;

export type PaymentMethodListQuery = ListQueryFor<typeof PAYMENT_METHOD_LIST>;
