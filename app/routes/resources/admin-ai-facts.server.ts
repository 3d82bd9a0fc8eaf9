import type { AppServices } from "../../context.ts";
import { type FactFormShape, FactTextSchema, factProposalFrom } from "../../features/ai-drafting/fact-proposal.ts";
import { CASINO_FACT_MESSAGES, CasinoFactsSchema, SUPPORT_CHANNELS } from "../../features/casinos/casino.schema.ts";
import { listPaymentMethods } from "../../features/casinos/casino-facts.server.ts";
import { CASINO_FACT_FIELD_LABELS } from "../../features/casinos/casino-labels.ts";
import {
  AUDIENCES,
  PROMOTION_FACT_LABELS,
  PROMOTION_GAMES,
  PromotionFactsSchema,
  WAGERING_ON,
} from "../../features/promotions/promotion.schema.ts";
import { type AiClient, AiError } from "../../integrations/ai.server.ts";
import { AI_MESSAGES } from "../../integrations/ai-messages.ts";

const keys = (record: object) => Object.keys(record).join(", ");

/** What each promotion fact means, for the prompt (the keys are the form's fields). */
const PROMOTION_MEANINGS: Record<keyof typeof PROMOTION_FACT_LABELS, string> = {
  bonusPercent: "bonus yüzdesi, tam sayı (ör. 100)",
  bonusAmount: "sabit bonus tutarı ya da en yüksek bonus, TL, tam sayı",
  freeSpins: "bedava dönüş (free spin) sayısı, tam sayı",
  wagering: "çevrim şartı katı, sayı (çevrimsiz ise 0)",
  wageringOn: `çevrimin uygulandığı tutar, şunlardan biri: ${keys(WAGERING_ON)}`,
  minDeposit: "minimum yatırım, TL, tam sayı",
  maxCashout: "maksimum çekim, TL, tam sayı",
  audience: `kimler için geçerli, şunlardan biri: ${keys(AUDIENCES)}`,
  games: `geçerli oyunlar, şunlardan oluşan dizi: ${keys(PROMOTION_GAMES)}`,
  startsAt: "kampanyanın başlangıç tarihi, YYYY-AA-GG",
};

const CASINO_MEANINGS: Record<keyof typeof CASINO_FACT_FIELD_LABELS, string> = {
  licenseAuthority: "lisansı veren kurum",
  licenseNumber: "lisans numarası",
  foundedYear: "kuruluş yılı, dört haneli",
  minDeposit: "minimum yatırım, TL, tam sayı",
  minWithdrawal: "minimum çekim, TL, tam sayı",
  withdrawalTime: "ortalama çekim süresi, kısa metin (ör. 2–6 saat)",
  supportChannels: `destek kanalları, şunlardan oluşan dizi: ${keys(SUPPORT_CHANNELS)}`,
  supportHours: "destek saatleri, kısa metin (ör. 7/24)",
  hasMobileApp: "mobil uygulaması var mı, true ya da false",
  pros: "artılar, en fazla 10 kısa cümlelik dizi",
  cons: "eksiler, en fazla 10 kısa cümlelik dizi",
  ratingBonuses: "bonuslar puanı, 0-5 (metinde puan yoksa null)",
  ratingPayoutSpeed: "ödeme hızı puanı, 0-5 (metinde puan yoksa null)",
  ratingGameVariety: "oyun çeşitliliği puanı, 0-5 (metinde puan yoksa null)",
  ratingSupport: "destek puanı, 0-5 (metinde puan yoksa null)",
  ratingTrust: "güvenilirlik puanı, 0-5 (metinde puan yoksa null)",
  paymentMethods: "ödeme yöntemleri, şu kısaltmalardan oluşan dizi: ",
};

/**
 * POST /api/admin/ai/{promotion-facts|casino-facts}: the facts the item's own text states, each checked with the
 * form's own fact schema (issue #14). Answers a proposal; nothing is saved.
 */
export async function proposeFacts(
  services: Pick<AppServices, "db">,
  ai: AiClient,
  kind: "promotion" | "casino",
  body: object,
): Promise<Response> {
  const input = FactTextSchema.safeParse(body);
  if (!input.success) {
    return Response.json({ error: input.error.issues[0]?.message ?? AI_MESSAGES.factsTextRequired }, { status: 400 });
  }
  let shape: FactFormShape;
  let meanings: Record<string, string>;
  if (kind === "promotion") {
    shape = { schema: PromotionFactsSchema, labels: PROMOTION_FACT_LABELS };
    meanings = PROMOTION_MEANINGS;
  } else {
    const methods = await listPaymentMethods(services.db);
    const slugs = methods.map((method) => method.slug);
    shape = {
      schema: CasinoFactsSchema,
      labels: CASINO_FACT_FIELD_LABELS,
      lineLists: ["pros", "cons"],
      known: { paymentMethods: { items: new Set(slugs), unknown: CASINO_FACT_MESSAGES.unknownPaymentMethod } },
    };
    meanings = { ...CASINO_MEANINGS, paymentMethods: `${CASINO_MEANINGS.paymentMethods}${slugs.join(", ")}` };
  }
  const reply = await ai.extractFacts(
    input.data.text,
    Object.entries(meanings).map(([key, meaning]) => ({ key, meaning })),
  );
  const proposal = factProposalFrom(reply, shape);
  if (Object.keys(proposal.values).length === 0) throw new AiError(AI_MESSAGES.noFacts, 422);
  return Response.json({ proposal });
}
