import { Link } from "react-router";
import { Picture } from "../../../components/ui/lazy-image.tsx";
import { formatDate } from "../../../utils/format.ts";
import type { PostLink } from "../blog.server.ts";
import { postPath } from "../blog-paths.ts";

/** What a list of posts says when nothing is published yet. */
export const NO_POSTS = "Henüz yayınlanmış blog yazısı bulunmuyor.";

/** A post in a grid: image, category, title (the link), excerpt and date. */
export function PostCard({ post, headingLevel = 2 }: { post: PostLink; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {post.imageUrl ? (
        <Picture src={post.imageUrl} width={640} height={336} className="aspect-[1200/630] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-4">
        {post.category ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-800">{post.category}</p>
        ) : null}
        <Heading className="mt-1 text-lg font-bold leading-snug">
          <Link to={postPath(post)} className="hover:text-brand">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.excerpt}</p> : null}
        <p className="mt-auto pt-3 text-xs text-slate-500">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}
