/** The page screens' load, save, delete, publish and schedule texts, as the other admin screens word them. */
export const PAGE_ADMIN_MESSAGES = {
  listFailed: "Sayfalar yüklenirken bir hata oluştu",
  loadFailed: "Sayfa yüklenirken bir hata oluştu",
  saveFailed: "Sayfa kaydedilirken bir hata oluştu",
  deleteFailed: "Sayfa silinemedi",
  toggleFailed: "Durum değiştirilemedi",
  created: "Sayfa başarıyla eklendi",
  updated: "Sayfa başarıyla güncellendi",
  deleted: "Sayfa silindi",
  published: "Sayfa yayınlandı",
  unpublished: "Sayfa yayından kaldırıldı",
  notFound: "Sayfa bulunamadı",
  // 'Yayın zamanı': when the sweep publishes a draft page.
  scheduled: (when: string) => `Sayfa ${when} tarihinde yayınlanmak üzere zamanlandı`,
  unscheduled: "Zamanlama kaldırıldı; sayfa taslak olarak kaldı",
  scheduleFailed: "Sayfa zamanlanamadı",
  schedulePublished: "Yayındaki bir sayfa zamanlanamaz",
  scheduledBadge: "Zamanlandı",
} as const;
