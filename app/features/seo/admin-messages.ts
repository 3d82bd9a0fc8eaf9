/** Spec 2 §8 SEO texts; routes toast these. */
export const SEO_ADMIN_MESSAGES = {
  loadFailed: "SEO ayarları yüklenirken bir hata oluştu",
  saveFailed: "SEO ayarları kaydedilirken bir hata oluştu",
  saved: "SEO ayarları kaydedildi",
} as const;
