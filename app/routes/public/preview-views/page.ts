// The page kind's preview: the content page's view.
export { PageView as default } from "../page.tsx";
