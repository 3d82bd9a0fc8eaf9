import { DATE_RANGE, defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";

/** The 'Mesajlar' list (issue #35): unread first within every tab, then newest first (or oldest, turned round). */
export const CONTACT_MESSAGE_LIST = defineList({
  tabs: { tumu: "Tümü", okunmamis: "Okunmamış", okunmus: "Okunmuş" },
  sorts: ["gelis"],
  direction: "azalan",
  columns: [{ label: "Geliş", sort: "gelis", firstDirection: "azalan" }],
  bulk: { actions: [], noun: "mesaj" },
  filters: DATE_RANGE,
});

export type ContactMessageListQuery = ListQueryFor<typeof CONTACT_MESSAGE_LIST>;
