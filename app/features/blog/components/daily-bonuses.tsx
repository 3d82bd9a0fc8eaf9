import { useId, useState } from "react";
import { Link } from "react-router";
import { LogoOrPlaceholder } from "../../../components/ui/lazy-image.tsx";
import { ScriptButton } from "../../../components/ui/script-button.tsx";
import { DAILY_BONUS_VISIBLE, type DailyBonus } from "../daily-bonus.ts";

/** Spec 1 §4: the first five show; 'Daha Fazla Bonus Göster' / 'Daha Az Göster' shows the rest or folds it. */
export function DailyBonuses({ bonuses }: { bonuses: readonly DailyBonus[] }) {
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  const first = bonuses.slice(0, DAILY_BONUS_VISIBLE);
  const rest = bonuses.slice(DAILY_BONUS_VISIBLE);
  return (
    <section
      aria-labelledby="daily-bonuses-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="daily-bonuses-heading" className="text-lg font-extrabold">
        Günün Bonusları
      </h2>
      {bonuses.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Bu kriterlere uygun promosyon bulunamadı.</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100">
            {first.map((bonus) => (
              <BonusRow key={bonus.id} bonus={bonus} />
            ))}
          </ul>
          {rest.length > 0 ? (
            <>
              <ul id={restId} hidden={!expanded} className="divide-y divide-slate-100 border-t border-slate-100">
                {rest.map((bonus) => (
                  <BonusRow key={bonus.id} bonus={bonus} />
                ))}
              </ul>
              <ScriptButton
                aria-expanded={expanded}
                aria-controls={restId}
                onClick={() => setExpanded((open) => !open)}
                className="mt-3 w-full rounded-lg border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
              >
                {expanded ? "Daha Az Göster" : "Daha Fazla Bonus Göster"}
              </ScriptButton>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

function BonusRow({ bonus }: { bonus: DailyBonus }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <LogoOrPlaceholder src={bonus.casinoLogo} size={40} className="h-10 w-10 shrink-0 rounded-lg" />
      <div className="min-w-0">
        <Link to={bonus.href} className="block font-semibold leading-snug hover:text-brand">
          {bonus.title}
        </Link>
        <p className="text-xs text-slate-500">
          {bonus.casinoName ?? "Diğer"}
          {bonus.promotionCode ? ` · Kod: ${bonus.promotionCode}` : ""}
        </p>
      </div>
    </li>
  );
}
