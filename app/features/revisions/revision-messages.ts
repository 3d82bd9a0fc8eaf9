/** The texts of revisions, stale saves and autosave (issue #15; natural Turkish, no spec text exists). */
export const REVISION_MESSAGES = {
  panelTitle: "Geçmiş",
  restore: "Bu sürüme dön",
  restored: "Seçilen sürüm geri yüklendi",
  restoreFailed: "Sürüm geri yüklenemedi",
  notFound: "Sürüm bulunamadı",
  empty: "Henüz kayıtlı bir sürüm yok.",
  current: "Şu anki sürüm",
  noChanges: "Alanlarda değişiklik yok",
  unknownAuthor: "Bilinmeyen yönetici",
  loadFailed: "Geçmiş yüklenemedi",
  loadFailedDetail: "Sürümler şu anda okunamıyor; form çalışmaya devam ediyor.",
  retry: "Tekrar dene",
  stale: (changes: string) =>
    `Bu kayıt siz düzenlerken başka bir yönetici tarafından değiştirildi; değişiklikleriniz kaydedilmedi. ${
      changes ? `Yeni sürümdeki farklar: ${changes}. ` : ""
    }Sayfayı yenileyip değişikliklerinizi yeniden uygulayın.`,
  autosaveTooLarge: "Otomatik kayıt için içerik çok büyük",
  autosaveItemMissing: "Otomatik kayıt yapılmadı: düzenlenen öğe bulunamadı (silinmiş olabilir)",
  autosaveFound: "Kaydedilmemiş değişiklikler bulundu",
  autosaveFoundDetail: (when: string) =>
    `${when} tarihinde otomatik olarak saklanan, kaydedilmemiş bir düzenlemeniz var.`,
  autosaveRestore: "Geri yükle",
  autosaveDiscard: "Yok say",
  autosaved: (when: string) => `Taslak otomatik olarak saklandı (${when})`,
} as const;
