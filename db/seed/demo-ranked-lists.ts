import type { Insertable } from "kysely";
import type { RankedListItemsTable, RankedListsTable } from "../schema.ts";
import type { DemoContent } from "./demo-content.ts";

export interface DemoRankedLists {
  lists: Insertable<RankedListsTable>[];
  items: Insertable<RankedListItemsTable>[];
}

const DAY_MS = 86_400_000;

/**
 * Three ranked lists (issue #14) made from the demo content itself, so their facts agree with the casinos and
 * promotions they hold: the trial bonuses by amount, the casinos that take Papara by rating, and the fastest payers.
 */
export function buildDemoRankedLists(content: DemoContent, now: Date): DemoRankedLists {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const nowIso = now.toISOString();
  const trialCategory = content.categories.find((category) => category.name === "Deneme Bonusu")?.id;
  const claimable = content.promotions.filter(
    (p) =>
      p.is_active !== false &&
      (p.expiry_date === null || p.expiry_date === undefined || p.expiry_date > nowIso) &&
      (p.starts_at === null || p.starts_at === undefined || p.starts_at <= nowIso),
  );
  // Trial bonuses first, then the other offers that need no deposit, then the rest, each by amount.
  const rank = (p: (typeof claimable)[number]) => (p.category_id === trialCategory ? 0 : p.min_deposit === 0 ? 1 : 2);
  const trials = claimable
    .filter((p) => p.casino_id)
    .sort((a, b) => rank(a) - rank(b) || (b.bonus_amount ?? 0) - (a.bonus_amount ?? 0))
    .slice(0, 5);
  const papara = new Set(content.casinoPaymentMethods.filter((l) => l.methodSlug === "papara").map((l) => l.casinoId));
  const paparaCasinos = content.casinos
    .filter((c) => papara.has(c.id))
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0))
    .slice(0, 6);
  const fastest = [...content.casinos]
    .filter((c) => c.rating_payout_speed !== null && c.rating_payout_speed !== undefined)
    .sort((a, b) => (b.rating_payout_speed ?? 0) - (a.rating_payout_speed ?? 0))
    .slice(0, 5);

  const lists: Insertable<RankedListsTable>[] = [];
  const items: Insertable<RankedListItemsTable>[] = [];
  const add = (
    list: Omit<Insertable<RankedListsTable>, "id" | "created_at" | "updated_at" | "is_active">,
    age: number,
    places: { casinoId?: string; promotionId?: string; note: string }[],
  ) => {
    if (places.length === 0) return;
    const id = crypto.randomUUID();
    lists.push({ id, ...list, is_active: true, created_at: at(age), updated_at: at(age - 1) });
    for (const [index, place] of places.entries()) {
      items.push({
        id: crypto.randomUUID(),
        list_id: id,
        position: index + 1,
        casino_id: place.casinoId ?? null,
        promotion_id: place.promotionId ?? null,
        note: place.note,
      });
    }
  };
  add(
    {
      title: "En İyi Deneme Bonusu Veren Siteler",
      slug: "en-iyi-deneme-bonusu-veren-siteler",
      intro:
        "<p>Yatırım yapmadan siteyi denemek isteyenler için güncel deneme bonuslarını tutarına, çevrim şartına ve çekim limitine göre sıraladık. Her bonusun şartlarını kendi sayfasında bulabilirsiniz.</p>",
      seo_title: "En İyi Deneme Bonusu Veren Siteler (Güncel Liste)",
      seo_description:
        "Güncel deneme bonusları tutar, çevrim ve çekim limitine göre sıralı: yatırımsız bonus veren siteler.",
      reviewed_at: at(2),
    },
    40,
    trials.map((p, index) => ({
      promotionId: p.id,
      note:
        index === 0
          ? "Listedeki en yüksek tutar; çevrim şartını kampanya sayfasında kontrol edin."
          : "Çevrim ve çekim şartları kampanya sayfasında.",
    })),
  );
  add(
    {
      title: "Papara ile Yatırım Yapılan Siteler",
      slug: "papara-ile-yatirim-yapilan-siteler",
      intro:
        "<p>Papara ile anında yatırım ve hızlı çekim sunan casino siteleri, genel puanlarına göre sıralı. Minimum yatırım tutarları ve diğer ödeme yöntemleri her sitenin yanında.</p>",
      seo_title: "Papara ile Yatırım Yapılan Casino Siteleri",
      seo_description: "Papara kabul eden güvenilir casino siteleri: minimum yatırım, çekim süresi ve puanlarıyla.",
      reviewed_at: at(5),
    },
    30,
    paparaCasinos.map((c, index) => ({
      casinoId: c.id,
      note:
        index === 0
          ? "Papara çekimleri genellikle aynı gün sonuçlanıyor."
          : "Papara ile yatırım anında hesaba geçiyor.",
    })),
  );
  add(
    {
      title: "En Hızlı Çekim Yapan Casino Siteleri",
      slug: "en-hizli-cekim-yapan-casino-siteleri",
      intro:
        "<p>Ödeme hızı puanımıza göre kazancınızı en hızlı gönderen siteler. Puan, ortalama çekim süresi ve kullanıcı deneyimlerine dayanır.</p>",
      seo_title: null,
      seo_description: null,
      reviewed_at: at(12),
    },
    20,
    fastest.map((c) => ({ casinoId: c.id, note: c.withdrawal_time ? `Ortalama çekim: ${c.withdrawal_time}.` : "" })),
  );
  return { lists, items };
}
