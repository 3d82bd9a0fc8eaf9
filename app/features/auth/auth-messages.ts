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

/** A form posted from an address other than the site's own (same-origin.server.ts): what the refusal page says. */
export const FOREIGN_ORIGIN_MESSAGES = {
  /** The plain-text answer to an API client. */
  refused: "Bu istek başka bir siteden geldiği için reddedildi.",
  title: "Form başka bir adresten gönderildiği için reddedildi",
  /** The address the form was sent from is known: the configured one beside it, and what to change. */
  otherAddress: (configured: string, used: string) =>
    `Site ${configured} adresi için ayarlanmış (SITE_URL), bu form ise ${used} adresinden gönderildi. Güvenlik için ` +
    `yalnızca sitenin kendi adresinden gönderilen formlar kabul edilir: siteyi ${configured} adresinden açıp ` +
    "yeniden deneyin ya da SITE_URL ayarını siteyi açtığınız adresle aynı yapın.",
  /** The sign-in page opened at SITE_URL's host but another port: said before the form is sent. */
  openedElsewhere: (configured: string, visited: string) =>
    `Bu sayfa ${visited} adresinden açıldı, ama site ${configured} adresi için ayarlanmış (SITE_URL). Güvenlik için ` +
    `buradan gönderilen giriş formu reddedilir: siteyi ${configured} adresinden açın ya da SITE_URL ayarını bu ` +
    "adresle aynı yapın.",
  /** Only the browser's word that it came from another site. */
  otherSite: (configured: string) =>
    `Tarayıcınız bu formun başka bir siteden gönderildiğini bildirdi. Güvenlik için yalnızca sitenin kendi ` +
    `adresinden (${configured}) gönderilen formlar kabul edilir.`,
} as const;
