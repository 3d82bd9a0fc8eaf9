import type { Db } from "../../app/utils/db.server.ts";
import { casinoRow, daysFrom, postRow, promotionRow, seoRow, settingsRow } from "./content-fixtures.ts";

/**
 * The content of the public-content tests, on a site without the demo content: the browser spec
 * (tests/e2e/content.spec.ts) and the server-rendered checks (tests/integration/content-pages.test.ts).
 */
export const SITE_NAME = "Test Rehberi";
export const SITE_URL = "https://bonus.example";
export const NOW = new Date();

// Casinos: one with promotions of every state, one with none, and enough others for a second grid page.
export const alfa = casinoRow({
  name: "Alfa Test Casino",
  rating: 4.7,
  logo_url: "/favicon.svg",
  description: `<p>Alfa <strong>güvenilir</strong> bir site.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">`,
  details: "Kuruluş: 2018 · Minimum yatırım: 50 TL · Canlı destek 7/24",
});
export const empty = casinoRow({ name: "Boş Casino" });
export const gridCasinos = Array.from({ length: 26 }, (_, i) =>
  casinoRow({ name: `Grid Casino ${String(i + 1).padStart(2, "0")}` }),
);
export const current = promotionRow({
  title: "Alfa Hoş Geldin Bonusu",
  casino_id: alfa.id,
  promotion_code: "ALFA100",
  expiry_date: daysFrom(NOW, 5),
  created_at: daysFrom(NOW, -1),
});
export const endless = promotionRow({ title: "Alfa Kayıp Bonusu", casino_id: alfa.id, created_at: daysFrom(NOW, -2) });
export const expired = promotionRow({
  title: "Alfa Eski Kampanya",
  casino_id: alfa.id,
  expiry_date: daysFrom(NOW, -2),
  created_at: daysFrom(NOW, -3),
});
export const inactive = promotionRow({
  title: "Alfa Kapalı Kampanya",
  casino_id: alfa.id,
  is_active: false,
  created_at: daysFrom(NOW, -4),
});
export const standalone = Array.from({ length: 7 }, (_, i) =>
  promotionRow({ title: `Genel Bonus ${i + 1}`, created_at: daysFrom(NOW, -10 - i) }),
);

// Posts: one in "Rehber" with four related (three newest shown) and a draft, plus "Haber" posts for paging.
export const post = postRow({
  title: "Bonus Çevrim Şartları Rehberi",
  category: "Rehber",
  author: null,
  image_url: "/favicon.svg",
  content: `<h2>Çevrim nedir?</h2><p>Metin <a href="javascript:window.__xss = 3">tıkla</a>.</p><script>window.__xss = 4</script>`,
  seo_title: "Çevrim Şartları | SEO Başlığı",
  seo_description: "Çevrim şartları için SEO açıklaması.",
  seo_keywords: "çevrim, bonus, şartlar",
  view_count: 10,
  published_at: daysFrom(NOW, -3),
  created_at: daysFrom(NOW, -3),
  updated_at: daysFrom(NOW, -1),
});
export const related = [1, 2, 3, 4].map((n) =>
  postRow({ title: `Rehber ${n}`, category: "Rehber", created_at: daysFrom(NOW, -3 - n), author: "Ayşe Yazar" }),
);
export const draft = postRow({
  title: "Taslak Rehber",
  category: "Rehber",
  is_published: false,
  created_at: daysFrom(NOW, 0),
});
export const news = Array.from({ length: 11 }, (_, i) =>
  postRow({ title: `Haber ${String(i + 1).padStart(2, "0")}`, category: "Haber", created_at: daysFrom(NOW, -i * 0.1) }),
);
export const PUBLISHED_POSTS = 1 + related.length + news.length;

/** Writes the casinos, promotions, posts, settings and SEO rows above into a fresh database. */
export async function insertContentFixtures(db: Db): Promise<void> {
  await db
    .insertInto("casinos")
    .values([alfa, empty, ...gridCasinos])
    .execute();
  await db
    .insertInto("promotions")
    .values([current, endless, expired, inactive, ...standalone])
    .execute();
  await db
    .insertInto("blog_posts")
    .values([post, ...related, draft, ...news])
    .execute();
  await db
    .insertInto("settings")
    .values(
      settingsRow({
        blog_section_text: "<p>Blog bölümü <strong>metni</strong></p><script>window.__xss = 5</script>",
      }),
    )
    .execute();
  await db
    .insertInto("seo_settings")
    .values([
      seoRow({ page_path: "/", title: "Anasayfa SEO Başlığı" }),
      seoRow({ page_path: "/blog", title: "Blog SEO Başlığı", keywords: "blog, rehber" }),
      seoRow({ page_path: "/guvenilir-siteler", description: "Siteler için SEO açıklaması." }),
    ])
    .execute();
}
