import { defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";

/** The payment-method list's sortable columns and default order: the list's own order. */
export const PAYMENT_METHOD_LIST = defineList({
  tabs: { tumu: "Tümü" },
  sorts: ["sira", "ad", "casino"],
  direction: "artan",
  columns: [
    { label: "Ad", sort: "ad" },
    { label: "Slug" },
    { label: "Sıra", sort: "sira" },
    { label: "Casino", sort: "casino", firstDirection: "azalan" },
  ],
  bulk: { actions: ["delete"], noun: "ödeme yöntemi" },
});

export type PaymentMethodListQuery = ListQueryFor<typeof PAYMENT_METHOD_LIST>;
