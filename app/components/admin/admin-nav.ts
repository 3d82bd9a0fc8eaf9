/** The ten back-office sections of spec 2 §2, in the spec's order, then the backups screen (issue #11 §5). */
export const ADMIN_NAV = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/promotions", label: "Promosyonlar" },
  { to: "/admin/splash-ads", label: "Splash Reklamlar" },
  { to: "/admin/categories", label: "Kategoriler" },
  { to: "/admin/casinos", label: "Casino Siteleri" },
  { to: "/admin/comments", label: "Yorumlar" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/scheduled-publishing", label: "Zamanlanmış Yayınlama" },
  { to: "/admin/seo-settings", label: "SEO Ayarları" },
  { to: "/admin/settings", label: "Ayarlar" },
  { to: "/admin/backups", label: "Yedekler" },
] as const;
