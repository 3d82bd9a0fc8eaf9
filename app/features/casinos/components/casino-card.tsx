import { Link } from "react-router";
import { casinoPath } from "../casino-paths.ts";
import type { CasinoListItem } from "../casinos.server.ts";
import { RatingBadge } from "./rating-badge.tsx";

/** A casino in the /guvenilir-siteler grid: logo, name (the link), rating and its claimable promotions. */
export function CasinoCard({ casino }: { casino: CasinoListItem }) {
  return (
    <article className="relative flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm transition hover:shadow-md">
      {casino.logoUrl ? (
        <img
          src={casino.logoUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-24 w-24 rounded-xl"
        />
      ) : (
        <span aria-hidden="true" className="h-24 w-24 rounded-xl bg-slate-200" />
      )}
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
    </article>
  );
}
