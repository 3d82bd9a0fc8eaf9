/** The 'Site Kimliği' screen's texts; the form's validation texts stay with its schema. */
export const IDENTITY_ADMIN_MESSAGES = {
  loadFailed: "Site kimliği yüklenirken bir hata oluştu",
  saveFailed: "Site kimliği kaydedilirken bir hata oluştu",
  saved: "Site kimliği kaydedildi",
} as const;
