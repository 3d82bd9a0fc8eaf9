import { defineList, type ListQueryFor } from "../../components/admin/list-query.ts";

/** The payment-method list's sortable columns and default order: the list's own order (decision 033). */
export const PAYMENT_METHOD_LIST = defineList({
  tabs: { tumu: "Tümü" },
  sorts: ["sira", "ad", "casino"],
  direction: "artan",
});

export type PaymentMethodListQuery = ListQueryFor<typeof PAYMENT_METHOD_LIST>;
