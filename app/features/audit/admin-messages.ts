/** The 'Etkinlik Kaydı' screen's texts: the log's load failure and the security settings' save result. */
export const AUDIT_ADMIN_MESSAGES = {
  loadFailed: "Etkinlik kaydı yüklenemedi",
  saved: "Güvenlik ayarları kaydedildi",
  saveFailed: (reason: string) => `Güvenlik ayarları kaydedilemedi: ${reason}`,
} as const;
