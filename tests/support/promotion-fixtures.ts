import type { DatabaseHandle } from "../../app/utils/db.server.ts";

/** The site address the promotion tests run under (canonical and Open Graph URLs). */
export const SITE_URL = "http://bonus.example";
export const DAY_MS = 86_400_000;

export const TEXT = {
  empty: "Bu kriterlere uygun promosyon bulunamadı.",
  noTerms: "Bu promosyon için belirlenmiş şartlar bulunamadı.",
  noComments: "Henüz yorum yapılmamış. İlk yorumu siz yapın!",
  nameRequired: "Lütfen kullanıcı adınızı girin",
  commentRequired: "Lütfen yorumunuzu yazın",
  success: "Yorumunuz başarıyla eklendi",
  failure: "Yorumunuz eklenirken bir hata oluştu",
  rateLimited: "Çok fazla yorum gönderdiniz. Lütfen bir dakika sonra tekrar deneyin.",
};

/**
 * Our own promotions beside the demo content, so that every figure the promotion tests check is exact: the browser
 * spec (tests/e2e/promotions.spec.ts) and the server-rendered checks (tests/integration/promotion-pages.test.ts).
 * `insertFixtures` fills in the ids.
 */
export const fx = {
  casinoId: "",
  light: "",
  istanbul: "",
  expired: "",
  unsafe: "",
  commentsPhone: "",
  commentsDesktop: "",
  noScript: "",
  xss: "",
  lightExpiry: new Date(Date.now() + 10 * DAY_MS).toISOString(),
};
export const CASINO_SLUG = "test-kumarhanesi";
export const LIGHT_PATH = `/bonuslar/${CASINO_SLUG}/isik-festivali-test-bonusu`;
export const ISTANBUL_PATH = `/bonuslar/${CASINO_SLUG}/istanbul-gece-test-bonusu`;

export async function insertFixtures(db: DatabaseHandle["db"]) {
  fx.casinoId = crypto.randomUUID();
  await db
    .insertInto("casinos")
    .values({
      id: fx.casinoId,
      name: "Test Kumarhanesi",
      slug: CASINO_SLUG,
      url: "https://test-kumarhanesi.example/",
      rating: 4.2,
      description: "<p>Test için açılmış <strong>güvenilir</strong> site.</p><script>window.__casinoXss = 1</script>",
    })
    .execute();
  const categoryId = crypto.randomUUID();
  const expiredOnlyCategory = crypto.randomUUID();
  await db
    .insertInto("promotion_categories")
    .values([
      { id: categoryId, name: "Özel Test Kategorisi", slug: "ozel-test" },
      { id: expiredOnlyCategory, name: "Sadece Eski Kampanyalar", slug: "sadece-eski" },
    ])
    .execute();
  let minute = 0;
  const promotion = async (values: {
    title: string;
    slug: string;
    category?: string | null;
    description?: string;
    terms?: string[];
    code?: string | null;
    expiry?: string | null;
    url?: string | null;
  }) => {
    const id = crypto.randomUUID();
    minute += 1;
    // Newer than every demo promotion, in a known order (the last inserted is the newest).
    const createdAt = new Date(Date.now() - 60 * 60_000 + minute * 60_000).toISOString();
    await db
      .insertInto("promotions")
      .values({
        id,
        title: values.title,
        slug: values.slug,
        casino_id: fx.casinoId,
        category_id: values.category === undefined ? categoryId : values.category,
        category: values.category === null ? null : "Özel Test Kategorisi",
        description: values.description ?? `<p>${values.title} için kısa açıklama.</p><p>Uzun açıklama.</p>`,
        terms: values.terms ?? [],
        url: values.url === undefined ? `https://test-kumarhanesi.example/${values.slug}` : values.url,
        promotion_code: values.code ?? null,
        expiry_date: values.expiry ?? null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    return id;
  };
  fx.expired = await promotion({
    title: "Süresi Geçmiş Test Bonusu",
    slug: "suresi-gecmis-test-bonusu",
    category: expiredOnlyCategory,
    expiry: new Date(Date.now() - DAY_MS).toISOString(),
  });
  fx.unsafe = await promotion({ title: "Adres Testi Kampanyası", slug: "adres-testi", url: "javascript:alert(1)" });
  fx.noScript = await promotion({ title: "Betiksiz Yorum Test Bonusu", slug: "betiksiz-yorum-test-bonusu" });
  fx.xss = await promotion({ title: "Kaçış Testi Bonusu", slug: "kacis-testi-bonusu" });
  fx.commentsDesktop = await promotion({ title: "Masaüstü Yorum Test Bonusu", slug: "masaustu-yorum-test-bonusu" });
  fx.commentsPhone = await promotion({ title: "Telefon Yorum Test Bonusu", slug: "telefon-yorum-test-bonusu" });
  fx.istanbul = await promotion({ title: "İstanbul Gece Test Bonusu", slug: "istanbul-gece-test-bonusu", terms: [] });
  fx.light = await promotion({
    title: "IŞIK Festivali Test Bonusu",
    slug: "isik-festivali-test-bonusu",
    description:
      '<p>Işıklı gecelere özel kısa açıklama.</p><p>Ayrıntılı <em>açıklama</em> burada.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">',
    terms: ["Minimum yatırım 100 TL'dir.", "Çevrim şartı 30 kattır."],
    code: "ISIK50",
    expiry: fx.lightExpiry,
  });
}
