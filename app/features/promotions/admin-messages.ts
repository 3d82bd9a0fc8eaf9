/** Spec 2 §8 promotion texts, and the success, schedule and list texts of the promotion screens; routes toast these. */
export const PROMOTION_ADMIN_MESSAGES = {
  // 'Yayın zamanı': when the sweep activates an inactive promotion; not the offer's start date.
  scheduled: (when: string) => `Promosyon ${when} tarihinde yayına alınmak üzere zamanlandı`,
  unscheduled: "Zamanlama kaldırıldı; promosyon pasif olarak kaldı",
  scheduleFailed: "Promosyon zamanlanamadı",
  scheduleActive: "Aktif bir promosyon zamanlanamaz",
  added: "Promosyon başarıyla eklendi",
  updated: "Promosyon başarıyla güncellendi",
  addFailed: (message: string) => `Promosyon eklenirken hata: ${message}`,
  updateFailed: (message: string) => `Promosyon güncellenirken hata: ${message}`,
  saveFailed: (message: string) => `Promosyon kaydedilirken bir hata oluştu: ${message}`,
  unexpected: "Beklenmeyen bir hata oluştu",
  loadFailed: "Promosyon bilgileri yüklenirken bir hata oluştu",
  notFound: "Promosyon bulunamadı",
  listFailed: "Promosyonlar yüklenirken bir hata oluştu",
  deleteFailed: "Promosyon silinirken bir hata oluştu",
  toggleFailed: "Promosyon güncellenirken bir hata oluştu",
  deleted: "Promosyon silindi",
  activated: "Promosyon aktif edildi",
  deactivated: "Promosyon pasif edildi",
} as const;
