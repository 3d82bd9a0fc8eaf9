/** The ranked-list screens' load, save, delete and toggle texts, as the other admin screens word them. */
export const RANKED_LIST_ADMIN_MESSAGES = {
  listFailed: "Sıralı listeler yüklenirken bir hata oluştu",
  loadFailed: "Sıralı liste yüklenirken bir hata oluştu",
  saveFailed: "Sıralı liste kaydedilirken bir hata oluştu",
  deleteFailed: "Sıralı liste silinemedi",
  toggleFailed: "Durum değiştirilemedi",
  created: "Sıralı liste başarıyla eklendi",
  updated: "Sıralı liste başarıyla güncellendi",
  deleted: "Sıralı liste silindi",
  activated: "Sıralı liste aktif edildi",
  deactivated: "Sıralı liste pasif edildi",
  notFound: "Sıralı liste bulunamadı",
} as const;
