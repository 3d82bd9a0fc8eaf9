import { describe, expect, it } from "vitest";
import { columnLabels, scheduledEntry, updatedEntry } from "./audit.server.ts";

describe("audit entries of a saved edit", () => {
  const labels = { title: "Başlık", href: "Bağlantı" };

  it("names the changed fields after the quoted name, with the noun when given, and says when nothing changed", () => {
    const before = { title: "Eski", href: "https://a.example", updated_at: "2026-01-01" };
    expect(
      updatedEntry("splash-ad", "id-1", "Yeni", { before, after: { title: "Yeni", href: before.href }, labels }),
    ).toEqual({
      kind: "splash-ad",
      itemId: "id-1",
      action: "update",
      summary: '"Yeni": Değişen alanlar: Başlık',
    });
    const unchanged = { before, after: { title: "Eski", href: before.href }, labels, noun: "sayfası" };
    expect(updatedEntry("seo-settings", "id-2", "Ana Sayfa", unchanged).summary).toBe(
      '"Ana Sayfa" sayfası: Değişiklik yok',
    );
  });

  it("says when a start time was set or cleared", () => {
    expect(scheduledEntry("promotion", "id-3", "Bonus", "25.11.2026 10:00").summary).toBe(
      '"Bonus" zamanlandı: 25.11.2026 10:00',
    );
    expect(scheduledEntry("blog-post", "id-4", "Yazı", null)).toEqual({
      kind: "blog-post",
      itemId: "id-4",
      action: "update",
      summary: '"Yazı" zamanlaması kaldırıldı',
    });
  });

  it("keys a form's field labels by their columns, so the audit names a column as the revisions name its field", () => {
    const byColumn = columnLabels({ title: "Başlık", imageUrl: "Görsel", ratingPayoutSpeed: "Ödeme hızı" });
    expect(byColumn).toEqual({ title: "Başlık", image_url: "Görsel", rating_payout_speed: "Ödeme hızı" });
    // The keys are typed too: the column's label is the field's literal text.
    const label: "Görsel" = byColumn.image_url;
    expect(label).toBe("Görsel");
  });
});
