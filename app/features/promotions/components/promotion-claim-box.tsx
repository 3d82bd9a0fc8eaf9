import { formatDate } from "../../../utils/format.ts";
import type { PromotionDetail } from "../promotions.server.ts";
import { CopyCodeButton } from "./copy-code-button.tsx";
import { ClaimLink } from "./promotion-card-parts.tsx";

/** The promotion page's code, last date and 'Bonusu Al' (beside the text on a wide screen, under the image on a phone). */
export function ClaimBox({ promotion }: { promotion: PromotionDetail }) {
  return (
    <section aria-label="Bonus bilgileri" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">Promosyon kodu</dt>
          <dd className="mt-1">
            {promotion.promotionCode ? (
              <span className="flex items-center gap-2">
                <code className="flex-1 rounded-lg border border-dashed border-amber-400 bg-white px-3 py-2 font-mono text-base font-bold tracking-wide text-amber-900">
                  {promotion.promotionCode}
                </code>
                <CopyCodeButton code={promotion.promotionCode} />
              </span>
            ) : (
              <span className="text-slate-700">Kod gerekmez</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Son geçerlilik tarihi</dt>
          <dd className="mt-1 font-semibold">
            {promotion.expiryDate ? (
              <time dateTime={promotion.expiryDate}>{formatDate(promotion.expiryDate)}</time>
            ) : (
              "Süresiz"
            )}
            {promotion.isExpired ? <span className="ml-2 text-red-700">(Süresi Doldu)</span> : null}
          </dd>
        </div>
      </dl>
      {/* An expired offer keeps its page for old links, but we no longer send visitors to it. */}
      {promotion.claimable && !promotion.isExpired ? (
        <ClaimLink promotionId={promotion.id} className="mt-4 px-4 py-3" />
      ) : null}
    </section>
  );
}
