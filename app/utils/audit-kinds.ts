/** The audit log's kinds of item and actions with their Turkish names (safe for the browser). */
/** The kinds of item an entry is about, with their Turkish names for the screen, its filter and the CSV. */
export const AUDIT_KINDS = {
  promotion: "Promosyon",
  casino: "Casino",
  category: "Kategori",
  comment: "Yorum",
  "blog-post": "Blog yazısı",
  "splash-ad": "Splash reklam",
  settings: "Site ayarları",
  hero: "Hero bölümü",
  "seo-settings": "SEO ayarları",
  "publishing-settings": "Zamanlanmış yayın ayarları",
  "security-settings": "Güvenlik ayarları",
  backup: "Yedek",
  account: "Hesap",
  "two-factor": "İki adımlı doğrulama",
  session: "Oturum",
  redirect: "Yönlendirme",
  "ranked-list": "Sıralı liste",
  "payment-method": "Ödeme yöntemi",
  "contact-message": "İletişim mesajı",
  media: "Medya",
  page: "Sayfa",
  "alert-subscriber": "E-posta abonesi",
  "site-identity": "Site kimliği",
  menu: "Menü",
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

/** What was done, in Turkish for the screen and the CSV. */
export const AUDIT_ACTIONS = {
  create: "Oluşturma",
  update: "Güncelleme",
  delete: "Silme",
  publish: "Yayınlama",
  toggle: "Açma/kapama",
  restore: "Geri yükleme",
  settings: "Ayar değişikliği",
  "sign-in": "Giriş",
  "sign-out": "Çıkış",
  "sign-in-failed": "Başarısız giriş",
  lockout: "Giriş kilidi",
  enable: "Etkinleştirme",
  disable: "Kapatma",
  reset: "Sıfırlama",
  import: "İçe aktarma",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
