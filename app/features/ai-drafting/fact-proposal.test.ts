import { describe, expect, it } from "vitest";
import { CASINO_FACT_MESSAGES, CasinoFactsSchema } from "../casinos/casino.schema.ts";
import { CASINO_FACT_FIELD_LABELS } from "../casinos/casino-labels.ts";
import {
  PROMOTION_FACT_LABELS,
  PROMOTION_FACT_MESSAGES,
  PromotionFactsSchema,
} from "../promotions/promotion.schema.ts";
import { FactTextSchema, factChanges, factProposalFrom } from "./fact-proposal.ts";

const PROMOTION = { schema: PromotionFactsSchema, labels: PROMOTION_FACT_LABELS };

describe("an AI fact proposal", () => {
  it("keeps the values the form's own schema accepts, as the form's text", () => {
    const proposal = factProposalFrom(
      { bonusPercent: 100, bonusAmount: "5.000", wagering: 0, games: ["slot", "spor"], audience: "new", extra: "x" },
      PROMOTION,
    );
    expect(proposal).toEqual({
      values: { bonusPercent: "100", bonusAmount: "5.000", wagering: "0", games: "slot,spor", audience: "new" },
      refused: [],
    });
  });

  it("refuses nonsense field by field with the schema's Turkish message, and skips what is not given", () => {
    const proposal = factProposalFrom(
      { bonusPercent: "çok", wagering: 999, games: ["tombala"], wageringOn: { a: 1 }, minDeposit: null, freeSpins: "" },
      PROMOTION,
    );
    expect(proposal.values).toEqual({});
    expect(proposal.refused).toEqual([
      { field: "bonusPercent", label: "Bonus yüzdesi", message: PROMOTION_FACT_MESSAGES.bonusPercent },
      { field: "wagering", label: "Çevrim şartı", message: PROMOTION_FACT_MESSAGES.wagering },
      { field: "wageringOn", label: "Çevrim neye uygulanır", message: "AI geçersiz bir değer önerdi" },
      { field: "games", label: "Oyunlar", message: PROMOTION_FACT_MESSAGES.games },
    ]);
  });

  it("joins pros one per line, reads yes/no, and refuses a payment method the site does not list", () => {
    const proposal = factProposalFrom(
      { pros: ["Hızlı çekim", "Türkçe destek"], hasMobileApp: true, paymentMethods: ["papara", "paypal"] },
      {
        schema: CasinoFactsSchema,
        labels: CASINO_FACT_FIELD_LABELS,
        lineLists: ["pros", "cons"],
        known: {
          paymentMethods: { items: new Set(["papara"]), unknown: CASINO_FACT_MESSAGES.unknownPaymentMethod },
        },
      },
    );
    expect(proposal.values).toEqual({ hasMobileApp: "evet", pros: "Hızlı çekim\nTürkçe destek" });
    expect(proposal.refused).toEqual([
      { field: "paymentMethods", label: "Ödeme yöntemleri", message: "Bilinmeyen ödeme yöntemi: paypal" },
    ]);
  });

  it("lists only the fields it would change, old and new", () => {
    expect(
      factChanges(
        { wagering: "35", bonusPercent: "100" },
        { wagering: "0", bonusPercent: "100" },
        PROMOTION_FACT_LABELS,
      ),
    ).toEqual([{ field: "wagering", label: "Çevrim şartı", before: "35", after: "0" }]);
  });

  it("asks for text before anything is sent", () => {
    expect(FactTextSchema.safeParse({ text: "<p> </p>" }).success).toBe(false);
    expect(FactTextSchema.safeParse({}).success).toBe(false);
  });
});
