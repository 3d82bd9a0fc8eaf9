/**
 * The contact form's address, limits and texts, without Zod: the server's ContactSchema (contact.schema.ts)
 * validates with them, and the public form reads the same limits and field names, so the page ships no form library.
 */
export const CONTACT_PATH = "/iletisim";
/** `?gonderildi=1`: the page a sent form is redirected to thanks the visitor (the same page for everyone). */
export const SENT_PARAM = "gonderildi";

export const CONTACT_NAME_MAX = 80;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 150;
/** Room for a long message, and the whole form well under the public body limit even percent-encoded. */
export const CONTACT_MESSAGE_MAX = 4000;

export const CONTACT_MESSAGES = {
  nameRequired: "Lütfen adınızı girin",
  nameTooLong: `Ad en fazla ${CONTACT_NAME_MAX} karakter olabilir`,
  emailRequired: "Lütfen e-posta adresinizi girin",
  emailInvalid: "Lütfen geçerli bir e-posta adresi girin (ör. ad@ornek.com)",
  emailTooLong: `E-posta adresi en fazla ${CONTACT_EMAIL_MAX} karakter olabilir`,
  subjectRequired: "Lütfen mesajınızın konusunu yazın",
  subjectTooLong: `Konu en fazla ${CONTACT_SUBJECT_MAX} karakter olabilir`,
  messageRequired: "Lütfen mesajınızı yazın",
  messageTooLong: `Mesaj en fazla ${CONTACT_MESSAGE_MAX} karakter olabilir`,
  /** The form's summary when a field is refused. */
  invalid: "Mesajınız gönderilemedi. Lütfen işaretli alanları düzeltin.",
  success: "Mesajınız bize ulaştı. Teşekkür ederiz, en kısa sürede size dönüş yapacağız.",
  sending: "Gönderiliyor...",
} as const;

/** The server's own answers (apart from CONTACT_MESSAGES, so the page's script does not carry them). */
export const CONTACT_REFUSALS = {
  rateLimited: "Kısa sürede çok fazla mesaj gönderdiniz. Lütfen biraz sonra tekrar deneyin.",
  failure: "Mesajınız gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
} as const;

/** The form's fields, in the order the page shows them. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
