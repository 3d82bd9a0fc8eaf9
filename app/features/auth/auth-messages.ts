/** Spec 1 §6, §8 and 2 §8: every message of sign-in and the route guard (safe for the browser). */
export const LOGIN_MESSAGES = {
  loading: "Giriş yapılıyor...",
  success: "Giriş başarılı! Yönlendiriliyorsunuz...",
  failed: "Giriş başarısız. Lütfen bilgilerinizi kontrol edin.",
  notAdmin: "Bu hesap admin yetkisine sahip değil",
  deactivated: "Bu hesap devre dışı bırakılmış. Bir Yönetici ile iletişime geçin.",
  adminLookupFailed: "Yetkilendirme hatası oluştu",
  unexpected: "Giriş yapılırken bir hata oluştu",
  /** The sign-in could not be written to 'Etkinlik Kaydı': it did not happen. */
  notRecorded: "Giriş kaydedilemediği için tamamlanamadı. Lütfen biraz sonra yeniden deneyin.",
} as const;

export const GUARD_MESSAGES = {
  checkingLogin: "Giriş durumu kontrol ediliyor...",
  checkingAccess: "Yetkilendirme kontrol ediliyor...",
  signInRequired: "Bu sayfaya erişmek için giriş yapmalısınız",
} as const;
