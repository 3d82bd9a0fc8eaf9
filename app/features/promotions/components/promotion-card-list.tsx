import { useId, useState } from "react";
import { Link } from "react-router";
import { ScriptButton } from "../../../components/ui/script-button.tsx";
import { formatDate } from "../../../utils/format.ts";
import type { PromotionCardView } from "../promotion-card-view.ts";
import { teaserOf } from "../teaser.ts";
import { CasinoMark, ClaimLink } from "./promotion-card-parts.tsx";
import { FactChips } from "./promotion-fact-chips.tsx";

/**
 * Promotion cards that expand one at a time (spec 1 §4): opening a card closes the open one, clicking the open
 * card closes it; the panel grows to at most 500px. Without JavaScript the title still links to the page.
 */
export function PromotionCardList({ promotions }: { promotions: readonly PromotionCardView[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));
  return (
    <ul className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCardItem
            promotion={promotion}
            open={openId === promotion.id}
            onToggle={() => toggle(promotion.id)}
          />
        </li>
      ))}
    </ul>
  );
}

function PromotionCardItem({
  promotion,
  open,
  onToggle,
}: {
  promotion: PromotionCardView;
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  // The whole card header toggles for pointer users; links inside keep their own job.
  const onHeaderClick = (event: React.MouseEvent) => {
    if ((event.target as Element).closest("a, button")) return;
    onToggle();
  };
  return (
    <article
      aria-labelledby={titleId}
      data-expanded={open}
      className={`rounded-xl border bg-white shadow-sm transition-shadow ${open ? "border-brand/40 shadow-md" : "border-slate-200"}`}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a convenience for pointers; the toggle button below is the keyboard control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the toggle button below is the keyboard control */}
      <div className="flex cursor-pointer items-start gap-3 p-4" onClick={onHeaderClick}>
        <CasinoMark name={promotion.casinoName} logo={promotion.casinoLogo} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-slate-500">{promotion.casinoName ?? "Diğer"}</p>
          <h3 id={titleId} className="mt-0.5 font-bold leading-snug">
            <Link to={promotion.path} className="hover:text-brand hover:underline">
              {promotion.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-600">{teaserOf(promotion.shortDescription)}</p>
          <FactChips chips={promotion.chips} />
        </div>
        <ScriptButton
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`Ayrıntılar: ${promotion.title}`}
          onClick={onToggle}
          className="-m-1 shrink-0 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-ink"
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 20 20"
            aria-hidden="true"
            className={`transition-transform duration-300 ${open ? "rotate-180" : ""}`}
          >
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </ScriptButton>
      </div>
      <div
        id={panelId}
        inert={!open}
        className={`overflow-hidden transition-[max-height] duration-300 ease-in-out ${open ? "max-h-[500px]" : "max-h-0"}`}
      >
        <div className="space-y-3 border-t border-slate-100 px-4 pt-3 pb-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {promotion.promotionCode ? (
              <>
                <dt className="text-slate-500">Promosyon kodu</dt>
                <dd>
                  <code className="rounded bg-amber-50 px-1.5 py-0.5 font-mono font-bold text-amber-900">
                    {promotion.promotionCode}
                  </code>
                </dd>
              </>
            ) : null}
            <dt className="text-slate-500">Son tarih</dt>
            <dd>{promotion.expiryDate ? formatDate(promotion.expiryDate) : "Süresiz"}</dd>
            {promotion.category ? (
              <>
                <dt className="text-slate-500">Kategori</dt>
                <dd>{promotion.category}</dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-2">
            <Link
              to={promotion.path}
              className="rounded-lg border border-brand px-3 py-2 font-semibold text-brand hover:bg-brand hover:text-white"
            >
              Detayları Gör
            </Link>
          </div>
        </div>
      </div>
      {promotion.claimable ? (
        <div className="px-4 pb-4">
          {/* Issue #14: the claim button sits on the card itself, not only behind the toggle. */}
          <ClaimLink promotionId={promotion.id} className="px-3 py-2 text-sm" />
        </div>
      ) : null}
    </article>
  );
}
