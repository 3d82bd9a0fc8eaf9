import { ADMIN_ROLES } from "../../utils/admin-access.ts";
import { z } from "../../utils/zod.ts";
import { LoginSchema, PASSWORD_MIN_LENGTH } from "./login.schema.ts";

export const ACCOUNT_LIMITS = { nameMax: 100, passwordMax: 256 } as const;

/** The validation texts of the 'Kullanıcılar' and 'Hesabım' forms (issue #16); their results are in admin-messages.ts. */
export const ACCOUNT_MESSAGES = {
  nameRequired: "Ad boş olamaz",
  nameMax: `Ad en fazla ${ACCOUNT_LIMITS.nameMax} karakter olabilir`,
  passwordMin: `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır`,
  passwordMax: `Şifre en fazla ${ACCOUNT_LIMITS.passwordMax} karakter olabilir`,
  currentPasswordRequired: "Mevcut şifrenizi girin",
  currentPasswordWrong: "Mevcut şifre yanlış",
  passwordsDiffer: "Yeni şifre ile tekrarı aynı değil",
  passwordUnchanged: "Yeni şifre mevcut şifreyle aynı olamaz",
  roleInvalid: "Geçerli bir rol seçin",
  emailTaken: "Bu email adresiyle kayıtlı bir hesap zaten var",
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

const name = z
  .string({ error: ACCOUNT_MESSAGES.nameRequired })
  .default("")
  .transform((value) => value.replace(CONTROL_CHARACTERS, "").trim())
  .pipe(z.string().min(1, ACCOUNT_MESSAGES.nameRequired).max(ACCOUNT_LIMITS.nameMax, ACCOUNT_MESSAGES.nameMax));

const password = z
  .string({ error: ACCOUNT_MESSAGES.passwordMin })
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordMin)
  .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordMax);

/** A password the Yönetici may leave empty: the server then generates one and shows it once. */
const optionalPassword = z
  .string({ error: ACCOUNT_MESSAGES.passwordMin })
  .default("")
  .refine((value) => value === "" || value.length >= PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordMin)
  .refine((value) => value.length <= ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordMax);

const role = z.enum(ADMIN_ROLES, { error: ACCOUNT_MESSAGES.roleInvalid });

/** 'Yeni Hesap' on the 'Kullanıcılar' screen. */
export const NewAccountSchema = z.object({
  name,
  email: LoginSchema.shape.email,
  role,
  password: optionalPassword,
});

/** A row's role change. */
export const AccountRoleSchema = z.object({ role });

/** A row's 'Şifreyi sıfırla'. */
export const ResetPasswordSchema = z.object({ password: optionalPassword });

/** 'Hesabım': the account's name. */
export const ProfileSchema = z.object({ name });

/** 'Hesabım': a new password, with the current one asked again. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.currentPasswordWrong),
    newPassword: password,
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsDiffer }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

export type NewAccountInput = z.output<typeof NewAccountSchema>;
export type ChangePasswordValues = z.input<typeof ChangePasswordSchema>;
export type ChangePasswordInput = z.output<typeof ChangePasswordSchema>;
