/**
 * The new-offer e-mail alerts' addresses, limits and texts (issue #37 §3), without Zod: the server's
 * schema checks with them and the public form reads the same names and limits.
 */
export const ALERTS_PATH = "/bulten";
/** `?gonderildi=1`: where a sent form is redirected (the same page for everyone: "check your inbox"). */
export const ALERTS_SENT_PARAM = "gonderildi";
export const alertConfirmPath = (token: string) => `${ALERTS_PATH}/onay/${token}`;
export const alertUnsubscribePath = (token: string) => `${ALERTS_PATH}/ayril/${token}`;

export const ALERT_EMAIL_MAX = 254;
/** How many hours a confirmation link works; an unconfirmed sign-up is deleted after them. */
export const CONFIRM_TTL_HOURS = 48;
/** The daily digest goes out at this hour, Istanbul time; `ALERT_DIGEST_TIME` is how the texts write it ('09.00'). */
export const ALERT_DIGEST_HOUR = 9;
export const ALERT_DIGEST_TIME = `${String(ALERT_DIGEST_HOUR).padStart(2, "0")}.00`;
/** At most this many categories and casinos each: more than any visitor picks, little for the server. */
export const ALERT_CHOICES_MAX = 50;

export const ALERT_SCOPES = ["all", "chosen"] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];
export const ALERT_FREQUENCIES = ["daily", "instant"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FIELDS = ["email", "scope", "categories", "casinos", "frequency", "consent"] as const;
export type AlertField = (typeof ALERT_FIELDS)[number];

/** What a refused sign-up is answered with: the summary, each field's error and the visitor's choices. */
export interface AlertFormAnswer {
  message: string;
  errors?: Record<string, string>;
  values?: { email: string; scope: string; frequency: string; categories: string[]; casinos: string[] };
}

export const ALERT_CONSENT_TEXT =
  "E-posta adresimin yeni bonus bildirimleri gönderilmesi amacıyla saklanmasına ve işlenmesine KVKK kapsamında onay veriyorum. Aboneliğimi her e-postadaki bağlantıyla sonlandırabilirim.";

/** The page's own lines: a sent sign-up's, the button's while posting, and the page's without SMTP_URL. */
export const ALERT_FORM_TEXTS = {
  sent: `Neredeyse tamam! E-posta adresinize bir onay bağlantısı gönderdik. Aboneliğiniz, bağlantıya ${CONFIRM_TTL_HOURS} saat içinde tıkladığınızda başlar.`,
  sending: "Gönderiliyor...",
} as const;
export const ALERTS_UNAVAILABLE = "E-posta bildirimleri şu anda kullanılamıyor.";
