import { z } from "../../utils/zod.ts";

export const PASSWORD_MIN_LENGTH = 6;
const EMAIL_MAX_LENGTH = 254;

/** Spec 1 §5 login form; the same rules guard `npm run admin:create`. */
export const LoginSchema = z.object({
  email: z
    .string({ error: "Geçerli bir email adresi giriniz" })
    .trim()
    .max(EMAIL_MAX_LENGTH, "Geçerli bir email adresi giriniz")
    .pipe(z.email("Geçerli bir email adresi giriniz")),
  password: z
    .string({ error: "Şifre en az 6 karakter olmalıdır" })
    .min(PASSWORD_MIN_LENGTH, "Şifre en az 6 karakter olmalıdır")
    .max(256, "Şifre en fazla 256 karakter olabilir"),
});

export type LoginInput = z.infer<typeof LoginSchema>;
