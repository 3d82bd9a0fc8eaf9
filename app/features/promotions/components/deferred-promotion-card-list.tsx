import { deferred } from "../../../components/ui/deferred.tsx";

/**
 * The promotion cards of the home page and /bonuslar with their code fetched after the page's own (issue #12):
 * the server's HTML holds every card; the details toggle works once the code has arrived.
 */
export const DeferredPromotionCardList = deferred(() =>
  import("./promotion-card-list.tsx").then((module) => module.PromotionCardList),
);
