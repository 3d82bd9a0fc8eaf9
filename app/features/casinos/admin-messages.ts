/** Spec 2 §8 casino texts; routes toast these. */
export const CASINO_ADMIN_MESSAGES = {
  listFailed: "Casino siteleri yüklenirken bir hata oluştu",
  deleteFailed: "Casino sitesi silinirken bir hata oluştu",
  loadFailed: "Casino bilgileri yüklenirken bir hata oluştu",
  saveFailed: "Casino kaydedilirken bir hata oluştu",
  created: "Casino başarıyla eklendi",
  updated: "Casino başarıyla güncellendi",
  deleted: "Casino sitesi silindi",
  notFound: "Casino bulunamadı",
} as const;

/** The 'Ödeme Yöntemleri' screen's result texts, worded as spec 2 §8 words the category screen's. */
export const PAYMENT_METHOD_ADMIN_MESSAGES = {
  inUse: (count: number) =>
    `Bu ödeme yöntemi ${count} casinoda kullanıldığı için silinemez. Önce casinoların ödeme yöntemlerinden kaldırın.`,
  notFound: "Ödeme yöntemi bulunamadı",
  created: "Ödeme yöntemi eklendi",
  updated: "Ödeme yöntemi güncellendi",
  deleted: "Ödeme yöntemi silindi",
  moved: "Sıralama güncellendi",
  listFailed: "Ödeme yöntemleri yüklenirken bir hata oluştu",
  saveFailed: (message: string) => `Ödeme yöntemi kaydedilirken hata: ${message}`,
  deleteFailed: (message: string) => `Ödeme yöntemi silinirken hata: ${message}`,
  moveFailed: (message: string) => `Sıralama değiştirilirken hata: ${message}`,
} as const;
