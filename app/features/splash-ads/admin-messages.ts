/** Spec 2 §8 splash ad texts; routes toast these. */
export const SPLASH_AD_ADMIN_MESSAGES = {
  listFailed: "Splash reklamlar yüklenirken bir hata oluştu",
  loadFailed: "Splash reklam yüklenirken bir hata oluştu",
  saveFailed: "Splash reklam kaydedilirken bir hata oluştu",
  deleteFailed: "Splash reklam silinemedi",
  toggleFailed: "Durum değiştirilemedi",
  imageFailed: "Görsel yüklenirken bir hata oluştu",
  created: "Splash reklam başarıyla eklendi",
  updated: "Splash reklam başarıyla güncellendi",
  deleted: "Splash reklam silindi",
  activated: "Splash reklam aktif edildi",
  deactivated: "Splash reklam pasif edildi",
  notFound: "Splash reklam bulunamadı",
  frequencySaved: "Gösterim sıklığı kaydedildi",
  frequencySaveFailed: "Gösterim sıklığı kaydedilemedi",
} as const;
