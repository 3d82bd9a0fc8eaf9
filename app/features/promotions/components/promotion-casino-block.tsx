import { Link } from "react-router";
import { OutboundLink } from "../../../components/ui/preview-mode.tsx";
import { SanitisedHtml } from "../../../components/ui/sanitised-html.tsx";
import { formatNumber } from "../../../utils/format.ts";
import { casinoPath, casinoVisitPath } from "../../casinos/public.ts";
import type { PromotionDetail } from "../promotions.server.ts";
import { CasinoMark } from "./promotion-card-parts.tsx";

/** The promotion page's box about its casino: logo, name, rating, description and a link to the site. */
export function CasinoBlock({ casino }: { casino: NonNullable<PromotionDetail["casino"]> }) {
  return (
    <section aria-labelledby="casino-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <CasinoMark name={casino.name} logo={casino.logoUrl} />
        <div>
          <h2 id="casino-heading" className="font-extrabold">
            <Link to={casinoPath(casino)} className="hover:text-brand hover:underline">
              {casino.name}
            </Link>
          </h2>
          {casino.rating !== null ? (
            <p className="text-sm text-slate-600">
              Puan: <strong>{formatNumber(casino.rating, { max: 1 })}</strong> / 5
            </p>
          ) : null}
        </div>
      </div>
      {casino.descriptionHtml ? (
        <SanitisedHtml html={casino.descriptionHtml} className="mt-3 text-sm text-slate-700" />
      ) : null}
      {casino.url ? (
        <OutboundLink
          href={casinoVisitPath(casino)}
          className="mt-3 inline-block break-all text-sm font-semibold text-brand underline"
        >
          {new URL(casino.url).hostname}
        </OutboundLink>
      ) : null}
    </section>
  );
}
