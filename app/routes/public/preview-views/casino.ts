// The casino kind's preview: the casino page's view.
export { CasinoDetailView as default } from "../casino-detail.tsx";
