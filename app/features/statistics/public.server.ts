/** What other features use of the statistics: the offer page views they count. */
export {
  type OfferKind,
  type OfferViews,
  offerViewTag,
  recordOfferViews,
  viewedOfferOf,
} from "./offer-views.server.ts";
