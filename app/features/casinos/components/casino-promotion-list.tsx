import { Link } from "react-router";
import { Picture } from "../../../components/ui/lazy-image.tsx";
import { OutboundLink } from "../../../components/ui/preview-mode.tsx";
import { formatDate } from "../../../utils/format.ts";
import { claimPath } from "../../promotions/public.ts";
import type { CasinoPromotion, CasinoPromotionState } from "../casino-promotions.server.ts";

/** The badge of a promotion that cannot be claimed: past its expiry date, or switched off by the operator. */
const STATE_BADGES: Record<Exclude<CasinoPromotionState, "running">, string> = {
  expired: "Süresi Doldu",
  inactive: "Aktif Değil",
};

/** Every begun promotion of a casino (spec 1 §4); the ones that cannot be claimed carry a badge naming why. */
export function CasinoPromotionList({ promotions }: { promotions: readonly CasinoPromotion[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <article
            className={`flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 shadow-sm ${promotion.claimable ? "bg-white" : "bg-slate-100"}`}
          >
            {promotion.imageUrl ? (
              <Picture
                src={promotion.imageUrl}
                width={640}
                height={360}
                className={`aspect-video w-full object-cover ${promotion.claimable ? "" : "grayscale"}`}
              />
            ) : null}
            <div className="flex flex-1 flex-col p-4">
              {promotion.state === "running" ? null : (
                <p
                  className={`mb-2 self-start rounded-full px-2.5 py-0.5 text-xs font-bold ${promotion.state === "expired" ? "bg-red-100 text-red-700" : "bg-slate-200 text-slate-700"}`}
                >
                  {STATE_BADGES[promotion.state]}
                </p>
              )}
              <h3 className="font-bold leading-snug">
                {promotion.active ? (
                  <Link to={promotion.href} className="hover:text-brand">
                    {promotion.title}
                  </Link>
                ) : (
                  promotion.title
                )}
              </h3>
              {promotion.promotionCode && promotion.claimable ? (
                <p className="mt-2 text-sm">
                  Kod:{" "}
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-semibold">{promotion.promotionCode}</code>
                </p>
              ) : null}
              <div className="mt-auto flex items-end justify-between gap-3 pt-3">
                <p className="text-xs text-slate-600">
                  {promotion.expiryDate ? `Son tarih: ${formatDate(promotion.expiryDate)}` : "Süresiz"}
                </p>
                {promotion.claimable ? (
                  <OutboundLink
                    href={claimPath(promotion.id)}
                    className="shrink-0 rounded-lg bg-accent px-3 py-1.5 text-sm font-bold text-ink hover:bg-amber-300"
                  >
                    Bonusu Al<span className="sr-only">: {promotion.title} (yeni sekmede açılır)</span>
                  </OutboundLink>
                ) : null}
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
