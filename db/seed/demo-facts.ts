/**
 * The facts of the demo casinos and promotions (issue #14), matching what their texts say. Kept beside
 * demo-content.ts so that file stays the texts; buildDemoContent merges them into the rows.
 */

type Games = ("slot" | "canli_casino" | "masa" | "spor")[];

export interface DemoPromotionFacts {
  bonus_percent?: number;
  bonus_amount?: number;
  free_spins?: number;
  wagering?: number;
  wagering_on?: "bonus" | "bonus_deposit";
  min_deposit?: number;
  max_cashout?: number;
  audience: "new" | "existing" | "all";
  games: Games;
  /** Days before now the offer began (negative: it begins later). */
  startedDaysAgo?: number;
}

export interface DemoCasinoFacts {
  license_authority: string;
  license_number: string;
  founded_year: number;
  min_deposit: number;
  min_withdrawal: number;
  withdrawal_time: string;
  support_channels: string[];
  support_hours: string;
  has_mobile_app: boolean;
  pros: string[];
  cons: string[];
  rating_bonuses: number;
  rating_payout_speed: number;
  rating_game_variety: number;
  rating_support: number;
  rating_trust: number;
  /** Slugs of the payment methods the migration lists. */
  paymentMethods: string[];
}

export const DEMO_CASINO_FACTS: Record<string, DemoCasinoFacts> = {
  atlas: {
    license_authority: "Curaçao eGaming",
    license_number: "8048/JAZ2017-031",
    founded_year: 2017,
    min_deposit: 100,
    min_withdrawal: 200,
    withdrawal_time: "2–6 saat",
    support_channels: ["canli_destek", "e_posta", "telegram"],
    support_hours: "7/24 Türkçe",
    has_mobile_app: true,
    pros: ["3.000'den fazla oyun", "Açık yazılmış bonus şartları", "7/24 Türkçe canlı destek"],
    cons: ["Bonuslu oyunda tek bahis 50 TL ile sınırlı"],
    rating_bonuses: 4.8,
    rating_payout_speed: 4.7,
    rating_game_variety: 4.9,
    rating_support: 4.8,
    rating_trust: 4.8,
    paymentMethods: ["papara", "havale-eft", "kripto", "kredi-karti"],
  },
  bogazici: {
    license_authority: "Curaçao eGaming",
    license_number: "1668/JAZ2019-112",
    founded_year: 2019,
    min_deposit: 200,
    min_withdrawal: 250,
    withdrawal_time: "4–12 saat",
    support_channels: ["canli_destek", "e_posta"],
    support_hours: "7/24",
    has_mobile_app: true,
    pros: ["%150'ye varan hoş geldin bonusu", "Spor bahisleri ve casino tek hesapta", "Kripto ile yatırım"],
    cons: ["Hoş geldin çevrimi yatırım + bonus üzerinden", "Canlı casino çevrime sayılmıyor"],
    rating_bonuses: 4.8,
    rating_payout_speed: 4.4,
    rating_game_variety: 4.6,
    rating_support: 4.5,
    rating_trust: 4.7,
    paymentMethods: ["havale-eft", "kripto", "papara", "payfix"],
  },
  lale: {
    license_authority: "Anjouan Gaming",
    license_number: "ALSI-202011034-FI1",
    founded_year: 2020,
    min_deposit: 150,
    min_withdrawal: 200,
    withdrawal_time: "6–24 saat",
    support_channels: ["canli_destek", "e_posta", "whatsapp"],
    support_hours: "09.00–02.00",
    has_mobile_app: false,
    pros: ["Yatırımsız deneme bonusu", "Üç aşamalı hoş geldin paketi", "Sade bonus şartları"],
    cons: ["Canlı destek gece 02.00'de kapanıyor", "Mobil uygulaması yok"],
    rating_bonuses: 4.7,
    rating_payout_speed: 4.2,
    rating_game_variety: 4.4,
    rating_support: 4.5,
    rating_trust: 4.6,
    paymentMethods: ["papara", "havale-eft", "mefete"],
  },
  kapadokya: {
    license_authority: "Curaçao eGaming",
    license_number: "365/JAZ2021-007",
    founded_year: 2021,
    min_deposit: 100,
    min_withdrawal: 150,
    withdrawal_time: "12–24 saat",
    support_channels: ["canli_destek", "telegram"],
    support_hours: "7/24",
    has_mobile_app: false,
    pros: ["Her hafta yeni slot oyunları", "Günlük kayıp bonusu", "Düşük minimum yatırım"],
    cons: ["Çekimler bir güne kadar sürebiliyor", "Canlı casino seçkisi dar"],
    rating_bonuses: 4.4,
    rating_payout_speed: 3.9,
    rating_game_variety: 4.5,
    rating_support: 4.1,
    rating_trust: 4.1,
    paymentMethods: ["papara", "havale-eft", "jeton"],
  },
  yakamoz: {
    license_authority: "Malta Gaming Authority",
    license_number: "MGA/B2C/402/2016",
    founded_year: 2016,
    min_deposit: 150,
    min_withdrawal: 200,
    withdrawal_time: "1–4 saat",
    support_channels: ["canli_destek", "e_posta", "telefon"],
    support_hours: "7/24 Türkçe",
    has_mobile_app: true,
    pros: ["Türkçe krupiyeli canlı masalar", "En hızlı çekimlerden biri", "Sorumlu oyun araçları"],
    cons: ["Canlı casino bonusunun çevrimi 40 kat"],
    rating_bonuses: 4.5,
    rating_payout_speed: 4.9,
    rating_game_variety: 4.7,
    rating_support: 4.7,
    rating_trust: 4.7,
    paymentMethods: ["papara", "havale-eft", "kredi-karti", "kripto", "payfix"],
  },
  maviliman: {
    license_authority: "Curaçao eGaming",
    license_number: "5536/JAZ2022-019",
    founded_year: 2022,
    min_deposit: 250,
    min_withdrawal: 300,
    withdrawal_time: "24 saat",
    support_channels: ["canli_destek", "e_posta"],
    support_hours: "10.00–24.00",
    has_mobile_app: true,
    pros: ["Bonus ve bedava dönüş bir arada", "Çevrimsiz canlı casino kayıp iadesi", "Kolay mobil uygulama"],
    cons: ["Minimum yatırım 250 TL", "Canlı destek gece kapalı"],
    rating_bonuses: 4.1,
    rating_payout_speed: 3.6,
    rating_game_variety: 4.0,
    rating_support: 3.8,
    rating_trust: 4.0,
    paymentMethods: ["havale-eft", "papara"],
  },
  cinaralti: {
    license_authority: "Curaçao eGaming",
    license_number: "8048/JAZ2018-054",
    founded_year: 2018,
    min_deposit: 200,
    min_withdrawal: 200,
    withdrawal_time: "6–12 saat",
    support_channels: ["canli_destek", "e_posta", "telegram"],
    support_hours: "7/24",
    has_mobile_app: false,
    pros: ["Aylık slot turnuvası", "Hoş geldin bonusuyla 100 bedava dönüş", "Şeffaf turnuva puanlaması"],
    cons: ["Bedava dönüş kazancı 2.000 TL ile sınırlı"],
    rating_bonuses: 4.3,
    rating_payout_speed: 3.9,
    rating_game_variety: 4.1,
    rating_support: 3.9,
    rating_trust: 3.8,
    paymentMethods: ["papara", "havale-eft", "kripto"],
  },
  kuzey: {
    license_authority: "Anjouan Gaming",
    license_number: "ALSI-092307014-FI2",
    founded_year: 2023,
    min_deposit: 100,
    min_withdrawal: 250,
    withdrawal_time: "24–48 saat",
    support_channels: ["canli_destek", "e_posta"],
    support_hours: "09.00–23.00",
    has_mobile_app: false,
    pros: ["Yatırımsız deneme bonusu", "Hafta içi yatırım kampanyaları"],
    cons: ["Çekimler iki güne kadar sürebiliyor", "Görece yeni bir site"],
    rating_bonuses: 4.0,
    rating_payout_speed: 2.9,
    rating_game_variety: 3.7,
    rating_support: 3.6,
    rating_trust: 3.8,
    paymentMethods: ["havale-eft", "mefete"],
  },
  zumrut: {
    license_authority: "Curaçao eGaming",
    license_number: "OGL/2024/118/0093",
    founded_year: 2024,
    min_deposit: 150,
    min_withdrawal: 200,
    withdrawal_time: "4–8 saat",
    support_channels: ["canli_destek", "whatsapp"],
    support_hours: "7/24",
    has_mobile_app: true,
    pros: ["Geniş canlı casino ve slot seçkisi", "Kişisel yatırım ve kayıp limitleri"],
    cons: ["Henüz güncel kampanyası yok"],
    rating_bonuses: 3.9,
    rating_payout_speed: 4.4,
    rating_game_variety: 4.6,
    rating_support: 4.3,
    rating_trust: 4.3,
    paymentMethods: ["papara", "kripto", "kredi-karti"],
  },
};

const slots: Games = ["slot"];
const live: Games = ["canli_casino", "masa"];

/** By promotion title. */
export const DEMO_PROMOTION_FACTS: Record<string, DemoPromotionFacts> = {
  "%100 Hoş Geldin Bonusu 5.000 TL'ye Kadar": {
    bonus_percent: 100,
    bonus_amount: 5000,
    wagering: 35,
    wagering_on: "bonus",
    min_deposit: 100,
    audience: "new",
    games: slots,
  },
  "Hafta Sonu %25 Kayıp Bonusu": {
    bonus_percent: 25,
    bonus_amount: 2500,
    wagering: 5,
    wagering_on: "bonus",
    audience: "existing",
    games: slots,
  },
  "Pazartesi 50 Bedava Dönüş": {
    free_spins: 50,
    wagering: 20,
    wagering_on: "bonus",
    min_deposit: 250,
    max_cashout: 1000,
    audience: "existing",
    games: slots,
  },
  "İlk Yatırıma %150 Hoş Geldin Bonusu": {
    bonus_percent: 150,
    bonus_amount: 3000,
    wagering: 30,
    wagering_on: "bonus_deposit",
    min_deposit: 200,
    audience: "new",
    games: ["slot", "spor"],
  },
  "Günün İlk Yatırımına %20 Bonus": {
    bonus_percent: 20,
    bonus_amount: 1000,
    wagering: 25,
    wagering_on: "bonus",
    min_deposit: 100,
    audience: "existing",
    games: ["slot", "masa"],
  },
  "Haftalık %15 Kayıp Bonusu": {
    bonus_percent: 15,
    bonus_amount: 3000,
    wagering: 0,
    audience: "existing",
    games: slots,
  },
  "100 TL Yatırımsız Deneme Bonusu": {
    bonus_amount: 100,
    wagering: 40,
    wagering_on: "bonus",
    min_deposit: 0,
    max_cashout: 500,
    audience: "new",
    games: slots,
  },
  "Lale Hoş Geldin Paketi: 3 Yatırıma Kadar Bonus": {
    bonus_percent: 100,
    bonus_amount: 6000,
    wagering: 35,
    wagering_on: "bonus",
    min_deposit: 150,
    audience: "new",
    games: slots,
  },
  "Cuma Yatırımlarına %50 Bonus": {
    bonus_percent: 50,
    bonus_amount: 1500,
    wagering: 30,
    wagering_on: "bonus",
    min_deposit: 250,
    audience: "existing",
    games: slots,
  },
  "200 Bedava Dönüş Hoş Geldin Hediyesi": {
    free_spins: 200,
    wagering: 25,
    wagering_on: "bonus",
    min_deposit: 300,
    audience: "new",
    games: slots,
  },
  "Günlük %10 Kayıp Bonusu": {
    bonus_percent: 10,
    bonus_amount: 1000,
    wagering: 3,
    wagering_on: "bonus",
    audience: "existing",
    games: slots,
  },
  "Yeni Oyun Tanıtımı: 30 Bedava Dönüş": {
    free_spins: 30,
    wagering: 30,
    wagering_on: "bonus",
    audience: "all",
    games: slots,
  },
  "%100 Canlı Casino Hoş Geldin Bonusu": {
    bonus_percent: 100,
    bonus_amount: 2000,
    wagering: 40,
    wagering_on: "bonus",
    min_deposit: 200,
    audience: "new",
    games: live,
  },
  "Çarşamba Yatırımlarına %30 Bonus": {
    bonus_percent: 30,
    bonus_amount: 750,
    wagering: 25,
    wagering_on: "bonus",
    min_deposit: 150,
    audience: "existing",
    games: slots,
  },
  "50 TL Deneme Bonusu": {
    bonus_amount: 50,
    wagering: 35,
    wagering_on: "bonus",
    min_deposit: 0,
    max_cashout: 250,
    audience: "new",
    games: slots,
  },
  "%75 Hoş Geldin Bonusu ve 25 Bedava Dönüş": {
    bonus_percent: 75,
    bonus_amount: 2500,
    free_spins: 25,
    wagering: 35,
    wagering_on: "bonus",
    min_deposit: 250,
    audience: "new",
    games: slots,
  },
  "Canlı Casino %5 Kayıp İadesi": {
    bonus_percent: 5,
    bonus_amount: 5000,
    wagering: 0,
    audience: "existing",
    games: live,
  },
  "Aylık Slot Turnuvası: 25.000 TL Ödül Havuzu": {
    bonus_amount: 25000,
    wagering: 1,
    wagering_on: "bonus",
    audience: "all",
    games: slots,
  },
  "İlk Yatırıma %100 Bonus + 100 Bedava Dönüş": {
    bonus_percent: 100,
    bonus_amount: 4000,
    free_spins: 100,
    wagering: 35,
    wagering_on: "bonus",
    min_deposit: 200,
    max_cashout: 2000,
    audience: "new",
    games: slots,
  },
  "Yeni Üyelere 75 TL Deneme Bonusu": {
    bonus_amount: 75,
    wagering: 30,
    wagering_on: "bonus",
    min_deposit: 0,
    max_cashout: 400,
    audience: "new",
    games: slots,
  },
  "Hafta İçi %25 Yatırım Bonusu": {
    bonus_percent: 25,
    bonus_amount: 1250,
    wagering: 30,
    wagering_on: "bonus",
    min_deposit: 100,
    audience: "existing",
    games: slots,
  },
  "Hafta Sonu Slot Turnuvası: 50.000 TL Ödül Havuzu": {
    bonus_amount: 50000,
    audience: "all",
    games: slots,
    startedDaysAgo: -1,
  },
  "Slot Festivali: Seçili Oyunlarda 100 Bedava Dönüş": {
    free_spins: 100,
    wagering: 25,
    wagering_on: "bonus",
    audience: "all",
    games: slots,
  },
};
