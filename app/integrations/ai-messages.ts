/** Spec 2 §8 AI texts, safe for the browser. */
export const AI_MESSAGES = {
  notConfigured: "AI yapılandırılmamış: AI_API_KEY ayarlanmadığı için AI özellikleri kullanılamıyor.",
  connection: "AI servisine bağlanılamadı. Lütfen internet bağlantınızı kontrol edin.",
  rateLimited: "API istek limiti aşıldı, lütfen daha sonra tekrar deneyin",
  invalidKey: "API anahtarı geçersiz veya süresi dolmuş. Lütfen AI_API_KEY ayarını kontrol edin.",
  modelUnavailable: "Seçilen AI modeli kullanılamıyor. Lütfen AI_MODEL ayarını kontrol edin.",
  emptyReply: "AI yanıt vermedi",
  invalidJson: "İçerik oluşturulamadı. API yanıtı geçerli bir JSON formatında değil.",
  generic: (status: number | string, text: string) => `API hatası: ${status} - ${text}`,
  topicRequired: "Lütfen bir konu girin",
  batchCountMin: "En az 1 içerik oluşturmalısınız",
  dailyPublishOwnerOnly: "Günlük otomatik yayını yalnızca Yönetici açabilir; yazılar kaydedilmedi.",
  contentRequired: "İçerik alanı boş olamaz",
  seoFailed: "SEO meta verileri oluşturulamadı.",
  expandFailed: "İçerik genişletilirken bir hata oluştu",
  nothingGenerated: "Hiçbir blog içeriği oluşturulamadı",
  nothingToSave: "Kaydedilecek içerik bulunamadı",
  noneSaved: "Hiçbir blog yazısı kaydedilemedi",
  partlySaved: (saved: number, failed: number) => `${saved} yazı kaydedildi, ${failed} yazı kaydedilemedi`,
  pageSeoFailed: "SEO önerileri oluşturulamadı",
  pageSeoError: (message: string) => `SEO önerileri oluşturulurken bir hata oluştu: ${message}`,
  factsTextRequired: "Bilgi çıkarmak için önce açıklama ya da şartlar yazılmalıdır",
  factsTextTooLong: "Metin çok uzun: en fazla 300.000 karakter gönderilebilir",
  factsFailed: "AI yanıtı anlaşılamadı: önerilen bilgiler okunamadı. Lütfen tekrar deneyin.",
  noFacts: "AI bu metinden kullanılabilir bir bilgi çıkaramadı; alanları elle doldurabilirsiniz.",
  factsUnchanged: "AI'nin önerdiği bilgiler formdakilerle aynı; değiştirilecek bir alan yok.",
} as const;

/** Spec 2 §8: what an unparseable reply falls back to. */
export const FALLBACK_POST = {
  title: "Yeni Blog Yazısı",
  excerpt: "Bu içerik otomatik olarak oluşturulmuştur.",
  keywords: ["casino", "bonus", "promosyon"],
} as const;
