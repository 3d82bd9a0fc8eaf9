import type { Insertable } from "kysely";
import { overallRating } from "../../app/features/casinos/casino.schema.ts";
import { slugify } from "../../app/utils/slug.ts";
import type {
  BlogPostsTable,
  CasinosTable,
  HeroSectionTable,
  PromotionCategoriesTable,
  PromotionCommentsTable,
  PromotionsTable,
  ScheduledPublishingSettingsTable,
  SeoSettingsTable,
  SettingsTable,
  SplashAdsTable,
} from "../schema.ts";
import { DEMO_CASINO_FACTS, DEMO_PROMOTION_FACTS } from "./demo-facts.ts";

/**
 * Turkish demo content for a fresh installation: invented casinos on .example domains, their promotions, comments,
 * blog posts and the single-row texts. Pure data: every date is relative to `now`, images are only described here.
 */

export type DemoImageKind = "logo" | "promotion" | "blog" | "splash";

/** One image that demo-images.ts renders to /uploads/demo/{name}.webp. */
export interface DemoImageSpec {
  name: string;
  kind: DemoImageKind;
  title: string;
  subtitle: string;
  badge: string | null;
  /** Gradient start and end colours. */
  palette: readonly [string, string];
}

export interface DemoContent {
  casinos: Insertable<CasinosTable>[];
  categories: Insertable<PromotionCategoriesTable>[];
  promotions: Insertable<PromotionsTable>[];
  comments: Insertable<PromotionCommentsTable>[];
  blogPosts: Insertable<BlogPostsTable>[];
  heroSection: Insertable<HeroSectionTable>;
  settings: Insertable<SettingsTable>;
  seoSettings: Insertable<SeoSettingsTable>[];
  splashAds: Insertable<SplashAdsTable>[];
  scheduledPublishing: Insertable<ScheduledPublishingSettingsTable>;
  images: DemoImageSpec[];
  /** Which casino takes which payment method (by the slugs migration 0009 lists). */
  casinoPaymentMethods: { casinoId: string; methodSlug: string }[];
}

export const DEMO_IMAGE_URL_PREFIX = "/uploads/demo/";

export function demoImageUrl(name: string): string {
  return `${DEMO_IMAGE_URL_PREFIX}${name}.webp`;
}

type CasinoKey =
  | "atlas"
  | "bogazici"
  | "lale"
  | "kapadokya"
  | "yakamoz"
  | "maviliman"
  | "cinaralti"
  | "kuzey"
  | "zumrut";
type CategoryKey = "hosgeldin" | "yatirim" | "kayip" | "freespin" | "deneme" | "turnuva" | "dogumgunu";

interface CasinoSource {
  key: CasinoKey;
  name: string;
  domain: string;
  rating: number;
  featured: boolean;
  palette: readonly [string, string];
  intro: string;
  highlights: readonly string[];
  details: string;
  createdDaysAgo: number;
}

interface CategorySource {
  key: CategoryKey;
  name: string;
  description: string;
  isActive: boolean;
}

interface PromotionSource {
  title: string;
  casino: CasinoKey | null;
  category: CategoryKey;
  /** The leading paragraph: at most 150 characters (spec 1 §9). */
  short: string;
  body: string;
  terms: readonly string[];
  code: string | null;
  /** A path on the casino's domain, or a full address for a standalone promotion. */
  link: string;
  expiresInDays: number | null;
  isActive: boolean;
  createdDaysAgo: number;
}

interface CommentSource {
  promotion: string;
  userName: string;
  rating: number;
  comment: string;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const STANDALONE_PALETTE = ["#7c2d12", "#eab308"] as const;

const CASINOS: readonly CasinoSource[] = [
  {
    key: "atlas",
    name: "Atlas Casino",
    domain: "atlascasino.example",
    rating: 4.8,
    featured: true,
    palette: ["#1e3a8a", "#3b82f6"],
    intro:
      "<strong>Atlas Casino</strong>, geniş slot kütüphanesi ve sade arayüzüyle öne çıkan bir casino sitesidir. Bonus şartlarını kampanya sayfalarında açıkça listelemesi, ilk kez üye olacaklar için karşılaştırmayı kolaylaştırır.",
    highlights: [
      "3.000'den fazla slot ve canlı casino oyunu",
      "7/24 Türkçe canlı destek",
      "Yatırım limiti ve mola gibi sorumlu oyun araçları",
    ],
    details: "Kuruluş: 2017 · Minimum yatırım: 100 TL · Ortalama çekim süresi: 2–6 saat · Canlı destek: 7/24 Türkçe",
    createdDaysAgo: 58,
  },
  {
    key: "bogazici",
    name: "Boğaziçi Bet",
    domain: "bogazicibet.example",
    rating: 4.6,
    featured: true,
    palette: ["#0f766e", "#14b8a6"],
    intro:
      "<strong>Boğaziçi Bet</strong>, spor bahislerinin yanı sıra zengin bir casino bölümü sunar. Yüksek oranlı hoş geldin bonusu ve düzenli yatırım kampanyalarıyla tanınır.",
    highlights: [
      "%150'ye varan hoş geldin bonusu",
      "Banka havalesi ve kripto para ile yatırım seçenekleri",
      "Mobil uyumlu arayüz ve hızlı üyelik",
    ],
    details: "Kuruluş: 2019 · Minimum yatırım: 200 TL · Ortalama çekim süresi: 4–12 saat · Canlı destek: 7/24",
    createdDaysAgo: 57,
  },
  {
    key: "lale",
    name: "Lale Casino",
    domain: "lalecasino.example",
    rating: 4.5,
    featured: false,
    palette: ["#9d174d", "#ec4899"],
    intro:
      "<strong>Lale Casino</strong>, kademeli hoş geldin paketi ve yatırımsız deneme bonusuyla yeni üyelerine siteyi kendi bütçelerini harcamadan tanıma imkânı verir.",
    highlights: [
      "Üç aşamalı hoş geldin paketi",
      "Telefon doğrulamalı deneme bonusu",
      "Sade ve anlaşılır bonus şartları",
    ],
    details: "Kuruluş: 2020 · Minimum yatırım: 150 TL · Ortalama çekim süresi: 6–24 saat · Canlı destek: 09.00–02.00",
    createdDaysAgo: 55,
  },
  {
    key: "kapadokya",
    name: "Kapadokya Slot",
    domain: "kapadokyaslot.example",
    rating: 4.2,
    featured: false,
    palette: ["#9a3412", "#f97316"],
    intro:
      "<strong>Kapadokya Slot</strong>, adından da anlaşılacağı gibi slot oyunlarına odaklanır. Bedava dönüş kampanyaları ve günlük kayıp bonusu, sitenin en çok tercih edilen fırsatlarıdır.",
    highlights: [
      "Her hafta eklenen yeni slot oyunları",
      "Günlük kayıp bonusu",
      "Oyun içi turnuvalar ve liderlik tabloları",
    ],
    details: "Kuruluş: 2021 · Minimum yatırım: 100 TL · Ortalama çekim süresi: 12–24 saat · Canlı destek: 7/24",
    createdDaysAgo: 52,
  },
  {
    key: "yakamoz",
    name: "Yakamoz Casino",
    domain: "yakamozcasino.example",
    rating: 4.7,
    featured: true,
    palette: ["#312e81", "#8b5cf6"],
    intro:
      "<strong>Yakamoz Casino</strong>, canlı krupiyeli masa oyunlarında geniş bir seçenek sunar. Canlı casino oyuncularına özel hoş geldin bonusu, siteyi benzerlerinden ayırır.",
    highlights: [
      "Türkçe krupiyeli canlı rulet ve blackjack masaları",
      "Canlı casinoya özel hoş geldin bonusu",
      "Oturum süresi hatırlatıcısı ve kendini sınırlama seçenekleri",
    ],
    details: "Kuruluş: 2016 · Minimum yatırım: 150 TL · Ortalama çekim süresi: 1–4 saat · Canlı destek: 7/24 Türkçe",
    createdDaysAgo: 50,
  },
  {
    key: "maviliman",
    name: "Mavi Liman Casino",
    domain: "mavilimancasino.example",
    rating: 3.9,
    featured: false,
    palette: ["#075985", "#38bdf8"],
    intro:
      "<strong>Mavi Liman Casino</strong>, bonus ve bedava dönüşü bir araya getiren kampanyalarıyla dikkat çeker. Canlı casino kayıp iadesi, masa oyunu oyuncularına süresiz olarak sunulur.",
    highlights: [
      "Bonus ve bedava dönüş içeren hoş geldin kampanyası",
      "Canlı casinoda haftalık kayıp iadesi",
      "Kolay kullanılan mobil uygulama",
    ],
    details: "Kuruluş: 2022 · Minimum yatırım: 250 TL · Ortalama çekim süresi: 24 saat · Canlı destek: 10.00–24.00",
    createdDaysAgo: 47,
  },
  {
    key: "cinaralti",
    name: "Çınaraltı Casino",
    domain: "cinaralticasino.example",
    rating: 4.0,
    featured: false,
    palette: ["#166534", "#4ade80"],
    intro:
      "<strong>Çınaraltı Casino</strong>, aylık slot turnuvaları ve cömert hoş geldin kampanyasıyla rekabeti seven oyunculara hitap eder.",
    highlights: [
      "Aylık slot turnuvası ve liderlik tablosu",
      "Hoş geldin bonusuyla birlikte 100 bedava dönüş",
      "Şeffaf turnuva puanlama sistemi",
    ],
    details: "Kuruluş: 2018 · Minimum yatırım: 200 TL · Ortalama çekim süresi: 6–12 saat · Canlı destek: 7/24",
    createdDaysAgo: 42,
  },
  {
    key: "kuzey",
    name: "Kuzey Yıldızı Casino",
    domain: "kuzeyyildizicasino.example",
    rating: 3.6,
    featured: false,
    palette: ["#0f172a", "#6366f1"],
    intro:
      "<strong>Kuzey Yıldızı Casino</strong>, görece yeni bir site olmasına rağmen düzenli hafta içi kampanyalarıyla kendine yer edinmeye çalışıyor. Çekim sürelerinin diğer sitelere göre uzun olabileceğini belirtelim.",
    highlights: ["Yatırımsız deneme bonusu", "Hafta içi yatırım kampanyaları", "E-posta ve canlı sohbet desteği"],
    details: "Kuruluş: 2023 · Minimum yatırım: 100 TL · Ortalama çekim süresi: 24–48 saat · Canlı destek: 09.00–23.00",
    createdDaysAgo: 38,
  },
  {
    key: "zumrut",
    name: "Zümrüt Casino",
    domain: "zumrutcasino.example",
    rating: 4.3,
    featured: false,
    palette: ["#065f46", "#10b981"],
    intro:
      "<strong>Zümrüt Casino</strong>, listemize yeni eklenen bir sitedir. Kampanyalarını incelemeye devam ediyoruz; güncel promosyonlar eklendikçe bu sayfada yer alacak.",
    highlights: ["Geniş canlı casino ve slot seçkisi", "Hızlı ve kolay üyelik", "Kişisel yatırım ve kayıp limitleri"],
    details: "Kuruluş: 2024 · Minimum yatırım: 150 TL · Ortalama çekim süresi: 4–8 saat · Canlı destek: 7/24",
    createdDaysAgo: 2,
  },
];

const CATEGORIES: readonly CategorySource[] = [
  {
    key: "hosgeldin",
    name: "Hoş Geldin Bonusu",
    description: "Yeni üyelere ilk yatırımlarında, yatırım tutarına oranla verilen bonuslar.",
    isActive: true,
  },
  {
    key: "yatirim",
    name: "Yatırım Bonusu",
    description: "Mevcut üyelerin yaptığı yatırımlara belirli bir oranda eklenen bonuslar.",
    isActive: true,
  },
  {
    key: "kayip",
    name: "Kayıp Bonusu (Cashback)",
    description: "Belirli bir dönemdeki net kaybın bir kısmının hesaba iade edildiği kampanyalar.",
    isActive: true,
  },
  {
    key: "freespin",
    name: "Bedava Dönüş (Free Spin)",
    description: "Seçili slot oyunlarında kendi bakiyenizi kullanmadan dönüş hakkı veren kampanyalar.",
    isActive: true,
  },
  {
    key: "deneme",
    name: "Deneme Bonusu",
    description: "Yatırım yapmadan siteyi ve oyunları tanımanızı sağlayan küçük tutarlı bonuslar.",
    isActive: true,
  },
  {
    key: "turnuva",
    name: "Turnuvalar",
    description: "Liderlik tablosundaki sıralamaya göre ödül dağıtılan slot ve canlı casino turnuvaları.",
    isActive: true,
  },
  {
    key: "dogumgunu",
    name: "Doğum Günü Bonusu",
    description: "Üyelere doğum günlerinde tanımlanan kişisel hediyeler.",
    isActive: false,
  },
];

const PROMOTIONS: readonly PromotionSource[] = [
  {
    title: "%100 Hoş Geldin Bonusu 5.000 TL'ye Kadar",
    casino: "atlas",
    category: "hosgeldin",
    short: "Atlas Casino'ya yeni üye olanlara ilk yatırımda %100, en fazla 5.000 TL hoş geldin bonusu.",
    body: "<p>Atlas Casino, yeni üyelerinin ilk yatırımını %100 oranında destekliyor. 500 TL yatıran bir üye 500 TL bonus alır; bonusun üst sınırı 5.000 TL'dir. Bonus slot oyunlarında kullanılmak üzere tanımlanır ve çevrim şartı yalnızca bonus tutarı üzerinden hesaplanır.</p>",
    terms: [
      "Minimum yatırım tutarı 100 TL'dir.",
      "Bonus tutarının 35 katı çevrim şartı vardır.",
      "Çevrim şartı 14 gün içinde tamamlanmalıdır.",
      "Bonusla oynarken tek bahiste en fazla 50 TL yatırılabilir.",
      "Kampanyadan her üye yalnızca bir kez yararlanabilir.",
    ],
    code: "ATLAS100",
    link: "/promosyonlar/hos-geldin-bonusu",
    expiresInDays: 30,
    isActive: true,
    createdDaysAgo: 20,
  },
  {
    title: "Hafta Sonu %25 Kayıp Bonusu",
    casino: "atlas",
    category: "kayip",
    short:
      "Cumartesi ve pazar günleri slot oyunlarındaki net kaybınızın %25'i pazartesi günü hesabınıza iade ediliyor.",
    body: "<p>Hafta sonu oynanan slot oyunlarında oluşan net kayıp, pazartesi sabahı %25 oranında hesaba bonus olarak eklenir. İade tutarı en fazla 2.500 TL'dir ve kod gerektirmez; kampanyaya katılım otomatiktir.</p>",
    terms: [
      "Net kayıp; toplam yatırımdan çekimler ve mevcut bakiye düşülerek hesaplanır.",
      "İade, en az 200 TL net kayıp için verilir.",
      "Kayıp bonusuna 5 kat çevrim şartı uygulanır.",
      "Haftalık en yüksek iade tutarı 2.500 TL'dir.",
    ],
    code: null,
    link: "/promosyonlar/hafta-sonu-kayip-bonusu",
    expiresInDays: 45,
    isActive: true,
    createdDaysAgo: 18,
  },
  {
    title: "Pazartesi 50 Bedava Dönüş",
    casino: "atlas",
    category: "freespin",
    short: "Pazartesi günleri en az 250 TL yatırım yapan üyelere haftanın slot oyununda 50 bedava dönüş hediye.",
    body: "<p>Atlas Casino, pazartesi günleri yapılan 250 TL ve üzeri yatırımlara 50 bedava dönüş tanımlıyor. Her dönüşün değeri 2 TL'dir ve dönüşler yalnızca haftanın oyunu olarak belirlenen slotta kullanılabilir.</p>",
    terms: [
      "Kampanya yalnızca pazartesi günleri 00.00–23.59 arasında geçerlidir.",
      "Bedava dönüşler tanımlandıktan sonra 24 saat içinde kullanılmalıdır.",
      "Dönüşlerden elde edilen kazançlara 20 kat çevrim şartı uygulanır.",
      "Bedava dönüş kazançlarından en fazla 1.000 TL çekilebilir.",
    ],
    code: "PAZARTESI50",
    link: "/promosyonlar/pazartesi-bedava-donus",
    expiresInDays: 14,
    isActive: true,
    createdDaysAgo: 12,
  },
  {
    title: "İlk Yatırıma %150 Hoş Geldin Bonusu",
    casino: "bogazici",
    category: "hosgeldin",
    short: "Boğaziçi Bet'e yeni katılan üyeler, ilk yatırımlarında %150 oranında, 3.000 TL'ye kadar bonus alabiliyor.",
    body: "<p>Boğaziçi Bet'in hoş geldin kampanyası, ilk yatırımınızı %150 oranında artırır. Örneğin 1.000 TL yatırım yaptığınızda hesabınıza 1.500 TL bonus eklenir. Oranın yüksek olmasının yanında çevrim şartının yatırım ve bonus toplamı üzerinden hesaplandığını unutmayın.</p>",
    terms: [
      "Minimum yatırım tutarı 200 TL, en yüksek bonus tutarı 3.000 TL'dir.",
      "Yatırım ve bonus toplamının 30 katı çevrim şartı vardır.",
      "Canlı casino oyunları çevrim şartına katkı sağlamaz.",
      "Çevrim şartı 30 gün içinde tamamlanmalıdır.",
      "Bonus kodu yatırım sırasında girilmelidir; sonradan tanımlama yapılmaz.",
    ],
    code: "HOSGELDIN150",
    link: "/kampanyalar/hos-geldin",
    expiresInDays: 40,
    isActive: true,
    createdDaysAgo: 25,
  },
  {
    title: "Günün İlk Yatırımına %20 Bonus",
    casino: "bogazici",
    category: "yatirim",
    short: "Boğaziçi Bet üyeleri, günün ilk yatırımında %20 oranında, en fazla 1.000 TL ek bonus kazanıyor.",
    body: "<p>Süresiz olarak devam eden bu kampanyada, her gün yaptığınız ilk yatırıma %20 oranında bonus eklenir. Bonus slot ve masa oyunlarında kullanılabilir; masa oyunlarının çevrime katkısı %10 ile sınırlıdır.</p>",
    terms: [
      "Bonus yalnızca günün ilk yatırımı için geçerlidir.",
      "Minimum yatırım tutarı 100 TL'dir.",
      "Bonus tutarının 25 katı çevrim şartı vardır.",
      "Masa oyunları çevrime %10 oranında katkı sağlar.",
    ],
    code: "YATIRIM20",
    link: "/kampanyalar/gunluk-yatirim-bonusu",
    expiresInDays: null,
    isActive: true,
    createdDaysAgo: 40,
  },
  {
    title: "Haftalık %15 Kayıp Bonusu",
    casino: "bogazici",
    category: "kayip",
    short: "Hafta boyunca slot oyunlarında oluşan net kaybın %15'i, çevrim şartı olmadan nakit olarak iade ediliyor.",
    body: "<p>Boğaziçi Bet, pazartesi ile pazar arasında oluşan net kaybın %15'ini bir sonraki pazartesi çevrimsiz olarak iade ediyor. Kampanya dönemi sona erdiğinde yeni dönemin şartları ayrıca duyurulur.</p>",
    terms: [
      "İade yalnızca slot oyunlarındaki net kayıp üzerinden hesaplanır.",
      "Bonusla oynanan bahisler hesaplamaya dahil edilmez.",
      "Haftalık en yüksek iade tutarı 3.000 TL'dir.",
      "İade edilen tutar çevrimsiz olarak çekilebilir.",
    ],
    code: null,
    link: "/kampanyalar/haftalik-kayip-bonusu",
    expiresInDays: -5,
    isActive: true,
    createdDaysAgo: 50,
  },
  {
    title: "100 TL Yatırımsız Deneme Bonusu",
    casino: "lale",
    category: "deneme",
    short: "Lale Casino'ya üye olup telefon numaranızı doğrulayın, yatırım yapmadan 100 TL deneme bonusu kazanın.",
    body: "<p>Lale Casino, siteyi yatırım yapmadan tanımak isteyen yeni üyelerine 100 TL deneme bonusu sunuyor. Bonus, hesap ve telefon doğrulaması tamamlandıktan sonra tanımlanır. Deneme bonusunun amacı oyunları tanımaktır; kazanç çekimi sınırlıdır.</p>",
    terms: [
      "Bonus yalnızca yeni ve doğrulanmış hesaplara tanımlanır.",
      "Deneme bonusuna 40 kat çevrim şartı uygulanır.",
      "Deneme bonusundan en fazla 500 TL çekilebilir.",
      "Çekim talebinden önce en az bir kez 100 TL yatırım yapılması gerekir.",
      "Bonus 3 gün içinde kullanılmazsa hesaptan silinir.",
    ],
    code: "DENEME100",
    link: "/bonuslar/deneme-bonusu",
    expiresInDays: 10,
    isActive: true,
    createdDaysAgo: 9,
  },
  {
    title: "Lale Hoş Geldin Paketi: 3 Yatırıma Kadar Bonus",
    casino: "lale",
    category: "hosgeldin",
    short: "İlk üç yatırımınıza sırasıyla %100, %50 ve %25 bonus; toplamda 6.000 TL'ye varan hoş geldin paketi.",
    body: "<p>Lale Casino'nun hoş geldin paketi tek bir yatırımla sınırlı değil. İlk yatırımınıza %100 (en fazla 3.000 TL), ikinci yatırımınıza %50 (en fazla 2.000 TL), üçüncü yatırımınıza ise %25 (en fazla 1.000 TL) bonus eklenir. Her aşamanın çevrimi ayrı ayrı takip edilir.</p>",
    terms: [
      "Her yatırım için minimum tutar 150 TL'dir.",
      "Her bonus için bonus tutarının 35 katı çevrim şartı vardır.",
      "Bir sonraki aşamaya geçmek için önceki bonusun çevrimi tamamlanmış olmalıdır.",
      "Paketin tamamı üyelikten itibaren 30 gün içinde kullanılmalıdır.",
    ],
    code: "LALEPAKET",
    link: "/bonuslar/hos-geldin-paketi",
    expiresInDays: 60,
    isActive: true,
    createdDaysAgo: 30,
  },
  {
    title: "Cuma Yatırımlarına %50 Bonus",
    casino: "lale",
    category: "yatirim",
    short: "Cuma günleri yapılan ilk yatırıma %50 oranında, en fazla 1.500 TL bonus tanımlanıyor.",
    body: "<p>Kampanya yalnızca cuma günleri yapılan ilk yatırım için geçerlidir. Bonus, yatırım sırasında kod girildiğinde otomatik olarak tanımlanır ve slot oyunlarında kullanılabilir.</p>",
    terms: [
      "Minimum yatırım tutarı 250 TL'dir.",
      "Bonus tutarının 30 katı çevrim şartı vardır.",
      "Çevrim şartı 7 gün içinde tamamlanmalıdır.",
      "Bonusla oynarken tek bahiste en fazla 40 TL yatırılabilir.",
    ],
    code: "CUMA50",
    link: "/bonuslar/cuma-bonusu",
    expiresInDays: -3,
    isActive: true,
    createdDaysAgo: 35,
  },
  {
    title: "200 Bedava Dönüş Hoş Geldin Hediyesi",
    casino: "kapadokya",
    category: "freespin",
    short: "Kapadokya Slot'ta ilk yatırımını yapan yeni üyelere 10 gün boyunca her gün 20 bedava dönüş.",
    body: "<p>Yeni üyeler, 300 TL ve üzeri ilk yatırımlarının ardından toplam 200 bedava dönüş kazanır. Dönüşler 10 gün boyunca her gün 20'şerli paketler hâlinde hesaba eklenir. Günlük paket o gün içinde kullanılmazsa bir sonraki güne aktarılmaz.</p>",
    terms: [
      "Minimum ilk yatırım tutarı 300 TL'dir.",
      "Her dönüşün değeri 1 TL'dir.",
      "Bedava dönüş kazançlarına 25 kat çevrim şartı uygulanır.",
      "Günlük paket 24 saat içinde kullanılmalıdır.",
      "Dönüşler yalnızca kampanya sayfasında belirtilen slot oyununda geçerlidir.",
    ],
    code: "KAPADOKYA200",
    link: "/promosyon/200-bedava-donus",
    expiresInDays: 21,
    isActive: true,
    createdDaysAgo: 15,
  },
  {
    title: "Günlük %10 Kayıp Bonusu",
    casino: "kapadokya",
    category: "kayip",
    short: "Her gün oluşan net kaybın %10'u ertesi sabah hesabınıza ekleniyor; kampanya için kod gerekmiyor.",
    body: "<p>Kapadokya Slot, günlük net kayıpların %10'unu ertesi gün saat 10.00'da bonus olarak iade ediyor. Kampanyaya katılım otomatiktir; iade tutarı hesabınızdaki bonus bölümünde görüntülenir.</p>",
    terms: [
      "Günlük iade için en az 100 TL net kayıp gerekir.",
      "Günlük en yüksek iade tutarı 1.000 TL'dir.",
      "Kayıp bonusuna 3 kat çevrim şartı uygulanır.",
      "Aktif bir bonusla oynanan bahisler hesaplamaya dahil edilmez.",
    ],
    code: null,
    link: "/promosyon/gunluk-kayip-bonusu",
    expiresInDays: 90,
    isActive: true,
    createdDaysAgo: 45,
  },
  {
    title: "Yeni Oyun Tanıtımı: 30 Bedava Dönüş",
    casino: "kapadokya",
    category: "freespin",
    short: "Kapadokya Slot'a yeni eklenen slot oyununu tanıtmak için kampanya kodunu kullanan üyelere 30 bedava dönüş.",
    body: "<p>Yeni oyunların tanıtım haftasında, kampanya kodunu kullanan her üyeye 30 bedava dönüş tanımlanır. Dönüşler yalnızca tanıtılan oyunda geçerlidir ve kampanya süresiyle sınırlıdır.</p>",
    terms: [
      "Kampanya kodu üye başına bir kez kullanılabilir.",
      "Dönüşler tanımlandıktan sonra 48 saat içinde kullanılmalıdır.",
      "Kazançlara 30 kat çevrim şartı uygulanır.",
    ],
    code: "YENIOYUN30",
    link: "/promosyon/yeni-oyun-tanitimi",
    expiresInDays: -12,
    isActive: false,
    createdDaysAgo: 26,
  },
  {
    title: "%100 Canlı Casino Hoş Geldin Bonusu",
    casino: "yakamoz",
    category: "hosgeldin",
    short: "Canlı casino oyuncularına özel: ilk yatırıma %100 oranında, en fazla 2.000 TL hoş geldin bonusu.",
    body: "<p>Yakamoz Casino, slot yerine canlı masa oyunlarını tercih eden yeni üyeler için ayrı bir hoş geldin bonusu sunuyor. Bonus rulet, blackjack ve bakara masalarında kullanılabilir. Çevrim şartı diğer bonuslara göre daha yüksek olduğundan şartları dikkatle incelemenizi öneririz.</p>",
    terms: [
      "Minimum yatırım tutarı 200 TL'dir.",
      "Bonus tutarının 40 katı çevrim şartı vardır.",
      "Rulet çevrime %50, blackjack ve bakara %25 oranında katkı sağlar.",
      "Tek elde en fazla 100 TL bahis yapılabilir.",
      "Çevrim şartı 21 gün içinde tamamlanmalıdır.",
    ],
    code: "CANLI100",
    link: "/promosyonlar/canli-casino-hos-geldin",
    expiresInDays: 35,
    isActive: true,
    createdDaysAgo: 22,
  },
  {
    title: "Çarşamba Yatırımlarına %30 Bonus",
    casino: "yakamoz",
    category: "yatirim",
    short: "Çarşamba günleri yapılan ilk yatırıma %30 oranında, en fazla 750 TL bonus tanımlanıyor.",
    body: "<p>Hafta ortasında yapılan yatırımlara ek destek sağlayan bu kampanya her çarşamba tekrarlanır. Bonus, kod girildiğinde anında tanımlanır ve slot oyunlarında kullanılabilir.</p>",
    terms: [
      "Kampanya yalnızca çarşamba günleri geçerlidir.",
      "Minimum yatırım tutarı 150 TL'dir.",
      "Bonus tutarının 25 katı çevrim şartı vardır.",
      "Bonus yalnızca günün ilk yatırımına uygulanır.",
    ],
    code: "CARSAMBA30",
    link: "/promosyonlar/carsamba-bonusu",
    expiresInDays: 7,
    isActive: true,
    createdDaysAgo: 10,
  },
  {
    title: "50 TL Deneme Bonusu",
    casino: "yakamoz",
    category: "deneme",
    short: "Yakamoz Casino'ya yeni üye olanlara, hesap doğrulamasının ardından 50 TL deneme bonusu veriliyor.",
    body: "<p>Yatırım yapmadan siteyi denemek isteyen yeni üyeler, e-posta ve telefon doğrulamasını tamamladıktan sonra 50 TL deneme bonusu alır. Bonus yalnızca slot oyunlarında geçerlidir.</p>",
    terms: [
      "Bonus yalnızca yeni üyelere bir kez tanımlanır.",
      "Deneme bonusuna 35 kat çevrim şartı uygulanır.",
      "Deneme bonusundan en fazla 250 TL çekilebilir.",
    ],
    code: "DENEME50",
    link: "/promosyonlar/deneme-bonusu",
    expiresInDays: 5,
    isActive: false,
    createdDaysAgo: 8,
  },
  {
    title: "%75 Hoş Geldin Bonusu ve 25 Bedava Dönüş",
    casino: "maviliman",
    category: "hosgeldin",
    short: "Mavi Liman Casino'da ilk yatırıma %75 bonus ve popüler bir slot oyununda 25 bedava dönüş bir arada.",
    body: "<p>Mavi Liman Casino'nun hoş geldin kampanyası, bonus bakiyesini bedava dönüşlerle birleştiriyor. İlk yatırımınıza %75 oranında, en fazla 2.500 TL bonus eklenir; 25 bedava dönüş ise ertesi gün hesabınıza tanımlanır.</p>",
    terms: [
      "Minimum yatırım tutarı 250 TL'dir.",
      "Bonus tutarının 35 katı çevrim şartı vardır.",
      "Bedava dönüşler yatırımdan sonraki gün tanımlanır ve 3 gün geçerlidir.",
      "Bedava dönüş kazançlarına 20 kat çevrim şartı uygulanır.",
    ],
    code: "LIMAN75",
    link: "/kampanya/hos-geldin",
    expiresInDays: 50,
    isActive: true,
    createdDaysAgo: 28,
  },
  {
    title: "Canlı Casino %5 Kayıp İadesi",
    casino: "maviliman",
    category: "kayip",
    short: "Canlı casino masalarında oluşan haftalık net kaybın %5'i, her pazartesi çevrimsiz olarak iade ediliyor.",
    body: "<p>Süresiz olarak devam eden bu kampanyada canlı rulet, blackjack ve bakara masalarındaki haftalık net kayıp hesaplanır ve %5'i pazartesi günü nakit bakiye olarak iade edilir.</p>",
    terms: [
      "İade yalnızca canlı casino oyunlarındaki net kayıp üzerinden hesaplanır.",
      "Haftalık en az 500 TL net kayıp gerekir.",
      "İade edilen tutar çevrimsiz olarak çekilebilir.",
      "Haftalık en yüksek iade tutarı 5.000 TL'dir.",
    ],
    code: null,
    link: "/kampanya/canli-casino-kayip-iadesi",
    expiresInDays: null,
    isActive: true,
    createdDaysAgo: 55,
  },
  {
    title: "Aylık Slot Turnuvası: 25.000 TL Ödül Havuzu",
    casino: "cinaralti",
    category: "turnuva",
    short:
      "Seçili slot oyunlarında puan toplayın; liderlik tablosundaki ilk 50 oyuncu 25.000 TL'lik havuzu paylaşıyor.",
    body: "<p>Çınaraltı Casino'nun aylık turnuvasında, seçili slot oyunlarında yapılan her 10 TL'lik bahis 1 puan kazandırır. Ay sonunda liderlik tablosunun ilk 50 sırasında yer alan oyuncular ödül havuzunu sıralamaya göre paylaşır. Turnuvaya katılım ücretsizdir.</p>",
    terms: [
      "Turnuvaya katılmak için kampanya sayfasından kayıt olunmalıdır.",
      "Yalnızca gerçek para ile yapılan bahisler puan kazandırır.",
      "Ödüller turnuva bitiminden sonraki 3 iş günü içinde hesaba eklenir.",
      "Turnuva ödüllerine 1 kat çevrim şartı uygulanır.",
    ],
    code: null,
    link: "/turnuvalar/aylik-slot-turnuvasi",
    expiresInDays: 18,
    isActive: true,
    createdDaysAgo: 13,
  },
  {
    title: "İlk Yatırıma %100 Bonus + 100 Bedava Dönüş",
    casino: "cinaralti",
    category: "hosgeldin",
    short:
      "Çınaraltı Casino'ya yeni katılanlar, ilk yatırımda %100 bonus ve 100 bedava dönüşten birlikte yararlanıyor.",
    body: "<p>İlk yatırımınız %100 oranında, en fazla 4.000 TL bonusla desteklenir. Buna ek olarak 100 bedava dönüş, 5 gün boyunca her gün 20 dönüş olarak hesabınıza tanımlanır.</p>",
    terms: [
      "Minimum yatırım tutarı 200 TL'dir.",
      "Bonus tutarının 35 katı çevrim şartı vardır.",
      "Bedava dönüşler yalnızca belirtilen slot oyununda geçerlidir.",
      "Bedava dönüş kazançlarından en fazla 2.000 TL çekilebilir.",
      "Çevrim şartı 30 gün içinde tamamlanmalıdır.",
    ],
    code: "CINAR100",
    link: "/promosyonlar/hos-geldin-paketi",
    expiresInDays: 28,
    isActive: true,
    createdDaysAgo: 33,
  },
  {
    title: "Yeni Üyelere 75 TL Deneme Bonusu",
    casino: "kuzey",
    category: "deneme",
    short: "Kuzey Yıldızı Casino'da hesabınızı doğrulayın, yatırım yapmadan 75 TL deneme bonusuyla oyunları tanıyın.",
    body: "<p>Kuzey Yıldızı Casino, yeni üyelerine yatırım şartı olmadan 75 TL deneme bonusu veriyor. Bonus, kimlik doğrulaması tamamlandıktan sonra kodla talep edilir ve slot oyunlarında kullanılabilir.</p>",
    terms: [
      "Bonus yalnızca kimlik doğrulaması tamamlanmış yeni hesaplara verilir.",
      "Deneme bonusuna 30 kat çevrim şartı uygulanır.",
      "Deneme bonusundan en fazla 400 TL çekilebilir.",
      "Bonus tanımlandıktan sonra 7 gün içinde kullanılmalıdır.",
    ],
    code: "KUZEY75",
    link: "/bonus/deneme-bonusu",
    expiresInDays: 12,
    isActive: true,
    createdDaysAgo: 6,
  },
  {
    title: "Hafta İçi %25 Yatırım Bonusu",
    casino: "kuzey",
    category: "yatirim",
    short: "Pazartesiden cumaya kadar yapılan yatırımlara günde bir kez %25 oranında, en fazla 1.250 TL bonus.",
    body: "<p>Hafta içi her gün, günün ilk yatırımına %25 oranında bonus eklenir. Kampanya, kod girilerek yapılan yatırımlar için geçerlidir ve bonus slot oyunlarında kullanılabilir.</p>",
    terms: [
      "Bonus günde yalnızca bir kez alınabilir.",
      "Minimum yatırım tutarı 100 TL'dir.",
      "Bonus tutarının 30 katı çevrim şartı vardır.",
      "Çevrim şartı 10 gün içinde tamamlanmalıdır.",
    ],
    code: "HAFTAICI25",
    link: "/bonus/hafta-ici-yatirim-bonusu",
    expiresInDays: -20,
    isActive: true,
    createdDaysAgo: 48,
  },
  {
    title: "Hafta Sonu Slot Turnuvası: 50.000 TL Ödül Havuzu",
    casino: null,
    category: "turnuva",
    short:
      "Katılımcı casino sitelerinde hafta sonu düzenlenen slot turnuvasında ilk 100 oyuncu 50.000 TL'lik havuzu paylaşıyor.",
    body: "<p>Slot Ligi tarafından düzenlenen bu turnuva, birden fazla casino sitesinde aynı anda yürütülür. Cumartesi ve pazar günleri seçili oyunlarda yapılan bahisler puana dönüşür; en yüksek puanı toplayan 100 oyuncu ödül havuzundan pay alır.</p>",
    terms: [
      "Turnuva cumartesi 00.00'da başlar, pazar 23.59'da sona erer.",
      "Puanlar yalnızca gerçek para ile yapılan bahislerden kazanılır.",
      "Ödüller, oyuncunun turnuvaya katıldığı sitedeki hesabına aktarılır.",
      "Katılım ücretsizdir; ayrıca bir yatırım şartı yoktur.",
    ],
    code: null,
    link: "https://slotligi.example/hafta-sonu-turnuvasi",
    expiresInDays: 6,
    isActive: true,
    createdDaysAgo: 4,
  },
  {
    title: "Slot Festivali: Seçili Oyunlarda 100 Bedava Dönüş",
    casino: null,
    category: "freespin",
    short:
      "Slot Festivali kapsamında kampanya kodunu kullanan oyunculara seçili slot oyunlarında toplam 100 bedava dönüş.",
    body: "<p>Oyun sağlayıcılarının birlikte düzenlediği festival boyunca, kampanya kodunu festival sayfasında kullanan oyuncular 100 bedava dönüş kazanır. Dönüşler beş farklı slot oyununa 20'şer adet olarak dağıtılır.</p>",
    terms: [
      "Kampanya kodu oyuncu başına bir kez kullanılabilir.",
      "Dönüşler tanımlandıktan sonra 72 saat içinde kullanılmalıdır.",
      "Bedava dönüş kazançlarına 25 kat çevrim şartı uygulanır.",
      "Festivale yalnızca 18 yaşını doldurmuş oyuncular katılabilir.",
    ],
    code: "FESTIVAL100",
    link: "https://slotfestivali.example/bedava-donus",
    expiresInDays: 25,
    isActive: true,
    createdDaysAgo: 3,
  },
];

const COMMENTS: readonly CommentSource[] = [
  {
    promotion: "%100 Hoş Geldin Bonusu 5.000 TL'ye Kadar",
    userName: "Mehmet K.",
    rating: 5,
    comment: "Bonus yatırımdan hemen sonra hesabıma geçti. Çevrim şartı 35 kat, bence makul.",
  },
  {
    promotion: "%100 Hoş Geldin Bonusu 5.000 TL'ye Kadar",
    userName: "Ayşe",
    rating: 4,
    comment: "Kodu yazmayı unuttum, canlı destek birkaç dakikada tanımladı. Sadece tek bahis sınırına dikkat edin.",
  },
  {
    promotion: "%100 Hoş Geldin Bonusu 5.000 TL'ye Kadar",
    userName: "Emre T.",
    rating: 5,
    comment: "Şartlar kampanya sayfasında açıkça yazıyor, sürprizle karşılaşmadım. Tavsiye ederim.",
  },
  {
    promotion: "%100 Hoş Geldin Bonusu 5.000 TL'ye Kadar",
    userName: "Gizem",
    rating: 3,
    comment: "Bonus güzel ama çevrim için verilen 14 gün bana biraz kısa geldi.",
  },
  {
    promotion: "İlk Yatırıma %150 Hoş Geldin Bonusu",
    userName: "Burak Y.",
    rating: 5,
    comment: "Oran yüksek, şartlar da anlaşılır. Yatırımdan sonra bonus anında geldi.",
  },
  {
    promotion: "İlk Yatırıma %150 Hoş Geldin Bonusu",
    userName: "Selin A.",
    rating: 4,
    comment: "Çevrimi tamamlamak biraz zaman aldı ama çekimim sorunsuz gerçekleşti.",
  },
  {
    promotion: "İlk Yatırıma %150 Hoş Geldin Bonusu",
    userName: "Hakan Ö.",
    rating: 2,
    comment: "Canlı casino oyunlarının çevrime sayılmadığını sonradan fark ettim. Şartları mutlaka önceden okuyun.",
  },
  {
    promotion: "Haftalık %15 Kayıp Bonusu",
    userName: "Nazlı",
    rating: 4,
    comment: "İade pazartesi sabahı hesaba geçti. Çevrimsiz olması büyük artı.",
  },
  {
    promotion: "Haftalık %15 Kayıp Bonusu",
    userName: "Ufuk",
    rating: 1,
    comment: "Bonuslu oynadığım bahisler hesaba katılmadı, iade beklediğimden çok az geldi.",
  },
  {
    promotion: "100 TL Yatırımsız Deneme Bonusu",
    userName: "Zeynep",
    rating: 5,
    comment: "Yatırım yapmadan siteyi tanımak için güzel bir fırsat. Telefon doğrulamasından sonra hemen tanımlandı.",
  },
  {
    promotion: "100 TL Yatırımsız Deneme Bonusu",
    userName: "Murat D.",
    rating: 4,
    comment: "Çekim sınırı düşük ama deneme bonusu için normal sayılır.",
  },
  {
    promotion: "100 TL Yatırımsız Deneme Bonusu",
    userName: "Deniz K.",
    rating: 5,
    comment: "Oyunları tanımak için kullandım, bütçemi zorlamadan siteyi denemiş oldum.",
  },
  {
    promotion: "200 Bedava Dönüş Hoş Geldin Hediyesi",
    userName: "Oğuz",
    rating: 4,
    comment: "Dönüşler her gün 20'şer olarak geliyor, o gün kullanmayı unutmamak lazım.",
  },
  {
    promotion: "200 Bedava Dönüş Hoş Geldin Hediyesi",
    userName: "Büşra",
    rating: 5,
    comment: "Bedava dönüş kazançlarının çevrim şartı düşük, bu hoşuma gitti.",
  },
  {
    promotion: "200 Bedava Dönüş Hoş Geldin Hediyesi",
    userName: "Can",
    rating: 3,
    comment: "Dönüşlerin tek bir oyunda geçerli olması biraz sınırlayıcı.",
  },
  {
    promotion: "200 Bedava Dönüş Hoş Geldin Hediyesi",
    userName: "Elif S.",
    rating: 5,
    comment: "Yatırımdan sonra kodu girdim, ilk 20 dönüş anında hesabımdaydı.",
  },
  {
    promotion: "%100 Canlı Casino Hoş Geldin Bonusu",
    userName: "Serkan B.",
    rating: 4,
    comment: "Canlı casino için bonus bulmak zor, bu güzel bir seçenek. Katkı oranlarını önceden okuyun.",
  },
  {
    promotion: "%100 Canlı Casino Hoş Geldin Bonusu",
    userName: "Ebru",
    rating: 5,
    comment: "Destek ekibi şartları tek tek anlattı, çok ilgiliydiler.",
  },
  {
    promotion: "%75 Hoş Geldin Bonusu ve 25 Bedava Dönüş",
    userName: "Tolga E.",
    rating: 5,
    comment: "Hem bonus hem bedava dönüş olması güzel. Şartlar net.",
  },
  {
    promotion: "%75 Hoş Geldin Bonusu ve 25 Bedava Dönüş",
    userName: "Melis",
    rating: 4,
    comment: "Bedava dönüşler ertesi gün tanımlandı, biraz beklemek gerekiyor.",
  },
  {
    promotion: "%75 Hoş Geldin Bonusu ve 25 Bedava Dönüş",
    userName: "Kerem Ş.",
    rating: 2,
    comment:
      "Bonus tanımlanmadı; destekle görüşünce minimum yatırım tutarının altında kaldığımı öğrendim. Keşke uyarı daha belirgin olsaydı.",
  },
  {
    promotion: "İlk Yatırıma %100 Bonus + 100 Bedava Dönüş",
    userName: "Aslı",
    rating: 5,
    comment: "Bonus ve ilk dönüşler aynı gün geldi. Tavsiye ederim.",
  },
  {
    promotion: "İlk Yatırıma %100 Bonus + 100 Bedava Dönüş",
    userName: "Cem Y.",
    rating: 4,
    comment: "Güzel kampanya, yalnız bedava dönüş kazançlarındaki çekim sınırına dikkat edin.",
  },
  {
    promotion: "İlk Yatırıma %100 Bonus + 100 Bedava Dönüş",
    userName: "Pınar",
    rating: 5,
    comment: "Mobil uygulamadan da sorunsuz katılabildim.",
  },
];

const HERO_SECTION = {
  upper_title: "Türkiye'nin en güvenilir promosyon rehberi",
  main_title: "En Avantajlı Casino Promosyonları",
  highlighted_text: "En Avantajlı",
  description:
    "Güvenilir casino sitelerinin hoş geldin, yatırım, kayıp ve deneme bonuslarını tek sayfada karşılaştırın. Çevrim şartlarını ve bonus kodlarını açıkça listeliyor, sorumlu oyunu her zaman ön planda tutuyoruz.",
  button_text: "Promosyonları Keşfet",
  button_url: "#promotions-section",
};

const SETTINGS = {
  blog_section_text:
    "<p>Bonus şartlarını anlamak, bilinçli seçim yapmanın ilk adımıdır. Blogumuzda çevrim şartlarından bedava dönüşlere, kayıp bonusundan sorumlu oyuna kadar merak edilen konuları sade bir dille anlatıyoruz.</p>",
  responsible_gambling_text:
    "Bu site yalnızca 18 yaşını doldurmuş kişilere yöneliktir. Şans oyunları bağımlılık yapabilir; lütfen sorumlu oynayın, kaybetmeyi göze alamayacağınız parayla oynamayın ve kontrolü kaybettiğinizi düşünüyorsanız bir uzmandan destek alın.",
  affiliate_disclosure_text:
    "Bu sitedeki bazı bağlantılar ortaklık (affiliate) bağlantısıdır. Bu bağlantılar üzerinden üye olmanız hâlinde sitemiz komisyon kazanabilir; bu size ek bir maliyet getirmez ve değerlendirmelerimizi etkilemez.",
};

const PAGE_SEO = [
  {
    page_path: "/",
    page_name: "Ana Sayfa",
    title: "En Avantajlı Casino Bonusları ve Promosyonları",
    description:
      "Güvenilir casino sitelerinin güncel hoş geldin, yatırım ve kayıp bonuslarını çevrim şartları ve bonus kodlarıyla birlikte karşılaştırın.",
    keywords: "casino bonusları, güvenilir casino siteleri, casino promosyonları, bahis siteleri",
  },
  {
    page_path: "/bonuslar",
    page_name: "Bonuslar",
    title: "Güncel Casino Bonusları: Hoş Geldin, Deneme, Free Spin",
    description:
      "Hoş geldin, yatırım, kayıp ve deneme bonuslarını kategoriye göre filtreleyin; çevrim şartlarını ve bonus kodlarını tek sayfada görün.",
    keywords: "casino bonusları, hoş geldin bonusu, deneme bonusu, free spin, bonus kodu",
  },
  {
    page_path: "/guvenilir-siteler",
    page_name: "Güvenilir Siteler",
    title: "Güvenilir Casino Siteleri ve İncelemeleri",
    description:
      "Lisans, ödeme süreleri, müşteri desteği ve sorumlu oyun araçlarına göre incelediğimiz casino sitelerini ve aktif kampanyalarını keşfedin.",
    keywords: "güvenilir casino siteleri, casino incelemeleri, lisanslı casino, casino puanları",
  },
  {
    page_path: "/blog",
    page_name: "Blog",
    title: "Casino Rehberi ve Bonus İpuçları",
    description:
      "Çevrim şartlarından bedava dönüşlere, kayıp bonusundan sorumlu oyuna kadar casino bonuslarını anlatan sade ve anlaşılır rehber yazıları.",
    keywords: "casino blog, bonus rehberi, çevrim şartı, sorumlu oyun",
  },
];

const SPLASH_ADS: readonly { casino: CasinoKey; offer: string; path: string }[] = [
  { casino: "atlas", offer: "%100 Hoş Geldin Bonusu", path: "/promosyonlar/hos-geldin-bonusu" },
  { casino: "yakamoz", offer: "Canlı Casinoya Özel %100 Bonus", path: "/promosyonlar/canli-casino-hos-geldin" },
];

/** Every demo row and image description, with fresh ids and dates relative to `now`. */
export function buildDemoContent(now: Date): DemoContent {
  const clock = createClock(now);
  const casinos = CASINOS.map((source) => buildCasino(source, clock));
  const casinoByKey = new Map(CASINOS.map((source, index) => [source.key, requireItem(casinos, index)]));
  const categories = CATEGORIES.map((source) => buildCategory(source, clock));
  const categoryByKey = new Map(CATEGORIES.map((source, index) => [source.key, requireItem(categories, index)]));
  const promotions = PROMOTIONS.map((source) => buildPromotion(source, casinoByKey, categoryByKey, clock));
  const blogPosts = BLOG_POSTS.map((source) => buildBlogPost(source, clock));
  return {
    casinos,
    categories,
    promotions,
    comments: buildComments(promotions, clock),
    blogPosts,
    heroSection: { id: newId(), ...HERO_SECTION, updated_at: clock.daysAgo(30) },
    settings: { id: newId(), ...SETTINGS, updated_at: clock.daysAgo(30) },
    seoSettings: PAGE_SEO.map((page) => ({ id: newId(), ...page, updated_at: clock.daysAgo(30) })),
    splashAds: SPLASH_ADS.map((ad) => buildSplashAd(ad, casinoByKey, clock)),
    scheduledPublishing: {
      id: newId(),
      daily_publish_count: 1,
      is_active: false,
      next_publish_at: clock.daysAgo(-1),
      last_published_at: null,
      updated_at: clock.daysAgo(30),
    },
    images: describeImages(casinos, promotions, blogPosts),
    casinoPaymentMethods: CASINOS.flatMap((source, index) =>
      requireEntry(casinoFactsByKey, source.key).paymentMethods.map((methodSlug) => ({
        casinoId: requireItem(casinos, index).id,
        methodSlug,
      })),
    ),
  };
}

const casinoFactsByKey: ReadonlyMap<string, (typeof DEMO_CASINO_FACTS)[string]> = new Map(
  Object.entries(DEMO_CASINO_FACTS),
);
const promotionFactsByTitle: ReadonlyMap<string, (typeof DEMO_PROMOTION_FACTS)[string]> = new Map(
  Object.entries(DEMO_PROMOTION_FACTS),
);

interface Clock {
  /** ISO timestamp `days` days before now (negative: after now), plus `hours` more. */
  daysAgo(days: number, hours?: number): string;
}

function createClock(now: Date): Clock {
  const base = now.getTime();
  return { daysAgo: (days, hours = 0) => new Date(base - days * DAY_MS + hours * HOUR_MS).toISOString() };
}

function newId(): string {
  return crypto.randomUUID();
}

function requireItem<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Demo verisi eksik: ${index}. öğe bulunamadı`);
  return item;
}

function requireEntry<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo verisi tutarsız: ${String(key)} bulunamadı`);
  return value;
}

function buildCasino(source: CasinoSource, clock: Clock): Insertable<CasinosTable> {
  const slug = slugify(source.name);
  const createdAt = clock.daysAgo(source.createdDaysAgo, 10);
  const { paymentMethods: _methods, ...facts } = requireEntry(casinoFactsByKey, source.key);
  return {
    ...facts,
    id: newId(),
    name: source.name,
    slug,
    url: `https://${source.domain}`,
    logo_url: demoImageUrl(`logo-${slug}`),
    // The overall rating is derived from the criteria, as the admin's save derives it.
    rating: overallRating(facts) ?? source.rating,
    description: `<p>${source.intro}</p><ul>${source.highlights.map((item) => `<li>${item}</li>`).join("")}</ul>`,
    details: source.details,
    featured: source.featured,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function buildCategory(source: CategorySource, clock: Clock): Insertable<PromotionCategoriesTable> {
  const createdAt = clock.daysAgo(60, 9);
  return {
    id: newId(),
    name: source.name,
    slug: slugify(source.name),
    description: source.description,
    is_active: source.isActive,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function buildPromotion(
  source: PromotionSource,
  casinoByKey: ReadonlyMap<CasinoKey, Insertable<CasinosTable>>,
  categoryByKey: ReadonlyMap<CategoryKey, Insertable<PromotionCategoriesTable>>,
  clock: Clock,
): Insertable<PromotionsTable> {
  const casino = source.casino ? requireEntry(casinoByKey, source.casino) : null;
  const category = requireEntry(categoryByKey, source.category);
  const slug = slugify(source.title);
  const createdAt = clock.daysAgo(source.createdDaysAgo, 11);
  const { startedDaysAgo, ...facts } = requireEntry(promotionFactsByTitle, source.title);
  return {
    ...facts,
    starts_at: startedDaysAgo === undefined ? null : clock.daysAgo(startedDaysAgo),
    id: newId(),
    title: source.title,
    slug,
    casino_id: casino?.id ?? null,
    category_id: category.id,
    category: category.name,
    description: `<p>${source.short}</p>${source.body}${renderSteps(source.code)}`,
    terms: [...source.terms],
    url: casino ? `${casino.url}${source.link}` : source.link,
    promotion_code: source.code,
    expiry_date: source.expiresInDays === null ? null : clock.daysAgo(-source.expiresInDays),
    image_url: demoImageUrl(`promo-${casino?.slug ?? "genel"}-${slug}`),
    is_active: source.isActive,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function renderSteps(code: string | null): string {
  const steps = code
    ? [
        "Hesabınıza giriş yapın ya da yeni üyelik oluşturun.",
        `Yatırım ekranında veya kampanya sayfasında <strong>${code}</strong> kodunu girin.`,
        "Şartlar sağlandığında bonus hesabınıza tanımlanır.",
      ]
    : [
        "Hesabınıza giriş yapın.",
        "Kampanya sayfasındaki şartları okuyup katılımınızı onaylayın.",
        "Hak edişleriniz kampanya dönemi boyunca otomatik olarak hesaplanır.",
      ];
  return `<p><strong>Nasıl yararlanılır?</strong></p><ul>${steps.map((step) => `<li>${step}</li>`).join("")}</ul>`;
}

/** Comments fall between the promotion's creation and now, oldest first, a few hours apart each day. */
function buildComments(
  promotions: readonly Insertable<PromotionsTable>[],
  clock: Clock,
): Insertable<PromotionCommentsTable>[] {
  const byTitle = new Map(promotions.map((promotion, index) => [promotion.title, { promotion, index }]));
  const positionByTitle = new Map<string, number>();
  return COMMENTS.map((source) => {
    const { promotion, index } = requireEntry(byTitle, source.promotion);
    const position = positionByTitle.get(source.promotion) ?? 0;
    positionByTitle.set(source.promotion, position + 1);
    const ageDays = requireItem(PROMOTIONS, index).createdDaysAgo;
    const daysAgo = Math.max(0, Math.floor(ageDays * (0.8 - position * 0.2)));
    return {
      id: newId(),
      promotion_id: promotion.id,
      user_name: source.userName,
      comment: source.comment,
      rating: source.rating,
      created_at: clock.daysAgo(daysAgo, -(position * 3 + 2)),
    };
  });
}

interface BlogPostSource {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string | null;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  viewCount: number;
  /** Days before now; null keeps the post a draft. */
  publishedDaysAgo: number | null;
  createdDaysAgo: number;
}

function buildBlogPost(source: BlogPostSource, clock: Clock): Insertable<BlogPostsTable> {
  const slug = slugify(source.title);
  const isPublished = source.publishedDaysAgo !== null;
  const publishedAt = source.publishedDaysAgo === null ? null : clock.daysAgo(source.publishedDaysAgo, 9);
  return {
    id: newId(),
    title: source.title,
    slug,
    excerpt: source.excerpt,
    content: source.content,
    author: source.author,
    image_url: demoImageUrl(`blog-${slug}`),
    category: source.category,
    seo_title: source.seoTitle,
    seo_description: source.seoDescription,
    seo_keywords: source.seoKeywords,
    is_published: isPublished,
    published_at: publishedAt,
    view_count: isPublished ? source.viewCount : 0,
    created_at: clock.daysAgo(source.createdDaysAgo, 7),
    updated_at: publishedAt ?? clock.daysAgo(source.createdDaysAgo, 8),
  };
}

function buildSplashAd(
  ad: { casino: CasinoKey; offer: string; path: string },
  casinoByKey: ReadonlyMap<CasinoKey, Insertable<CasinosTable>>,
  clock: Clock,
): Insertable<SplashAdsTable> {
  const casino = requireEntry(casinoByKey, ad.casino);
  const createdAt = clock.daysAgo(14);
  return {
    id: newId(),
    title: `${casino.name}: ${ad.offer}`,
    href: `${casino.url}${ad.path}`,
    image_url: demoImageUrl(`splash-${casino.slug}`),
    is_active: true,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function describeImages(
  casinos: readonly Insertable<CasinosTable>[],
  promotions: readonly Insertable<PromotionsTable>[],
  blogPosts: readonly Insertable<BlogPostsTable>[],
): DemoImageSpec[] {
  const paletteByCasinoId = new Map(casinos.map((casino, index) => [casino.id, requireItem(CASINOS, index).palette]));
  const nameByCasinoId = new Map(casinos.map((casino) => [casino.id, casino.name]));
  return [
    ...casinos.map((casino) =>
      imageSpec(
        casino.logo_url,
        "logo",
        initialsOf(casino.name),
        casino.name,
        null,
        requireEntry(paletteByCasinoId, casino.id),
      ),
    ),
    ...promotions.map((promotion) => {
      const casinoId = promotion.casino_id ?? null;
      const palette = casinoId ? requireEntry(paletteByCasinoId, casinoId) : STANDALONE_PALETTE;
      const casinoName = casinoId ? requireEntry(nameByCasinoId, casinoId) : "Özel Kampanya";
      return imageSpec(
        promotion.image_url,
        "promotion",
        promotion.title,
        casinoName,
        promotion.category ?? null,
        palette,
      );
    }),
    ...blogPosts.map((post, index) =>
      imageSpec(post.image_url, "blog", post.title, "Blog", post.category ?? null, blogPalette(index)),
    ),
    ...SPLASH_ADS.map((ad) => {
      const source = CASINOS.find((casino) => casino.key === ad.casino);
      if (!source) throw new Error(`Demo verisi tutarsız: ${ad.casino} bulunamadı`);
      const url = demoImageUrl(`splash-${slugify(source.name)}`);
      return imageSpec(url, "splash", ad.offer, source.name, "18+ · Şartlar geçerlidir", source.palette);
    }),
  ];
}

function imageSpec(
  url: string | null | undefined,
  kind: DemoImageKind,
  title: string,
  subtitle: string,
  badge: string | null,
  palette: readonly [string, string],
): DemoImageSpec {
  if (!url?.startsWith(DEMO_IMAGE_URL_PREFIX)) throw new Error(`Demo görsel adresi beklenmiyor: ${url}`);
  const name = url.slice(DEMO_IMAGE_URL_PREFIX.length).replace(/\.webp$/, "");
  return { name, kind, title, subtitle, badge, palette };
}

/** "Kuzey Yıldızı Casino" → "KY": the first letters of the first two words, Turkish upper case. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("")
    .toLocaleUpperCase("tr-TR");
}

const BLOG_PALETTES: readonly (readonly [string, string])[] = [
  ["#1e293b", "#0ea5e9"],
  ["#3b0764", "#a855f7"],
  ["#064e3b", "#14b8a6"],
  ["#7c2d12", "#f59e0b"],
  ["#1e3a8a", "#6366f1"],
];

function blogPalette(index: number): readonly [string, string] {
  return requireItem(BLOG_PALETTES, index % BLOG_PALETTES.length);
}

const BLOG_POSTS: readonly BlogPostSource[] = [
  {
    title: "Çevrim Şartı Nedir? Bonus Çevrim Şartları Nasıl Hesaplanır?",
    excerpt:
      "Çevrim şartı, bir bonusu çekilebilir bakiyeye dönüştürmek için yapmanız gereken toplam bahis tutarıdır. Hesaplamayı örneklerle anlattık.",
    category: "Bonus Rehberi",
    author: "Editör Ekibi",
    seoTitle: "Çevrim Şartı Nedir? Bonus Çevrimi Nasıl Hesaplanır",
    seoDescription:
      "Çevrim şartının ne olduğunu, bonus ve yatırım üzerinden nasıl hesaplandığını ve oyunların çevrime katkısını örneklerle öğrenin.",
    seoKeywords: "çevrim şartı, bonus çevrimi, wagering, casino bonusu",
    viewCount: 2310,
    publishedDaysAgo: 58,
    createdDaysAgo: 59,
    content: `<p>Casino bonuslarını karşılaştırırken çoğu kişi önce bonus oranına bakar: %100, %150, hatta daha fazlası. Oysa bir bonusun size gerçekte ne sunduğunu belirleyen asıl unsur, çoğu zaman küçük puntolarla yazılan <strong>çevrim şartıdır</strong>. Bu yazıda çevrim şartının ne olduğunu, nasıl hesaplandığını ve bonus seçerken nelere dikkat etmeniz gerektiğini adım adım anlatıyoruz.</p>
<h2>Çevrim şartı ne demek?</h2>
<p>Çevrim şartı, bonus bakiyesini veya bonusla kazandığınız tutarı çekebilmek için toplamda ne kadar bahis yapmanız gerektiğini gösterir. Genellikle "35x" ya da "bonusun 35 katı" şeklinde ifade edilir. Örneğin 1.000 TL bonus aldıysanız ve çevrim şartı 35 katsa, çekim talebinde bulunmadan önce toplam 35.000 TL tutarında bahis yapmanız gerekir. Bu tutar tek seferde değil, oynadığınız her elin veya dönüşün bahis miktarı toplanarak hesaplanır.</p>
<h2>Yalnızca bonus mu, yatırım artı bonus mu?</h2>
<p>Şartları okurken çevrimin neyin üzerinden hesaplandığına mutlaka bakın. Bazı siteler çevrimi yalnızca bonus tutarı üzerinden hesaplar, bazıları ise yatırım ile bonusun toplamını esas alır. Aradaki fark sanıldığından büyüktür:</p>
<ul>
<li>1.000 TL yatırım ve 1.000 TL bonus, çevrim yalnızca bonus üzerinden 35 kat: 35.000 TL bahis.</li>
<li>Aynı kampanya, çevrim yatırım artı bonus üzerinden 35 kat: 70.000 TL bahis.</li>
</ul>
<p>Görüldüğü gibi aynı oran, iki farklı kampanyada iki kat farklı bir yük anlamına gelebilir.</p>
<h2>Oyunların çevrime katkısı</h2>
<p>Her oyun çevrime aynı oranda katkı sağlamaz. Slot oyunları çoğu zaman %100 sayılırken rulet ve blackjack gibi masa oyunları %10–20 oranında sayılabilir ya da hiç sayılmayabilir. Canlı casino oyunlarının çevrim dışında tutulması da sık görülen bir kuraldır. Yani masa oyunlarında 1.000 TL bahis yaptığınızda çevriminize yalnızca 100 TL eklenmiş olabilir.</p>
<h2>Süre ve maksimum bahis sınırları</h2>
<p>Çevrim şartlarının neredeyse her zaman bir süresi vardır; 7, 14 veya 30 gün en yaygın seçeneklerdir. Süre dolduğunda tamamlanmamış bonus ve ondan elde edilen kazançlar genellikle silinir. Ayrıca bonusla oynarken tek bahiste yatırabileceğiniz en yüksek tutar da sınırlandırılır. Bu sınırın aşılması, kazançların iptal edilmesine yol açabilir.</p>
<h2>Çevrim ilerlemesini takip edin</h2>
<p>Çoğu site, hesabınızdaki bonus bölümünde çevrimin ne kadarının tamamlandığını gösterir. Bu ekranı düzenli olarak kontrol etmek, hangi oyunların çevrime sayıldığını doğrulamanın da en kolay yoludur. Bir bahsin çevrime yansımadığını fark ederseniz, oynamaya devam etmeden önce canlı destekle iletişime geçin.</p>
<h2>Bonus seçerken kısa kontrol listesi</h2>
<ul>
<li>Çevrim katsayısı kaç ve hangi tutar üzerinden hesaplanıyor?</li>
<li>Oynamayı düşündüğünüz oyunlar çevrime ne kadar katkı sağlıyor?</li>
<li>Çevrimi tamamlamak için ne kadar süreniz var?</li>
<li>Maksimum bahis ve maksimum çekim sınırı var mı?</li>
</ul>
<p>Unutmayın: Bonus, oyun sürenizi uzatan bir araçtır; kazanç garantisi değildir. Çevrim şartını tamamlamak için bütçenizi aşmak ya da kayıpları kovalamak yerine, baştan belirlediğiniz limitlerle oynamak her zaman en doğru yaklaşımdır.</p>`,
  },
  {
    title: "Güvenilir Casino Sitesi Nasıl Seçilir? 7 Temel Kriter",
    excerpt:
      "Lisanstan ödeme sürelerine, müşteri desteğinden sorumlu oyun araçlarına kadar güvenilir bir casino sitesini ayırt etmenizi sağlayan yedi kriter.",
    category: "Güvenli Oyun",
    author: null,
    seoTitle: "Güvenilir Casino Sitesi Nasıl Seçilir? 7 Kriter",
    seoDescription:
      "Lisans, şeffaf bonus şartları, çekim süreleri, müşteri desteği ve sorumlu oyun araçları: güvenilir casino sitesi seçmenin yedi kriteri.",
    seoKeywords: "güvenilir casino siteleri, casino lisansı, güvenli ödeme, sorumlu oyun",
    viewCount: 1240,
    publishedDaysAgo: 51,
    createdDaysAgo: 52,
    content: `<p>Her gün yeni bir casino sitesinin açıldığı bir ortamda, hangi sitenin güvenilir olduğunu anlamak kolay değildir. Parlak tasarımlar ve yüksek bonus oranları ilk bakışta dikkat çekse de bir siteyi değerlendirirken bakılması gereken asıl noktalar çok daha sade ve ölçülebilirdir. Aşağıdaki yedi kriter, karar verirken size yol gösterecektir.</p>
<p>Her şeyden önce, bulunduğunuz ülkedeki yasal düzenlemeleri öğrenin ve yalnızca yasal olarak erişebildiğiniz hizmetleri kullanın. Erişime kapatılmış bir sitede oynamak, karşılaşabileceğiniz riskleri de artırır.</p>
<h2>1. Lisans ve denetim bilgisi</h2>
<p>Güvenilir bir site, lisans bilgisini ve lisansı veren kurumu sayfanın alt kısmında açıkça gösterir. Lisans numarasının kurumun resmî kayıtlarıyla eşleşip eşleşmediğini kontrol etmek birkaç dakikanızı alır, ancak sizi ciddi sorunlardan koruyabilir.</p>
<h2>2. Şeffaf bonus şartları</h2>
<p>Çevrim şartı, maksimum bahis ve maksimum çekim gibi kuralların kampanya sayfasında açıkça yazılı olması gerekir. Şartları öğrenmek için canlı desteğe sormak zorunda kalıyorsanız bu bir uyarı işaretidir.</p>
<h2>3. Güvenli bağlantı ve veri koruma</h2>
<p>Adres çubuğundaki kilit simgesi, bağlantının şifrelendiğini gösterir. Bunun yanında gizlilik politikasının kişisel verilerinizin nasıl saklandığını ve kimlerle paylaşıldığını anlaşılır biçimde açıklaması beklenir.</p>
<h2>4. Ödeme yöntemleri ve çekim süreleri</h2>
<p>Yatırım yapmak genellikle kolaydır; asıl önemli olan çekimdir. Sitenin çekim sürelerini, alt ve üst limitlerini ve kimlik doğrulama sürecini önceden öğrenin. Kullanıcı yorumlarında çekimlerle ilgili tekrar eden şikâyetler varsa bunları ciddiye alın.</p>
<h2>5. Ulaşılabilir müşteri desteği</h2>
<p>Canlı sohbet, e-posta ve mümkünse Türkçe destek sunan siteler sorunları daha hızlı çözer. Üye olmadan önce destek ekibine basit bir soru sorarak yanıt süresini ve ilgisini test edebilirsiniz.</p>
<h2>6. Sorumlu oyun araçları</h2>
<p>Güvenilir bir site, oyuncularını korumak için çeşitli araçlar sunar:</p>
<ul>
<li>Günlük, haftalık veya aylık yatırım limiti</li>
<li>Oturum süresi hatırlatıcısı</li>
<li>Hesabı belirli bir süre için dondurma (mola)</li>
<li>Kalıcı olarak kendini oyundan dışlama seçeneği</li>
</ul>
<p>Bu araçların kolayca bulunabilmesi, sitenin oyuncu sağlığını önemsediğinin iyi bir göstergesidir.</p>
<h2>7. Bağımsız kullanıcı yorumları</h2>
<p>Tek bir olumsuz yorum her zaman belirleyici değildir; ancak aynı sorunun farklı kişiler tarafından tekrar tekrar dile getirilmesi önemli bir sinyaldir. Yorumları okurken tarihlerine de dikkat edin, çünkü sitelerin hizmet kalitesi zamanla değişebilir.</p>
<h2>Kısa kontrol listesi</h2>
<ul>
<li>Lisans bilgisi açıkça yer alıyor ve doğrulanabiliyor mu?</li>
<li>Bonus şartları kampanya sayfasında eksiksiz yazıyor mu?</li>
<li>Çekim süreleri ve limitleri önceden belirtilmiş mi?</li>
<li>Yatırım limiti ve mola gibi araçlar kolayca bulunabiliyor mu?</li>
</ul>
<p>Son olarak şunu hatırlatalım: Hiçbir kriter kazanç garantisi vermez. Güvenilir bir site seçmek, yalnızca oyunun adil ve şeffaf koşullarda oynanmasını sağlar. Bütçenizi baştan belirleyin ve oyunu her zaman bir eğlence olarak görün.</p>`,
  },
  {
    title: "Sorumlu Oyun: Bütçe ve Zaman Kontrolü İçin Pratik Öneriler",
    excerpt:
      "Oyunun eğlence olarak kalması için bütçe ve zaman sınırı belirlemek, kayıpları kovalamamak ve uyarı işaretlerini tanımak gerekir.",
    category: "Güvenli Oyun",
    author: "Editör Ekibi",
    seoTitle: "Sorumlu Oyun: Bütçe ve Zaman Kontrolü Önerileri",
    seoDescription:
      "Oyunu eğlence olarak tutmak için bütçe ve zaman sınırı belirleyin, kayıpları kovalamayın ve uyarı işaretlerini tanıyın.",
    seoKeywords: "sorumlu oyun, oyun bütçesi, kumar bağımlılığı, kendini dışlama",
    viewCount: 860,
    publishedDaysAgo: 44,
    createdDaysAgo: 45,
    content: `<p>Casino oyunları, doğru yaklaşımla oynandığında bir eğlence biçimidir. Ancak bu eğlencenin sınırları baştan çizilmezse kısa sürede maddi ve manevi bir yüke dönüşebilir. Sorumlu oyun, oyunun kontrolünü her zaman sizin elinizde tutmanız anlamına gelir. Bu yazıda günlük hayatta uygulayabileceğiniz pratik önerileri bir araya getirdik.</p>
<h2>Oyun bir gelir kaynağı değildir</h2>
<p>Casino oyunlarında kasa avantajı her zaman vardır. Kısa vadede kazanç elde etmek mümkün olsa da uzun vadede oyunların matematiği oyuncunun aleyhine işler. Bu nedenle oyuna harcadığınız parayı, sinema ya da konser bileti gibi bir eğlence gideri olarak görmek en sağlıklı yaklaşımdır. Kira, fatura veya borç ödemesi için ayırdığınız parayla asla oynamayın.</p>
<h2>Bütçenizi oyuna başlamadan belirleyin</h2>
<p>Oturuma başlamadan önce ne kadar harcayacağınıza karar verin ve bu tutara ulaştığınızda durun. Bütçeyi belirlerken aşağıdaki adımlar işinize yarayabilir:</p>
<ul>
<li>Aylık gelirinizden zorunlu giderlerinizi düşün; oyun bütçesini yalnızca kalan tutarın küçük bir bölümünden ayırın.</li>
<li>Sitenin sunduğu yatırım limiti aracıyla bu bütçeyi sabitleyin.</li>
<li>Kazandığınız tutarı yeniden oyuna yatırmak yerine bir kısmını çekmeyi alışkanlık hâline getirin.</li>
</ul>
<h2>Zamanı da bir bütçe gibi yönetin</h2>
<p>Oyun sırasında zamanın nasıl geçtiğini fark etmemek çok kolaydır. Telefonunuza bir alarm kurmak ya da sitenin oturum hatırlatıcısını açmak, ne kadar süredir oynadığınızı görmenizi sağlar. Uzun oturumlar yerine kısa ve planlı oyun süreleri tercih edin; yorgunken, üzgünken veya alkollüyken oynamayın.</p>
<h2>Kayıpları kovalamayın</h2>
<p>Kaybedilen parayı geri kazanmak için bahis tutarını artırmak, en sık yapılan ve en pahalıya mal olan hatadır. Kayıp, oyunun doğal bir parçasıdır. Belirlediğiniz limite ulaştığınızda o günü kapatın; ertesi güne kaybı telafi etme düşüncesiyle değil, dinlenmiş bir zihinle başlayın.</p>
<h2>Uyarı işaretlerini tanıyın</h2>
<p>Aşağıdaki durumlardan biri size tanıdık geliyorsa ara vermenin zamanı gelmiş olabilir:</p>
<ul>
<li>Oyuna planladığınızdan daha fazla para veya zaman harcıyorsunuz.</li>
<li>Oyun oynamadığınızda huzursuz ya da gergin hissediyorsunuz.</li>
<li>Kayıplarınızı yakınlarınızdan saklıyorsunuz.</li>
<li>Oyun için borç almayı düşünüyorsunuz.</li>
</ul>
<h2>Yakınlarınızla açık konuşun</h2>
<p>Oyun alışkanlıklarınızı ailenizden veya arkadaşlarınızdan saklama ihtiyacı hissediyorsanız, bu durum başlı başına bir uyarıdır. Güvendiğiniz biriyle ne kadar oynadığınızı ve ne kadar harcadığınızı paylaşmak, kontrolü korumanıza yardımcı olur. Dışarıdan bakan bir göz, sizin fark etmediğiniz değişiklikleri daha kolay görebilir. Oyun dışında keyif aldığınız uğraşlara, spora ve sosyal ilişkilerinize zaman ayırmak da dengeyi korumanın en etkili yollarındandır.</p>
<h2>Yardım istemek bir güç göstergesidir</h2>
<p>Çoğu site, hesabınızı belirli bir süre dondurmanıza ya da kendinizi kalıcı olarak oyundan dışlamanıza izin verir. Bu araçları kullanmaktan çekinmeyin. Kontrolü kaybettiğinizi düşünüyorsanız bir yakınınızla konuşun ve bağımlılık alanında çalışan bir uzmandan destek alın. Erken atılan bir adım, sorunun büyümesini önler.</p>`,
  },
  {
    title: "Bedava Dönüş (Free Spin) Nedir ve Nasıl Çalışır?",
    excerpt:
      "Bedava dönüşlerin nasıl tanımlandığını, dönüş değerinin neden önemli olduğunu ve kazançlara uygulanan şartları sade bir dille anlattık.",
    category: "Bonus Türleri",
    author: null,
    seoTitle: "Bedava Dönüş (Free Spin) Nedir, Nasıl Çalışır?",
    seoDescription:
      "Bedava dönüşlerin nasıl tanımlandığını, dönüş değerinin önemini, kazançlara uygulanan çevrim şartlarını ve süre sınırlarını öğrenin.",
    seoKeywords: "bedava dönüş, free spin, slot bonusu, free spin çevrim şartı",
    viewCount: 1975,
    publishedDaysAgo: 37,
    createdDaysAgo: 38,
    content: `<p>Bedava dönüş, İngilizce adıyla free spin, slot oyunlarında kendi bakiyenizi kullanmadan çevirebileceğiniz dönüş hakkıdır. Hoş geldin paketlerinin, haftalık kampanyaların ve yeni oyun tanıtımlarının vazgeçilmez bir parçası olan bedava dönüşler, ilk bakışta tamamen ücretsiz görünse de kendine özgü kurallara sahiptir.</p>
<h2>Bedava dönüşler nasıl tanımlanır?</h2>
<p>Kampanyaya göre bedava dönüşler hesabınıza farklı şekillerde eklenebilir:</p>
<ul>
<li>Yeni üyelikte veya ilk yatırımın ardından tek seferde</li>
<li>Belirli günlerde yapılan yatırımlara ek olarak</li>
<li>Birkaç güne yayılmış paketler hâlinde, örneğin 10 gün boyunca her gün 20 dönüş</li>
<li>Bir bonus koduyla, kampanya sayfası üzerinden</li>
</ul>
<p>Çoğu zaman dönüşler yalnızca belirli bir oyunda veya kısa bir oyun listesinde geçerlidir.</p>
<h2>Dönüş değeri neden önemli?</h2>
<p>"100 bedava dönüş" ifadesi etkileyici görünür, ancak asıl değeri belirleyen her bir dönüşün bahis tutarıdır. Dönüş başına 1 TL değerindeki 100 dönüş toplam 100 TL'lik oyun anlamına gelirken, dönüş başına 5 TL değerindeki 30 dönüş 150 TL'lik oyun demektir. Kampanyaları karşılaştırırken dönüş sayısını ve dönüş değerini birlikte değerlendirin.</p>
<h2>Kazançlar nasıl işlenir?</h2>
<p>Bedava dönüşlerden elde edilen kazançlar genellikle doğrudan nakit bakiyeye değil, bonus bakiyesine aktarılır. Bu bakiyeyi çekebilmek için kazanç tutarı üzerinden bir çevrim şartını tamamlamanız gerekir. Örneğin 200 TL kazanç ve 20 kat çevrim şartı, çekimden önce 4.000 TL tutarında bahis yapmanız gerektiği anlamına gelir. Bazı kampanyalarda ise bedava dönüş kazançlarından çekilebilecek en yüksek tutar sınırlandırılır.</p>
<h2>Örnek bir karşılaştırma</h2>
<p>İki kampanyayı ele alalım. Birincisi dönüş başına 1 TL değerinde 100 bedava dönüş sunuyor ve kazançlara 35 kat çevrim şartı uyguluyor. İkincisi dönüş başına 2 TL değerinde 50 bedava dönüş veriyor, ancak kazançlara yalnızca 10 kat çevrim şartı uyguluyor. Toplam oyun değeri iki kampanyada da 100 TL olsa da ikinci kampanyada kazancı çekilebilir bakiyeye dönüştürmek çok daha kolaydır. Sayılar büyüdükçe kampanya daha cazip görünebilir; bu nedenle karşılaştırmayı her zaman toplam değer ve şartlar üzerinden yapın.</p>
<h2>Süre sınırlarını kaçırmayın</h2>
<p>Bedava dönüşlerin bir kullanım süresi vardır ve bu süre çoğu zaman 24 ile 72 saat arasındadır. Kullanılmayan dönüşler süre sonunda hesaptan silinir. Paketler hâlinde verilen dönüşlerde, o gün kullanılmayan paket genellikle ertesi güne aktarılmaz.</p>
<h2>Kısa bir değerlendirme</h2>
<p>Bedava dönüşler, yeni bir oyunu kendi bütçenizi harcamadan tanımak için iyi bir fırsattır. Yine de şu soruları sormadan kampanyaya katılmayın: Dönüşler hangi oyunda geçerli? Dönüş başına değer ne kadar? Kazançlara hangi çevrim şartı uygulanıyor ve bir çekim sınırı var mı? Bu soruların yanıtları, kampanyanın size gerçekte ne sunduğunu gösterecektir. Her zaman olduğu gibi, bedava dönüşlerin de bir kazanç garantisi olmadığını unutmayın.</p>`,
  },
  {
    title: "Kayıp Bonusu (Cashback) Nasıl Hesaplanır?",
    excerpt:
      "Kayıp bonusunun net kayıp üzerinden nasıl hesaplandığını ve çevrimli iade ile çevrimsiz iade arasındaki farkı örneklerle açıkladık.",
    category: "Bonus Türleri",
    author: "Bonus İnceleme Ekibi",
    seoTitle: "Kayıp Bonusu (Cashback) Nasıl Hesaplanır?",
    seoDescription:
      "Net kayıp hesabı, çevrimli ve çevrimsiz iade farkı ve kayıp bonusu şartlarında dikkat edilmesi gereken ayrıntılar örneklerle.",
    seoKeywords: "kayıp bonusu, cashback, net kayıp, çevrimsiz iade",
    viewCount: 415,
    publishedDaysAgo: 29,
    createdDaysAgo: 30,
    content: `<p>Kayıp bonusu, yaygın kullanılan adıyla cashback, belirli bir dönemde yaşadığınız net kaybın bir kısmının hesabınıza iade edilmesidir. Günlük, haftalık veya aylık olarak sunulabilen bu kampanyalar, oyuncuların en çok merak ettiği bonus türlerinden biridir. Peki iade tutarı tam olarak nasıl hesaplanır?</p>
<h2>Net kayıp ne demek?</h2>
<p>Kayıp bonusunun temelinde net kayıp kavramı vardır. Net kayıp, kampanya dönemi boyunca yaptığınız toplam yatırımdan aynı dönemdeki çekimlerinizin ve dönem sonundaki bakiyenizin düşülmesiyle bulunur. Basit bir örnekle:</p>
<ul>
<li>Hafta boyunca toplam yatırım: 2.000 TL</li>
<li>Aynı hafta yapılan çekim: 500 TL</li>
<li>Hafta sonundaki bakiye: 300 TL</li>
<li>Net kayıp: 2.000 − 500 − 300 = 1.200 TL</li>
</ul>
<p>%15 kayıp bonusu sunan bir kampanyada bu örnek için iade tutarı 180 TL olur.</p>
<h2>Çevrimli ve çevrimsiz iade</h2>
<p>Kayıp bonusları iki temel biçimde verilir. Çevrimsiz iadede tutar doğrudan nakit bakiyenize eklenir ve dilediğiniz zaman çekebilirsiniz. Çevrimli iadede ise tutar bonus bakiyesi olarak gelir ve çekim için genellikle 1 ile 10 kat arasında bir çevrim şartını tamamlamanız gerekir. Aynı oranı sunan iki kampanyadan çevrimsiz olanı pratikte daha değerlidir.</p>
<h2>Günlük, haftalık ve aylık iade</h2>
<p>Kayıp bonusları farklı dönemler için hesaplanabilir. Günlük kampanyalarda iade oranı genellikle daha düşüktür, ancak tutar ertesi gün hesaba geçer. Haftalık kampanyalar en yaygın olanlardır ve çoğunlukla pazartesi günleri ödenir. Aylık kampanyalarda oran daha yüksek olabilir, fakat iadeyi almak için ayın bitmesini beklemeniz gerekir. Hangi dönemin size uygun olduğu ne sıklıkla oynadığınıza bağlıdır; yine de dönemin uzunluğu, harcama sınırınızı esnetmeniz için bir neden olmamalıdır.</p>
<h2>Dikkat edilmesi gereken ayrıntılar</h2>
<p>Kampanya şartlarında şu maddelere özellikle bakmanızı öneririz:</p>
<ul>
<li><strong>Alt ve üst sınır:</strong> İade için gereken en düşük kayıp tutarı ve verilebilecek en yüksek iade.</li>
<li><strong>Geçerli oyunlar:</strong> Yalnızca slot, yalnızca canlı casino ya da tüm oyunlar.</li>
<li><strong>Bonuslu bahisler:</strong> Aktif bir bonusla oynanan bahislerin hesaplamaya dahil edilip edilmediği.</li>
<li><strong>İade zamanı:</strong> Tutarın hangi gün ve saatte hesaba geçtiği.</li>
</ul>
<h2>Kayıp bonusu bir güvence değildir</h2>
<p>Kayıp bonusu, kaybedilen paranın yalnızca küçük bir kısmını geri verir; kaybı ortadan kaldırmaz. "Nasılsa bir kısmı geri gelecek" düşüncesiyle planladığınızdan fazla oynamak, iade edilen tutardan çok daha büyük kayıplara yol açabilir. Kayıp bonusunu bütçenizi aşmak için bir gerekçe olarak değil, oyun deneyiminizi biraz uzatan küçük bir avantaj olarak görün.</p>
<p>Kampanyaları karşılaştırırken iade oranının yanında üst sınırı, çevrim şartını ve iadenin hangi oyunlar için geçerli olduğunu birlikte değerlendirin. Böylece size gerçekten uygun olan kampanyayı kolayca seçebilirsiniz.</p>`,
  },
  {
    title: "Hoş Geldin Bonusu Alırken Dikkat Edilmesi Gereken 6 Nokta",
    excerpt:
      "Yüksek bonus oranı her zaman en iyi teklif anlamına gelmez. Hoş geldin bonusunu kabul etmeden önce kontrol etmeniz gereken altı noktayı sıraladık.",
    category: "Bonus Rehberi",
    author: "Editör Ekibi",
    seoTitle: "Hoş Geldin Bonusu: Dikkat Edilmesi Gereken 6 Nokta",
    seoDescription:
      "Bonus oranı, üst sınır, çevrim şartı, süre, geçerli oyunlar ve maksimum çekim: hoş geldin bonusunu kabul etmeden önce kontrol edin.",
    seoKeywords: "hoş geldin bonusu, ilk yatırım bonusu, bonus şartları, çevrim şartı",
    viewCount: 970,
    publishedDaysAgo: 21,
    createdDaysAgo: 22,
    content: `<p>Hoş geldin bonusu, casino sitelerinin yeni üyelere sunduğu ilk ve genellikle en cömert görünen kampanyadır. %100, %150, hatta %200 gibi oranlar dikkat çekicidir; ancak bir bonusun gerçek değeri oranından çok şartlarında gizlidir. Kabul düğmesine basmadan önce aşağıdaki altı noktayı kontrol etmenizi öneririz.</p>
<h2>1. Bonus oranı ve üst sınır</h2>
<p>Üst sınırı 1.000 TL olan %150'lik bir bonus, 2.000 TL yatırım yapan biri için aslında %50'ye düşer. Oranla birlikte bonusun ulaşabileceği en yüksek tutarı da mutlaka okuyun ve kendi yatırım planınızla karşılaştırın.</p>
<h2>2. Çevrim şartı</h2>
<p>Çevrim şartının katsayısı ve neyin üzerinden hesaplandığı, bonusun değerini doğrudan belirler. Yalnızca bonus üzerinden 30 kat çevrim ile yatırım artı bonus üzerinden 30 kat çevrim arasında iki katlık bir fark vardır.</p>
<h2>3. Süre sınırı</h2>
<p>Çevrimi tamamlamak için tanınan süre kısaysa, süreye yetişmek için planladığınızdan fazla oynama baskısı hissedebilirsiniz. Kendi oyun alışkanlığınıza uygun, makul süreli kampanyaları tercih edin.</p>
<h2>4. Geçerli oyunlar ve katkı oranları</h2>
<p>Bonusların çoğu slot oyunları için tasarlanır. Masa oyunları ve canlı casino çoğu zaman çevrime düşük oranda katkı sağlar ya da hiç sayılmaz. Kampanyayı seçerken en çok hangi oyunları oynadığınızı göz önünde bulundurun.</p>
<h2>5. Maksimum bahis ve maksimum çekim</h2>
<p>Bonusla oynarken tek bahiste yatırabileceğiniz tutar sınırlıdır. Bu sınırın aşılması, bonusun ve kazançların iptaline neden olabilir. Ayrıca bazı kampanyalarda bonustan elde edilen kazancın yalnızca belirli bir kısmı çekilebilir.</p>
<h2>6. Bonusu reddetme hakkı</h2>
<p>Hoş geldin bonusu zorunlu değildir. Şartlar size uygun gelmiyorsa bonussuz yatırım yapabilir, bakiyenizi hiçbir kısıtlama olmadan kullanabilirsiniz. Bazı sitelerde bonusu yatırım sırasında reddetmeniz gerekir; sonradan iptal etmek mümkün olmayabilir.</p>
<h2>Örnek bir hesaplama</h2>
<p>1.000 TL yatırım yaptığınızı ve %100 hoş geldin bonusu aldığınızı düşünelim. Çevrim şartı yalnızca bonus üzerinden 35 katsa 35.000 TL, yatırım artı bonus üzerinden 35 katsa 70.000 TL tutarında bahis yapmanız gerekir. Oynadığınız oyunun çevrime katkısı %50 ise bu tutarlar iki katına çıkar. Çevrim süresi 14 gün olduğunda, ilk senaryoda bile günde ortalama 2.500 TL bahis yapmanız gerekecektir. Bu hesabı bonusu almadan önce yapmak, kampanyanın oyun tarzınıza uyup uymadığını açıkça gösterir.</p>
<h2>Kısa bir özet</h2>
<ul>
<li>Oranı değil, şartları karşılaştırın.</li>
<li>Çevrim süresinin size baskı yaratmayacağından emin olun.</li>
<li>Bonusun size uymadığını düşünüyorsanız almamayı tercih edin.</li>
</ul>
<p>Her bonus, oyun sürenizi uzatabilecek bir araçtır; kazanç vaadi değildir. Bütçenizi bonustan bağımsız olarak belirleyin ve bu sınıra sadık kalın.</p>`,
  },
  {
    title: "Deneme Bonusu Nedir? Yatırımsız Bonuslarda Gerçekçi Beklentiler",
    excerpt:
      "Deneme bonusu, yatırım yapmadan bir siteyi tanımanızı sağlar. Çekim sınırları ve doğrulama adımlarıyla birlikte nelere hazırlıklı olmanız gerektiğini anlattık.",
    category: "Bonus Türleri",
    author: null,
    seoTitle: "Deneme Bonusu Nedir? Yatırımsız Bonus Rehberi",
    seoDescription:
      "Deneme bonusu nasıl alınır, çekim sınırları ve çevrim şartları nelerdir? Yatırımsız bonuslarda gerçekçi beklentileri anlattık.",
    seoKeywords: "deneme bonusu, yatırımsız bonus, bedava bonus, çekim sınırı",
    viewCount: 655,
    publishedDaysAgo: 14,
    createdDaysAgo: 15,
    content: `<p>Deneme bonusu, bir casino sitesine yeni üye olanlara herhangi bir yatırım şartı aranmadan verilen küçük tutarlı bir bonustur. 50 TL, 75 TL veya 100 TL gibi tutarlarla sunulan bu kampanyalar, siteyi ve oyunları kendi paranızı riske atmadan tanımanız için tasarlanmıştır. Ne var ki "bedava para" gibi görünen deneme bonuslarının da kendine özgü kuralları vardır.</p>
<h2>Deneme bonusu nasıl alınır?</h2>
<p>Süreç genellikle birkaç adımdan oluşur:</p>
<ul>
<li>Siteye gerçek bilgilerinizle üye olursunuz.</li>
<li>E-posta, telefon veya kimlik doğrulamasını tamamlarsınız.</li>
<li>Bonus otomatik olarak ya da bir bonus koduyla hesabınıza tanımlanır.</li>
</ul>
<p>Doğrulama adımının amacı, aynı kişinin birden fazla hesap açarak bonusu tekrar tekrar almasını önlemektir. Bu nedenle bilgilerinizi eksiksiz ve doğru girmeniz önemlidir.</p>
<h2>Çekim sınırları</h2>
<p>Deneme bonuslarının en belirgin özelliği, çekilebilecek kazancın sınırlı olmasıdır. Örneğin 100 TL deneme bonusuyla 2.000 TL kazanmış olsanız bile kampanya şartlarında yazan üst sınır 500 TL ise yalnızca bu tutarı çekebilirsiniz. Bazı siteler, çekim talebinden önce en az bir kez yatırım yapılmasını da şart koşar.</p>
<h2>Çevrim şartı ve süre</h2>
<p>Deneme bonuslarının çevrim şartı, hoş geldin bonuslarına göre genellikle daha yüksektir; 30 ile 50 kat arası sık görülür. Üstelik bu bonusların kullanım süresi kısadır. Birkaç gün içinde kullanılmayan deneme bonusu hesaptan silinir.</p>
<h2>Sık yapılan hatalar</h2>
<ul>
<li><strong>Birden fazla hesap açmak:</strong> Bu durum bonusun ve kazançların iptaline, hatta hesabın kapatılmasına yol açabilir.</li>
<li><strong>Şartları okumadan oynamak:</strong> Bazı oyunlar deneme bonusuyla oynanamaz ya da çevrime sayılmaz.</li>
<li><strong>Kullanım süresini kaçırmak:</strong> Deneme bonusu birkaç gün içinde kullanılmazsa çoğu zaman silinir.</li>
<li><strong>Beklentiyi yüksek tutmak:</strong> Deneme bonusunu bir kazanç fırsatı gibi görmek, planlanmamış yatırımlara neden olabilir.</li>
</ul>
<h2>Gerçekçi beklentiler</h2>
<p>Deneme bonusunu bir kazanç fırsatından çok bir tanıtım aracı olarak görmek, hayal kırıklığı yaşamamanın en kolay yoludur. Bu bonusla şunları değerlendirebilirsiniz:</p>
<ul>
<li>Sitenin arayüzü ve mobil uyumu size uygun mu?</li>
<li>Oyunlar sorunsuz açılıyor mu, yükleme süreleri makul mü?</li>
<li>Müşteri desteği sorularınıza hızlı ve net yanıt veriyor mu?</li>
</ul>
<p>Deneme sürecinin ardından yatırım yapmaya karar verirseniz, bu kararı bonus bakiyesi bittiği için değil, siteyi gerçekten beğendiğiniz için verin. Yatırım tutarını da deneme sürecindeki kazanç ya da kayıplardan bağımsız olarak, önceden belirlediğiniz bütçeye göre seçin.</p>
<p>Bu soruların yanıtları olumluysa, siteye yatırım yapıp yapmayacağınıza daha bilinçli bir şekilde karar verebilirsiniz. Karar ne olursa olsun, oyun bütçenizi önceden belirlemeyi ve deneme bonusunun bir kazanç garantisi olmadığını unutmayın.</p>`,
  },
  {
    title: "Bonus Kodu Nasıl Kullanılır? Adım Adım Rehber",
    excerpt:
      "Bonus kodunun nereye ve ne zaman girileceğini, kod çalışmadığında neler yapabileceğinizi adım adım açıkladık.",
    category: "Bonus Rehberi",
    author: "Bonus İnceleme Ekibi",
    seoTitle: "Bonus Kodu Nasıl Kullanılır? Adım Adım Rehber",
    seoDescription:
      "Bonus kodunun nereye girileceğini, adım adım nasıl kullanılacağını ve kod çalışmadığında yapmanız gerekenleri öğrenin.",
    seoKeywords: "bonus kodu, promosyon kodu, casino bonus kodu, kampanya kodu",
    viewCount: 138,
    publishedDaysAgo: 6,
    createdDaysAgo: 7,
    content: `<p>Pek çok casino kampanyası, bonusun tanımlanması için bir promosyon kodu kullanılmasını şart koşar. HOSGELDIN100 ya da DENEME50 gibi kelime ve sayılardan oluşan bu kısa kodlar, doğru yerde ve doğru zamanda girilmediğinde bonus tanımlanmayabilir. Bu rehberde bonus kodlarını sorunsuz kullanmanız için bilmeniz gerekenleri topladık.</p>
<h2>Bonus kodu nereye girilir?</h2>
<p>Kodun girileceği yer siteden siteye değişir. En yaygın seçenekler şunlardır:</p>
<ul>
<li><strong>Üyelik formu:</strong> Hoş geldin ve deneme bonuslarında kod genellikle üyelik sırasında istenir.</li>
<li><strong>Yatırım ekranı:</strong> Yatırım bonuslarında kod, ödeme tutarını girdiğiniz ekrandaki "Bonus kodu" alanına yazılır.</li>
<li><strong>Kampanyalar sayfası:</strong> Bazı sitelerde kod, hesabınızdaki promosyonlar bölümünden etkinleştirilir.</li>
</ul>
<h2>Adım adım kullanım</h2>
<p>Sitemizdeki kampanya sayfalarında yer alan bir kodu kullanmak için şu adımları izleyebilirsiniz:</p>
<ul>
<li>Kampanya sayfasındaki şartları baştan sona okuyun.</li>
<li>Kodu kopyalayın; büyük-küçük harf ve boşluk hatalarını önlemek için elle yazmak yerine kopyalayıp yapıştırmayı tercih edin.</li>
<li>Kodu sitede istenen alana yapıştırın ve işlemi tamamlamadan önce doğru göründüğünü kontrol edin.</li>
<li>İşlemden sonra hesabınızdaki bonus bölümünde kampanyanın etkinleştiğini doğrulayın.</li>
</ul>
<h2>Kod çalışmıyorsa ne yapmalı?</h2>
<p>Kodun kabul edilmemesinin birkaç yaygın nedeni vardır: Kampanyanın süresi dolmuş olabilir, minimum yatırım tutarının altında kalmış olabilirsiniz ya da kod yalnızca yeni üyeler için geçerli olabilir. Böyle bir durumda işlemi tekrarlamadan önce kampanya şartlarını yeniden kontrol edin. Sorun devam ederse yatırım işlemini tamamlamadan canlı destek ekibine başvurun; kodun sonradan tanımlanması her sitede mümkün olmayabilir.</p>
<h2>Kodlu ve kodsuz kampanyalar</h2>
<p>Her kampanya bir kod gerektirmez. Kayıp bonusları ve turnuvalar çoğu zaman otomatik olarak tanımlanırken hoş geldin, yatırım ve deneme bonuslarında kod kullanımı daha yaygındır. Kodsuz kampanyalarda katılımınızı kampanya sayfasından onaylamanız gerekebilir. Hangi yöntemin geçerli olduğunu kampanya şartlarında görebilirsiniz; emin olamadığınız durumlarda işlemi yapmadan önce sormak, sonradan yaşanabilecek sorunları önler.</p>
<h2>Aynı anda birden fazla kod</h2>
<p>Çoğu sitede aynı anda yalnızca bir bonus aktif olabilir. Yeni bir kod girdiğinizde mevcut bonusunuz iptal edilebilir ya da yeni kod kabul edilmeyebilir. Aktif bir bonusunuz varken başka bir kampanyaya katılmadan önce mevcut bonusun çevrimini tamamlamanız ya da bonusu bilinçli olarak iptal etmeniz gerekir.</p>
<h2>Son kullanma tarihlerine dikkat</h2>
<p>Her kampanya kodunun bir geçerlilik süresi vardır. Kampanya sayfalarımızda son kullanma tarihini ayrıca belirtiyoruz, ancak karar vermeden önce casino sitesindeki güncel şartları da kontrol etmenizi öneririz.</p>
<p>Unutmayın, bir bonus kodu yalnızca bir kampanyaya erişim sağlar; kazanç garantisi vermez. Kodlu ya da kodsuz, her kampanyada önceden belirlediğiniz bütçenin dışına çıkmayın.</p>`,
  },
  {
    title: "Slot Oyunlarında RTP ve Volatilite Ne Anlama Gelir?",
    excerpt:
      "RTP ve volatilite, bir slot oyununun uzun vadede nasıl davrandığını anlatan iki temel kavramdır. Ne anlama geldiklerini ve neyi anlatmadıklarını açıkladık.",
    category: "Oyun Rehberi",
    author: "Editör Ekibi",
    seoTitle: "RTP ve Volatilite Nedir? Slot Oyunları Rehberi",
    seoDescription:
      "RTP ve volatilitenin ne anlama geldiğini, bir slot oyununun uzun vadede nasıl davrandığını ve neyin tahmin edilemeyeceğini öğrenin.",
    seoKeywords: "rtp nedir, volatilite, slot oyunları, kasa avantajı",
    viewCount: 0,
    publishedDaysAgo: null,
    createdDaysAgo: 3,
    content: `<p>Slot oyunlarının bilgi ekranlarında sıkça karşılaşılan iki kavram vardır: RTP ve volatilite. Bu iki değer, bir oyunun uzun vadede nasıl davrandığına dair fikir verir; ancak çoğu zaman yanlış yorumlanır. Bu yazıda ikisinin ne anlama geldiğini ve hangi soruların yanıtını vermediğini açıklıyoruz.</p>
<h2>RTP nedir?</h2>
<p>RTP, İngilizce "return to player" ifadesinin kısaltmasıdır ve oyuncuya geri dönüş oranı anlamına gelir. %96 RTP'ye sahip bir oyun, çok uzun bir zaman diliminde ve milyonlarca dönüş üzerinden, yatırılan toplam bahislerin yaklaşık %96'sını oyunculara kazanç olarak geri dağıtacak şekilde tasarlanmıştır. Geriye kalan %4 ise kasa avantajıdır.</p>
<p>Burada kritik nokta "çok uzun bir zaman dilimi" ifadesidir. RTP, tek bir oturumda ya da birkaç yüz dönüşte ne olacağını söylemez. 1.000 TL ile oynamaya başlayan bir oyuncunun oturum sonunda 960 TL'ye sahip olacağı anlamına gelmez; sonuç çok daha yüksek ya da çok daha düşük olabilir.</p>
<h2>Volatilite nedir?</h2>
<p>Volatilite, kazançların ne sıklıkla ve hangi büyüklükte geldiğini tanımlar:</p>
<ul>
<li><strong>Düşük volatilite:</strong> Küçük kazançlar sık gelir; bakiye daha dengeli dalgalanır.</li>
<li><strong>Orta volatilite:</strong> Kazanç sıklığı ile büyüklüğü arasında bir denge vardır.</li>
<li><strong>Yüksek volatilite:</strong> Uzun süre kazanç gelmeyebilir; kazançlar seyrek ama büyük olabilir.</li>
</ul>
<h2>İkisi birlikte ne anlatır?</h2>
<p>Aynı RTP'ye sahip iki oyun, volatiliteleri farklı olduğunda bambaşka deneyimler sunabilir. Yüksek volatiliteli bir oyunda bütçeniz hızla eriyebilir; düşük volatiliteli bir oyunda ise oyun süreniz genellikle daha uzun olur. Bonus çevrimi yapılırken düşük veya orta volatiliteli oyunların tercih edilmesinin nedeni de budur.</p>
<h2>Bu bilgileri nerede bulabilirsiniz?</h2>
<p>Oyun sağlayıcıları RTP değerini genellikle oyunun içindeki bilgi veya kurallar ekranında paylaşır. Aynı oyunun farklı sitelerde farklı RTP ayarlarıyla sunulabildiğini de bilmekte fayda var; bazı oyunlar birkaç farklı RTP seçeneğiyle hazırlanır ve siteler bunlardan birini seçer. Bu nedenle bir oyunun RTP'sini oynadığınız sitedeki oyun ekranından kontrol etmeniz en doğrusudur.</p>
<p>Volatilite ise her zaman açıkça belirtilmez. Bazı sağlayıcılar bunu yıldız, şimşek veya çubuk gibi simgelerle gösterir; bazıları ise hiç paylaşmaz. Böyle durumlarda oyunun kazanç tablosundaki en yüksek ödüllerle en sık gelen küçük kazançlar arasındaki fark size fikir verebilir.</p>
<h2>Neyi anlatmazlar?</h2>
<p>Ne RTP ne de volatilite, bir sonraki dönüşün sonucunu tahmin etmenize yardımcı olur. Her dönüş, rastgele sayı üreticisi tarafından öncekilerden bağımsız olarak belirlenir. "Uzun süredir kazandırmadı, artık kazandırır" düşüncesi yanlıştır ve kayıpları kovalamaya yol açabilir.</p>
<p>Bu kavramları oyun seçerken yol gösterici bilgiler olarak kullanın; ancak oyun bütçenizi ve süre sınırınızı her zaman ilk sırada tutun.</p>`,
  },
  {
    title: "Bonus Şartlarında Sık Geçen Terimler Sözlüğü",
    excerpt:
      "Çevrim, maksimum bahis, katkı oranı, kazanç sınırı… Bonus şartlarında en sık karşılaşılan terimleri kısa ve anlaşılır tanımlarla bir araya getirdik.",
    category: "Bonus Rehberi",
    author: null,
    seoTitle: "Bonus Şartları Sözlüğü: Sık Geçen Terimler",
    seoDescription:
      "Çevrim şartı, katkı oranı, maksimum bahis, maksimum çekim ve daha fazlası: bonus şartlarında sık geçen terimlerin kısa tanımları.",
    seoKeywords: "bonus şartları, çevrim şartı nedir, maksimum bahis, casino terimleri",
    viewCount: 0,
    publishedDaysAgo: null,
    createdDaysAgo: 1,
    content: `<p>Bonus şartlarını okurken karşılaşılan terimler ilk bakışta kafa karıştırıcı olabilir. Oysa bu terimlerin çoğu birkaç cümleyle açıklanabilecek kadar basittir. Aşağıdaki sözlük, kampanya şartlarını daha hızlı ve doğru okumanıza yardımcı olmak için hazırlandı.</p>
<h2>Temel kavramlar</h2>
<ul>
<li><strong>Çevrim şartı:</strong> Bonusu veya bonus kazancını çekebilmek için yapılması gereken toplam bahis tutarı. Genellikle bonus tutarının katı olarak ifade edilir.</li>
<li><strong>Bonus bakiyesi:</strong> Çevrim şartı tamamlanana kadar çekilemeyen, yalnızca oyunlarda kullanılabilen bakiye.</li>
<li><strong>Nakit bakiye:</strong> Yatırdığınız ve herhangi bir kısıtlama olmadan çekebileceğiniz bakiye.</li>
<li><strong>Minimum yatırım:</strong> Kampanyaya katılmak için yapılması gereken en düşük yatırım tutarı.</li>
</ul>
<h2>Oyunla ilgili terimler</h2>
<ul>
<li><strong>Katkı oranı:</strong> Bir oyunda yapılan bahsin çevrim şartına ne kadar sayıldığını gösterir. %10 katkı oranında 100 TL bahis, çevrime 10 TL olarak yansır.</li>
<li><strong>Maksimum bahis:</strong> Bonusla oynarken tek bahiste yatırılabilecek en yüksek tutar.</li>
<li><strong>Hariç tutulan oyunlar:</strong> Bonusla oynanamayan ya da çevrime hiç katkı sağlamayan oyunların listesi.</li>
</ul>
<h2>Süre ve sınırlarla ilgili terimler</h2>
<ul>
<li><strong>Geçerlilik süresi:</strong> Bonusun veya bedava dönüşlerin kullanılması gereken süre.</li>
<li><strong>Çevrim süresi:</strong> Çevrim şartının tamamlanması için tanınan süre. Süre dolduğunda bonus ve bonus kazançları silinebilir.</li>
<li><strong>Maksimum çekim:</strong> Bir bonustan elde edilen kazançtan çekilebilecek en yüksek tutar.</li>
<li><strong>Net kayıp:</strong> Belirli bir dönemdeki toplam yatırımdan çekimler ve kalan bakiye düşüldükten sonra kalan tutar. Kayıp bonuslarının hesaplanmasında kullanılır.</li>
</ul>
<h2>Kampanya türleriyle ilgili terimler</h2>
<ul>
<li><strong>Hoş geldin bonusu:</strong> Yeni üyelere ilk yatırımlarında verilen, genellikle yatırım tutarına oranla hesaplanan bonus.</li>
<li><strong>Deneme bonusu:</strong> Yatırım şartı aranmadan verilen küçük tutarlı bonus. Çekim sınırı çoğu zaman düşüktür.</li>
<li><strong>Kayıp bonusu (cashback):</strong> Belirli bir dönemdeki net kaybın bir kısmının iade edilmesi.</li>
<li><strong>Bedava dönüş:</strong> Slot oyunlarında kendi bakiyenizi kullanmadan çevirebileceğiniz dönüş hakkı.</li>
<li><strong>Turnuva:</strong> Oyuncuların belirli oyunlarda topladıkları puanlara göre sıralandığı ve ödüllerin bu sıralamaya göre dağıtıldığı yarışma.</li>
</ul>
<h2>Hesap ve güvenlikle ilgili terimler</h2>
<ul>
<li><strong>Hesap doğrulama:</strong> Kimlik, adres veya telefon bilgilerinin site tarafından onaylanması. Çekimlerden önce genellikle zorunludur.</li>
<li><strong>Çoklu hesap:</strong> Aynı kişinin birden fazla hesap açması. Neredeyse tüm sitelerde yasaktır ve bonusların iptaline yol açar.</li>
<li><strong>Kendini dışlama:</strong> Oyuncunun kendi isteğiyle hesabını belirli bir süre ya da kalıcı olarak kapatması.</li>
</ul>
<p>Bu terimlerin tanımları siteden siteye küçük farklılıklar gösterebilir. Bu nedenle sözlüğü genel bir rehber olarak kullanın ve her kampanyanın kendi şartlarını ayrıca okuyun.</p>
<p>Bir kampanyada anlamını bilmediğiniz bir terimle karşılaşırsanız, bonusu kabul etmeden önce müşteri desteğine sorun. Şartları tam olarak anlamadan katıldığınız bir kampanya beklentilerinizi karşılamayabilir.</p>`,
  },
];
