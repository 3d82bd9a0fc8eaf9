// The blog kind's preview: the post page's view.
export { BlogPostView as default } from "../blog-post.tsx";
