/** Spec 2 §8 category texts (errors with the message appended) and the success texts of the 'Kategoriler' screen. */
export const CATEGORY_ADMIN_MESSAGES = {
  inUse: "Bu kategori kullanımda olduğu için silinemez",
  notFound: "Kategori bulunamadı",
  created: "Kategori başarıyla eklendi",
  updated: "Kategori başarıyla güncellendi",
  deleted: "Kategori silindi",
  activated: "Kategori aktif edildi",
  deactivated: "Kategori pasif edildi",
  listFailed: "Kategoriler yüklenirken bir hata oluştu",
  saveFailed: (message: string) => `Kategori kaydedilirken hata: ${message}`,
  deleteFailed: (message: string) => `Kategori silinirken hata: ${message}`,
  toggleFailed: (message: string) => `Kategori durumu değiştirilirken hata: ${message}`,
} as const;
