/** The texts of the 'Aboneler' screen (issue #37 §3): the e-mail alert subscribers. */
export const ALERT_SUBSCRIBER_MESSAGES = {
  title: "Aboneler",
  description: "Yeni bonus e-posta bildirimlerine kayıtlı adresler, en yeni kayıt en üstte.",
  empty: "Henüz abone yok.",
  searchLabel: "Abonelerde ara",
  listLabel: "Abone listesi",
  listFailed: "Aboneler yüklenemedi",
  exportLabel: "CSV olarak indir",
  exportFailed: "Aboneler dışa aktarılamadı",
  notFound: "Abone bulunamadı",
  removed: "Abone silindi",
  removeFailed: (reason: string) => `Abone silinemedi: ${reason}`,
  removeTitle: "Aboneyi sil",
  removeQuestion: "adresinin aboneliği, seçimleri ve bekleyen e-postaları silinsin mi? Bu işlem geri alınamaz.",
  requestRefused: "Geçersiz istek",
  confirmed: "Onaylı",
  unconfirmed: "Onay bekliyor",
  followsAll: "Tüm yeni bonuslar",
  categories: "Kategoriler",
  casinos: "Casinolar",
  daily: "Günlük özet",
  instant: "Her yeni bonus için ayrı e-posta",
  createdAt: "Kayıt",
  confirmedAt: "Onay",
} as const;

/** The export's columns, in order. */
export const ALERT_SUBSCRIBER_CSV_HEADER = [
  "E-posta",
  "Durum",
  "Takip",
  "Kategoriler",
  "Casinolar",
  "Gönderim",
  "Kayıt",
  "Onay",
] as const;
