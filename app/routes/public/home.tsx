import { Link } from "react-router";
import { getServices } from "../../context.ts";
import { listLatestPublishedPosts } from "../../features/blog/blog.server.ts";
import { listCasinoCards } from "../../features/casinos/casinos.server.ts";
import { PromotionCardList } from "../../features/promotions/components/promotion-card-list.tsx";
import { listActivePromotions } from "../../features/promotions/promotions.server.ts";
import { getHeroContent } from "../../features/site-settings/site-settings.server.ts";
import { formatDate } from "../../utils/format.ts";
import type { Route } from "./+types/home";

export const HOME_CASINO_COUNT = 12;
export const HOME_POST_COUNT = 4;
const HOME_PROMOTION_COUNT = 12;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const [hero, promotions, casinos, posts] = await Promise.all([
    getHeroContent(db),
    listActivePromotions(db, { limit: HOME_PROMOTION_COUNT }),
    listCasinoCards(db, HOME_CASINO_COUNT),
    listLatestPublishedPosts(db, HOME_POST_COUNT),
  ]);
  return { hero, promotions, casinos, posts };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, promotions, casinos, posts } = loaderData;
  const [before, after] = splitAround(hero.mainTitle, hero.highlightedText);
  return (
    <main>
      <section className="bg-gradient-to-br from-brand to-brand-dark px-4 py-14 text-white sm:py-20">
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{hero.upperTitle}</p>
          <h1 className="mt-3 text-3xl font-extrabold sm:text-5xl">
            {before}
            {hero.highlightedText && before !== hero.mainTitle ? (
              <span className="text-accent">{hero.highlightedText}</span>
            ) : null}
            {after}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-slate-200">{hero.description}</p>
          <a
            href={hero.buttonUrl}
            className="mt-8 inline-block rounded-lg bg-accent px-6 py-3 font-bold text-ink hover:bg-amber-300"
          >
            {hero.buttonText}
          </a>
        </div>
      </section>

      <section id="promotions-section" className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="promotions-heading">
        <h2 id="promotions-heading" className="text-2xl font-extrabold">
          Güncel Promosyonlar
        </h2>
        {promotions.length === 0 ? (
          <p className="mt-4 text-slate-600">Bu kriterlere uygun promosyon bulunamadı.</p>
        ) : (
          <div className="mt-6">
            <PromotionCardList promotions={promotions} />
          </div>
        )}
        <p className="mt-6 text-center">
          <Link to="/bonuslar" className="font-semibold text-brand underline hover:text-brand-dark">
            Tüm bonusları gör
          </Link>
        </p>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-6" aria-labelledby="casinos-heading">
        <h2 id="casinos-heading" className="text-2xl font-extrabold">
          Güvenilir Siteler
        </h2>
        <ul className="mt-6 flex gap-4 overflow-x-auto pb-2">
          {casinos.map((c) => (
            <li
              key={c.id}
              className="w-40 shrink-0 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm"
            >
              {c.logoUrl ? (
                <img src={c.logoUrl} alt="" width={80} height={80} className="mx-auto rounded-lg" loading="lazy" />
              ) : null}
              <Link to={`/casino/${c.slug}`} className="mt-2 block font-semibold hover:text-brand">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="text-2xl font-extrabold">
          Blog
        </h2>
        {posts.length === 0 ? (
          <p className="mt-4 text-slate-600">Henüz yayınlanmış blog yazısı bulunmuyor.</p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {posts.map((post) => (
              <li key={post.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <Link to={`/blog/${post.slug || post.id}`} className="font-bold hover:text-brand">
                  {post.title}
                </Link>
                <p className="mt-1 text-xs text-slate-500">{formatDate(post.publishedAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

/** Splits the main title around its highlighted words so they can be coloured. */
function splitAround(title: string, highlight: string): [string, string] {
  const at = highlight ? title.indexOf(highlight) : -1;
  return at < 0 ? [title, ""] : [title.slice(0, at), title.slice(at + highlight.length)];
}
