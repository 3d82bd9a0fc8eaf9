import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PromotionCardView } from "../promotion-card-view.ts";
import { RelatedPromotionsSlider } from "./related-promotions-slider.tsx";

function card(id: number): PromotionCardView {
  return {
    id: String(id),
    title: `Promosyon ${id}`,
    path: `/promotion/${id}`,
    casinoName: "Test Kumarhanesi",
    casinoLogo: null,
    shortDescription: "Kısa açıklama.",
    promotionCode: null,
    expiryDate: null,
    category: null,
    claimable: true,
    chips: [],
  };
}

function serverHtml(count: number): string {
  const promotions = Array.from({ length: count }, (_, index) => card(index + 1));
  return renderToString(createElement(MemoryRouter, null, createElement(RelatedPromotionsSlider, { promotions })));
}

describe("RelatedPromotionsSlider in the server's HTML", () => {
  it("renders its buttons disabled, so a tap before hydration waits instead of being lost", () => {
    const html = serverHtml(6);
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toContain("disabled");
    // The first slide is shown, the second is in the page but hidden.
    expect(html).toContain("Promosyon 1");
    expect(html).toMatch(/<ul hidden=""[^>]*aria-label="2 \/ 2"/);
  });

  it("has no buttons when every related promotion fits on one slide", () => {
    expect(serverHtml(3)).not.toContain("<button");
  });
});
