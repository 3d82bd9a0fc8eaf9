/** Spec 2 §8 comment texts, plus the success notes of the admin screen. */
export const COMMENT_ADMIN_MESSAGES = {
  listFailed: "Yorumlar yüklenirken bir hata oluştu",
  deleteFailed: "Yorum silinirken bir hata oluştu",
  updateFailed: "Yorum güncellenirken bir hata oluştu",
  updated: "Yorum başarıyla güncellendi",
  deleted: "Yorum silindi",
  notFound: "Yorum bulunamadı",
} as const;
