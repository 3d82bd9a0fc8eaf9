// The promotion kind's preview: the promotion page's view.
export { PromotionDetailView as default } from "../promotion-detail.tsx";
