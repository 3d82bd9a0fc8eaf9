import { Link } from "react-router";
import { LogoOrPlaceholder } from "../../../components/ui/lazy-image.tsx";
import { COMPARE_PARAM, COMPARE_PATH } from "../casino-compare.ts";
import { casinoPath } from "../casino-paths.ts";
import type { CasinoListItem } from "../casinos.server.ts";
import { RatingBadge } from "./rating-badge.tsx";

/** A casino in the /guvenilir-siteler grid: logo, name (the link), rating and its claimable promotions. */
export function CasinoCard({ casino }: { casino: CasinoListItem }) {
  return (
    <article className="relative flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm transition hover:shadow-md">
      <LogoOrPlaceholder src={casino.logoUrl} size={96} className="h-24 w-24 rounded-xl" />
      <h2 className="mt-3 text-lg font-bold">
        {/* The stretched link makes the whole card clickable while the name stays its accessible text. */}
        <Link to={casinoPath(casino)} className="after:absolute after:inset-0 hover:text-brand">
          {casino.name}
        </Link>
      </h2>
      <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
        <RatingBadge rating={casino.rating} />
        <span className="text-sm text-slate-600">
          {casino.promotionCount > 0 ? `${casino.promotionCount} aktif promosyon` : "Aktif promosyon yok"}
        </span>
      </div>
      {/* Above the stretched link: starts a comparison with this casino picked. */}
      <Link
        to={`${COMPARE_PATH}?${COMPARE_PARAM}=${encodeURIComponent(casino.slug)}`}
        aria-label={`Karşılaştır: ${casino.name}`}
        className="relative z-10 mt-3 inline-block rounded-lg border border-slate-300 px-3 py-3 text-sm font-semibold text-slate-700 hover:border-brand hover:text-brand"
      >
        Karşılaştır
      </Link>
    </article>
  );
}
