import { data } from "react-router";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { deferred } from "../../components/ui/deferred.tsx";
import { hasCalculatorQuery, STANDARD_VALUES, valuesOfQuery } from "../../features/wagering/wagering.ts";
import { CALCULATOR_DEFAULTS, WAGERING_CALCULATOR_PATH } from "../../features/wagering/wagering-offer.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { breadcrumbJsonLd, errorPageMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/wagering-calculator";

// The arithmetic and the form come after the page's own code: the server's HTML holds them whole,
// so the figures and the answer are there before any script runs.
const WageringCalculator = deferred(() =>
  import("../../features/wagering/components/wagering-calculator.tsx").then((module) => module.WageringCalculator),
);

const TRAIL: [string, string][] = [
  ["Anasayfa", "/"],
  ["Çevrim Hesaplama", WAGERING_CALCULATOR_PATH],
];

/**
 * /cevrim-hesaplama: the calculator for any offer. The bare page is the standard example and is cached like any
 * page; with the visitor's figures (the GET form, also the promotion page's) it is rendered for them alone, never
 * stored and not indexed, so figures cannot fill the page cache.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  if (!hasCalculatorQuery(query)) return { values: STANDARD_VALUES, personal: false };
  return data({ values: valuesOfQuery(query), personal: true }, { headers: NOT_STORED_HEADERS });
}

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site);
  return seoMeta(
    {
      title: `Çevrim Hesaplama: Bonus Çevrim Şartı Hesaplayıcı | ${site.siteName}`,
      description:
        "Bir bonusun çevrim şartını hesaplayın: çevrilmesi gereken tutar, yaklaşık dönüş sayısı, RTP'ye göre beklenen maliyet ve maksimum çekim.",
      path: WAGERING_CALCULATOR_PATH,
      noindex: loaderData.personal,
      jsonLd: [breadcrumbJsonLd(site.siteUrl, TRAIL)],
    },
    site,
  );
}

export default function WageringCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumbs trail={TRAIL} />
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">Çevrim Hesaplama</h1>
      <p className="mt-3 text-slate-700">
        Bir bonusu çekebilmek için ne kadar oynamanız gerektiğini hesaplayın. Teklifin rakamlarını girin; sonuç siz
        yazdıkça güncellenir.
      </p>
      <div className="mt-6">
        <WageringCalculator initial={loaderData.values} title="Çevrim hesaplayıcı" />
      </div>
      <section aria-labelledby="how-heading" className="mt-8 text-slate-800">
        <h2 id="how-heading" className="text-xl font-extrabold">
          Nasıl hesaplanır?
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-6">
          <li>Bonus: yatırım × bonus yüzdesi, bonusun üst sınırını geçmeden; yüzde yoksa sabit bonus tutarı.</li>
          <li>
            Çevrilmesi gereken tutar: bonus (ya da bonus + yatırım) × çevrim şartı ÷ oyun katkısı. Oyun katkısı
            varsayılan olarak %{CALCULATOR_DEFAULTS.contribution} (slotlar).
          </li>
          <li>Yaklaşık dönüş sayısı: çevrilmesi gereken tutar ÷ dönüş başına bahis.</li>
          <li>
            Beklenen maliyet: çevrilmesi gereken tutar × (100 − RTP) ÷ 100. RTP varsayılan olarak %
            {CALCULATOR_DEFAULTS.rtp}.
          </li>
          <li>Maksimum çekim: çevrim sonunda beklenen bakiyenin bu sınırı aşan kısmı çekilemez.</li>
        </ul>
      </section>
    </main>
  );
}
