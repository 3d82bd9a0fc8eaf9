/** Spec 2 §8 settings texts; routes toast these. */
export const SETTINGS_ADMIN_MESSAGES = {
  loadFailed: "Ayarlar yüklenirken bir hata oluştu",
  heroLoadFailed: "Hero bölümü ayarları yüklenirken bir hata oluştu",
  heroSaveFailed: "Hero bölümü ayarları kaydedilirken bir hata oluştu",
  contentSaveFailed: "İçerik ayarları kaydedilirken bir hata oluştu",
  heroSaved: "Hero bölümü ayarları kaydedildi",
  contentSaved: "İçerik ayarları kaydedildi",
} as const;
