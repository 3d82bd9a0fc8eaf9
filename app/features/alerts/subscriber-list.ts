import { DATE_RANGE, defineList, type ListQueryFor } from "../../admin-kit/list-query.ts";

/** The 'Aboneler' list (issue #37 §3): confirmed and unconfirmed subscribers, newest first (or oldest, turned round). */
export const ALERT_SUBSCRIBER_LIST = defineList({
  tabs: { tumu: "Tümü", onayli: "Onaylı", onaysiz: "Onay bekleyen" },
  sorts: ["kayit"],
  direction: "azalan",
  columns: [{ label: "Kayıt", sort: "kayit", firstDirection: "azalan" }],
  bulk: { actions: [], noun: "abone" },
  filters: DATE_RANGE,
});

export type AlertSubscriberListQuery = ListQueryFor<typeof ALERT_SUBSCRIBER_LIST>;
