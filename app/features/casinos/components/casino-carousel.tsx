import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "../../../components/ui/icon.tsx";
import { LogoOrPlaceholder } from "../../../components/ui/lazy-image.tsx";
import { ScriptButton } from "../../../components/ui/script-button.tsx";
import { casinoPath } from "../casino-paths.ts";
import type { CasinoCard } from "../casinos.server.ts";
import { RatingBadge } from "./rating-badge.tsx";

/** Spec 1 §9: the buttons move three cards at a time and count as at an end within 5 px. */
export const CAROUSEL_STEP_CARDS = 3;
export const CAROUSEL_END_TOLERANCE_PX = 5;

/**
 * The home page's horizontal strip of casinos (spec 1 §2). Without JavaScript it is a plain scrollable list;
 * the 'Önceki' / 'Sonraki' buttons come alive after hydration and are disabled at either end.
 */
export function CasinoCarousel({ casinos }: { casinos: readonly CasinoCard[] }) {
  const stripRef = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(true);

  const updateEnds = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    setAtStart(strip.scrollLeft <= CAROUSEL_END_TOLERANCE_PX);
    setAtEnd(strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - CAROUSEL_END_TOLERANCE_PX);
  }, []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    updateEnds();
    strip.addEventListener("scroll", updateEnds, { passive: true });
    const observer = new ResizeObserver(updateEnds);
    observer.observe(strip);
    return () => {
      strip.removeEventListener("scroll", updateEnds);
      observer.disconnect();
    };
  }, [updateEnds]);

  const scrollByCards = (direction: -1 | 1) => {
    const strip = stripRef.current;
    if (!strip) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    strip.scrollBy({
      left: direction * CAROUSEL_STEP_CARDS * cardStride(strip),
      behavior: reduceMotion ? "auto" : "smooth",
    });
  };

  if (casinos.length === 0) {
    return <p className="mt-4 text-slate-600">Henüz casino sitesi eklenmemiş.</p>;
  }
  return (
    <section aria-roledescription="carousel" aria-label="Güvenilir casino siteleri" className="relative mt-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <Link to="/guvenilir-siteler" className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          Tüm siteleri gör
        </Link>
        <div className="flex gap-2">
          <CarouselButton label="Önceki" disabled={atStart} onClick={() => scrollByCards(-1)} icon="previous" />
          <CarouselButton label="Sonraki" disabled={atEnd} onClick={() => scrollByCards(1)} icon="next" />
        </div>
      </div>
      <ul ref={stripRef} className="flex snap-x snap-proximity gap-4 overflow-x-auto pb-3">
        {casinos.map((casino) => (
          <li key={casino.id} className="w-40 shrink-0 snap-start">
            <article className="relative flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm">
              <LogoOrPlaceholder src={casino.logoUrl} size={80} className="h-20 w-20 rounded-lg" />
              <h3 className="mt-2 font-semibold leading-snug">
                <Link to={casinoPath(casino)} className="after:absolute after:inset-0 hover:text-brand">
                  {casino.name}
                </Link>
              </h3>
              <div className="mt-1">
                <RatingBadge rating={casino.rating} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Width of one card plus the gap, measured, so the step stays right on any screen. */
function cardStride(strip: HTMLElement): number {
  const [first, second] = Array.from(strip.children) as HTMLElement[];
  if (!first) return strip.clientWidth;
  return second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
}

function CarouselButton(props: { label: string; disabled: boolean; onClick: () => void; icon: IconName }) {
  return (
    <ScriptButton
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="rounded-full border border-slate-300 bg-white p-2 text-brand shadow-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <Icon name={props.icon} size={20} strokeWidth={2.5} />
    </ScriptButton>
  );
}
