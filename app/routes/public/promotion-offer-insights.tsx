import { WageringCalculator } from "../../features/wagering/components/wagering-calculator.tsx";
import { valuesOfOffer } from "../../features/wagering/wagering.ts";
import { type OfferTerms, WAGERING_CALCULATOR_PATH } from "../../features/wagering/wagering-offer.ts";
import { formatDate } from "../../utils/format.ts";

/** What the promotion page shows of an offer's history (issue #37 §2), made by its loader. */
export interface PromotionHistoryView {
  updatedAt: string;
  /** 'Son güncelleme: 3 gün önce', at the render (a cached page is at most the cache's minutes behind). */
  updatedAgo: string;
  /** An expired offer's expiry date, null while it runs. */
  endedOn: string | null;
  changes: { at: string; lines: string[] }[];
}

/**
 * The promotion page's offer: when it ended (if it has), its facts, the calculator filled from them (or, for a
 * wagering-free offer, a line saying so) and its history (issue #37). The page loads this module after its own code.
 */
export function OfferInsights({
  facts,
  offer,
  history,
}: {
  facts: { label: string; value: string }[];
  offer: OfferTerms | null;
  history?: PromotionHistoryView | undefined;
}) {
  const ended = history?.endedOn ? formatDate(history.endedOn) : "";
  return (
    <>
      {ended ? <p className="mt-8 font-semibold text-red-800">Bu kampanya {ended} tarihinde sona erdi.</p> : null}
      {facts.length > 0 ? (
        <section aria-labelledby="facts-heading" className="mt-8">
          <h2 id="facts-heading" className="text-xl font-extrabold">
            Bonus Özeti
          </h2>
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
            {facts.map((fact) => (
              <div
                key={fact.label}
                className="flex justify-between gap-3 border-b border-slate-100 pb-2 sm:block sm:border-0 sm:pb-0"
              >
                <dt className="text-slate-600">{fact.label}</dt>
                <dd className="text-right font-semibold sm:text-left">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {offer === null ? null : offer.wagering === 0 ? (
        <section id="cevrim-hesaplayici" aria-labelledby="calculator-heading" className="mt-8">
          <h2 id="calculator-heading" className="text-xl font-extrabold">
            Çevrim Hesaplayıcı
          </h2>
          <p className="mt-2 text-slate-800">
            Bu bonus çevrimsiz: bonusu çevrim yapmadan çekebilirsiniz. Başka bir teklif için{" "}
            <a href={WAGERING_CALCULATOR_PATH} className="font-semibold text-brand underline">
              çevrim hesaplama
            </a>{" "}
            sayfasını kullanın.
          </p>
        </section>
      ) : (
        <div className="mt-8">
          <WageringCalculator initial={valuesOfOffer(offer)} title="Çevrim Hesaplayıcı" />
        </div>
      )}
      <PromotionHistory history={history} />
    </>
  );
}

/** 'Son güncelleme: …' and the public facts that changed, newest first. */
function PromotionHistory({ history }: { history?: PromotionHistoryView | undefined }) {
  if (!history) return null;
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-xl font-extrabold">
        Teklif Geçmişi
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Son güncelleme: <time dateTime={history.updatedAt}>{history.updatedAgo}</time>
      </p>
      {history.changes.length > 0 ? (
        <ol className="mt-3 space-y-3 text-sm">
          {history.changes.map((change) => (
            <li key={change.at} className="border-l-4 border-brand/30 pl-3">
              <time dateTime={change.at} className="font-semibold text-slate-600">
                {formatDate(change.at)}
              </time>
              <ul className="mt-1 space-y-0.5 text-slate-800">
                {change.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
