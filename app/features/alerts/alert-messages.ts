import { ALERT_CHOICES_MAX, ALERT_EMAIL_MAX, ALERTS_UNAVAILABLE } from "./alert-texts.ts";

/**
 * The alert sign-up's validation texts and the server's answers: the schema and the server read them, the page's
 * script never carries them (the refused form shows what the server answered).
 */
export const ALERT_MESSAGES = {
  emailRequired: "Lütfen e-posta adresinizi girin",
  emailInvalid: "Lütfen geçerli bir e-posta adresi girin (ör. ad@ornek.com)",
  emailTooLong: `E-posta adresi en fazla ${ALERT_EMAIL_MAX} karakter olabilir`,
  scopeInvalid: "Lütfen hangi bonuslardan haberdar olmak istediğinizi seçin",
  chooseSomething: "Lütfen en az bir kategori ya da casino seçin",
  tooManyChoices: `En fazla ${ALERT_CHOICES_MAX} seçim yapabilirsiniz`,
  unknownChoice: "Seçtiğiniz kategori ya da casino bulunamadı",
  frequencyInvalid: "Lütfen ne sıklıkla e-posta almak istediğinizi seçin",
  consentRequired: "Abone olmak için KVKK onayını işaretleyin",
  invalid: "Aboneliğiniz oluşturulamadı. Lütfen işaretli alanları düzeltin.",
} as const;

/** The server's own answers. */
export const ALERT_REFUSALS = {
  rateLimited: "Kısa sürede çok fazla abonelik isteği gönderildi. Lütfen biraz sonra tekrar deneyin.",
  full: "Şu anda yeni abonelik alamıyoruz. Lütfen daha sonra tekrar deneyin.",
  unavailable: ALERTS_UNAVAILABLE,
  failure: "Aboneliğiniz oluşturulurken bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
} as const;

export const ALERT_PAGES = {
  confirmed: "Aboneliğiniz onaylandı. Yeni bonuslar e-posta kutunuza gelecek.",
  confirmInvalid: "Bu onay bağlantısı geçersiz ya da süresi dolmuş. Lütfen yeniden abone olun.",
  unsubscribeQuestion: "Yeni bonus e-postalarını almayı bırakmak istiyor musunuz?",
  unsubscribed: "Aboneliğiniz sonlandırıldı. Artık size yeni bonus e-postası göndermeyeceğiz.",
  unsubscribeInvalid: "Bu abonelik bulunamadı: daha önce sonlandırılmış olabilir.",
} as const;
