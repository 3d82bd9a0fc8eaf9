import { useId, useState } from "react";
import { Link } from "react-router";
import { ScriptButton } from "../../../components/ui/script-button.tsx";
import { formatDate } from "../../../utils/format.ts";
import type { PromotionCardView } from "../promotion-card-view.ts";
import { teaserOf } from "../teaser.ts";
import { CasinoMark } from "./promotion-card-parts.tsx";

export const SLIDE_SIZE = 3;

/** Spec 1 §4: related promotions in slides of 3; the buttons wrap around at both ends. */
export function RelatedPromotionsSlider({ promotions }: { promotions: readonly PromotionCardView[] }) {
  const id = useId();
  const [slide, setSlide] = useState(0);
  const slideCount = Math.ceil(promotions.length / SLIDE_SIZE);
  if (slideCount === 0) return null;
  const move = (step: number) => setSlide((current) => (current + step + slideCount) % slideCount);
  return (
    <section aria-labelledby={`${id}-heading`} aria-roledescription="carousel" className="mt-12">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-extrabold">
          Benzer Promosyonlar
        </h2>
        {slideCount > 1 ? (
          <div className="flex items-center gap-2">
            <ScriptButton
              onClick={() => move(-1)}
              aria-controls={`${id}-slides`}
              aria-label="Önceki promosyonlar"
              className="rounded-full border border-slate-300 bg-white p-2 hover:bg-slate-100"
            >
              <Chevron direction="left" />
            </ScriptButton>
            <span aria-live="polite" className="min-w-12 text-center text-sm text-slate-600">
              {slide + 1} / {slideCount}
            </span>
            <ScriptButton
              onClick={() => move(1)}
              aria-controls={`${id}-slides`}
              aria-label="Sonraki promosyonlar"
              className="rounded-full border border-slate-300 bg-white p-2 hover:bg-slate-100"
            >
              <Chevron direction="right" />
            </ScriptButton>
          </div>
        ) : null}
      </div>
      <div id={`${id}-slides`}>
        {Array.from({ length: slideCount }, (_, index) => {
          const items = promotions.slice(index * SLIDE_SIZE, index * SLIDE_SIZE + SLIDE_SIZE);
          return (
            <ul
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position; its items carry their own keys
              key={index}
              hidden={index !== slide}
              aria-label={`${index + 1} / ${slideCount}`}
              className="mt-4 grid gap-4 sm:grid-cols-3"
            >
              {items.map((promotion) => (
                <li key={promotion.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex items-center gap-3">
                    <CasinoMark name={promotion.casinoName} logo={promotion.casinoLogo} />
                    <p className="text-xs font-semibold text-slate-500">{promotion.casinoName ?? "Diğer"}</p>
                  </div>
                  <h3 className="mt-2 font-bold leading-snug">
                    <Link to={promotion.path} className="hover:text-brand hover:underline">
                      {promotion.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">{teaserOf(promotion.shortDescription)}</p>
                  {promotion.expiryDate ? (
                    <p className="mt-2 text-xs text-slate-500">Son tarih: {formatDate(promotion.expiryDate)}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          );
        })}
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d={direction === "left" ? "M12.5 5l-5 5 5 5" : "M7.5 5l5 5-5 5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
