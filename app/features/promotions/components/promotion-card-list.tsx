import { useId, useState } from "react";
import { Link } from "react-router";
import { LazyImage } from "../../../components/ui/lazy-image.tsx";
import { OutboundLink } from "../../../components/ui/preview-mode.tsx";
import { formatDate } from "../../../utils/format.ts";
import type { PromotionCardView } from "../promotion-card-view.ts";
import { claimPath, SPONSORED_REL } from "../promotion-paths.ts";
import { teaserOf } from "../teaser.ts";

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
        <button
          type="button"
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
        </button>
      </div>
      <section
        id={panelId}
        aria-labelledby={titleId}
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
      </section>
      {promotion.claimable ? (
        <div className="px-4 pb-4">
          {/* Issue #14: the claim button sits on the card itself, not only behind the toggle. */}
          <ClaimLink promotionId={promotion.id} className="px-3 py-2 text-sm" />
        </div>
      ) : null}
    </article>
  );
}

/** The casino's logo, or its initial (a neutral mark for standalone promotions). */
export function CasinoMark({ name, logo }: { name: string | null; logo: string | null }) {
  if (logo) {
    return <LazyImage src={logo} width={48} height={48} className="shrink-0 rounded-lg bg-slate-100 object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-lg font-extrabold text-brand"
    >
      {(name ?? "D").charAt(0).toLocaleUpperCase("tr-TR")}
    </span>
  );
}

/** A promotion's key facts as short chips (issue #14); nothing when no fact is known. */
export function FactChips({ chips }: { chips: readonly string[] }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Bonus özellikleri" className="mt-2 flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li key={chip} className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">
          {chip}
        </li>
      ))}
    </ul>
  );
}

/** 'Bonusu Al': the promotion's claim address (counted, then on to the casino) in a new tab, marked sponsored. */
export function ClaimLink(props: { promotionId: string; className: string }) {
  return (
    <OutboundLink
      href={claimPath(props.promotionId)}
      target="_blank"
      rel={SPONSORED_REL}
      className={`block rounded-lg bg-accent text-center font-bold text-ink hover:bg-amber-300 ${props.className}`}
    >
      Bonusu Al
    </OutboundLink>
  );
}
