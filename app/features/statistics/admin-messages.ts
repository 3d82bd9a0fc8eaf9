/** The texts of the 'İstatistikler' screen and its CSV export. */
export const STATISTICS_ADMIN_MESSAGES = {
  title: "İstatistikler",
  description:
    "Promosyon ve casino sayfalarının görüntülenmeleri, talep bağlantılarına tıklamalar ve tıklama oranı; önceki dönemle karşılaştırmalı. Günler İstanbul saatine göredir; bir ziyaretçinin aynı gün aynı bağlantıya tekrar tıklaması ve botlar sayılmaz.",
  loadFailed: "İstatistikler yüklenemedi",
  exportFailed: "İstatistikler dışa aktarılamadı",
  invalidFilters: "Filtreler geçersiz; lütfen düzeltip yeniden deneyin.",
  empty: "Bu dönemde görüntülenme ya da tıklama yok.",
  /** Under both date fields: the dates count only with the period option of that name. */
  dateHint: "Yalnızca Dönem olarak 'Tarih aralığı' seçildiğinde kullanılır",
} as const;
