import {
  ACCOUNT_PATH,
  AUDIT_LOG_PATH,
  BACKUPS_PATH,
  BLOG_LIST_PATH,
  CASINO_LIST_PATH,
  CATEGORY_LIST_PATH,
  COMMENT_LIST_PATH,
  CONTACT_MESSAGE_LIST_PATH,
  CSV_PATH,
  DASHBOARD_PATH,
  PAYMENT_METHOD_LIST_PATH,
  PROMOTION_LIST_PATH,
  RANKED_LIST_LIST_PATH,
  REDIRECT_LIST_PATH,
  SCHEDULED_PUBLISHING_PATH,
  SEO_SETTINGS_PATH,
  SITE_IDENTITY_PATH,
  SITE_SETTINGS_PATH,
  SPLASH_LIST_PATH,
  STATISTICS_PATH,
  USERS_PATH,
} from "../../utils/admin-paths.ts";

/**
 * The ten back-office sections of spec 2 §2, in the spec's order, then the backups screen (issue #11 §5), the
 * redirects (issue #15), the ranked lists (issue #14, beside the casinos), the audit log and the account screens (issue #16). The layout shows an admin only the
 * entries their role may open (admin-access.ts).
 */
export const ADMIN_NAV = [
  { to: DASHBOARD_PATH, label: "Dashboard" },
  { to: STATISTICS_PATH, label: "İstatistikler" },
  { to: PROMOTION_LIST_PATH, label: "Promosyonlar" },
  { to: SPLASH_LIST_PATH, label: "Splash Reklamlar" },
  { to: CATEGORY_LIST_PATH, label: "Kategoriler" },
  { to: CASINO_LIST_PATH, label: "Casino Siteleri" },
  { to: RANKED_LIST_LIST_PATH, label: "Sıralı Listeler" },
  { to: PAYMENT_METHOD_LIST_PATH, label: "Ödeme Yöntemleri" },
  { to: CSV_PATH, label: "CSV Aktarma" },
  { to: COMMENT_LIST_PATH, label: "Yorumlar" },
  { to: CONTACT_MESSAGE_LIST_PATH, label: "Mesajlar" },
  { to: BLOG_LIST_PATH, label: "Blog" },
  { to: SCHEDULED_PUBLISHING_PATH, label: "Zamanlanmış Yayınlama" },
  { to: SEO_SETTINGS_PATH, label: "SEO Ayarları" },
  { to: SITE_SETTINGS_PATH, label: "Ayarlar" },
  { to: SITE_IDENTITY_PATH, label: "Site Kimliği" },
  { to: BACKUPS_PATH, label: "Yedekler" },
  { to: REDIRECT_LIST_PATH, label: "Yönlendirmeler" },
  { to: AUDIT_LOG_PATH, label: "Etkinlik Kaydı" },
  { to: USERS_PATH, label: "Kullanıcılar" },
  { to: ACCOUNT_PATH, label: "Hesabım" },
] as const;
