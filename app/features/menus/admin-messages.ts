/** The 'Menüler' screen's texts; the form's validation texts stay with its schema. */
export const MENU_SCREEN_TEXT = {
  title: "Menüler",
  description:
    "Sitenin üst menüsündeki ve alt bilgisindeki bağlantılar. Üst menüde bir öğenin altına bir düzey alt öğe eklenebilir.",
  loadFailed: "Menüler yüklenirken bir hata oluştu",
  saveFailed: (reason: string) => `Menü öğesi kaydedilemedi: ${reason}`,
  moveFailed: (reason: string) => `Menü öğesi taşınamadı: ${reason}`,
  deleteFailed: (reason: string) => `Menü öğesi silinemedi: ${reason}`,
  requestRefused: "Geçersiz istek",
  saved: "Menü öğesi kaydedildi",
  moved: "Menü öğesi taşındı",
  deleted: "Menü öğesi silindi",
  empty: "Bu menüde öğe yok: sitede bu menü boş görünür.",
  hidden: "Sitede gösterilmiyor",
  addTitle: "Öğe Ekle",
  editTitle: "Öğeyi Düzenle",
  deleteTitle: "Menü öğesini sil",
  deleteQuestion: "öğesi (ve varsa alt öğeleri) silinsin mi?",
} as const;
