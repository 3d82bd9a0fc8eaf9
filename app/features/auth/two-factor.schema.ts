import { checkbox } from "../../utils/form.ts";
import { z } from "../../utils/zod.ts";
import { TWO_FACTOR_MESSAGES } from "./two-factor-messages.ts";

const TOTP_PATTERN = /^\d{6}$/;
/** better-auth's backup codes: ten letters and digits written as 5-5 (the dash may be left out when typed). */
const BACKUP_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/**
 * The code step of sign-in: six digits from the authenticator app, or one of the backup codes (ten letters and
 * digits, written 5-5; spaces and a missing dash are forgiven). Which one it is follows from its form.
 */
export const TwoFactorCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .max(64, TWO_FACTOR_MESSAGES.codeFormat)
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, TWO_FACTOR_MESSAGES.codeRequired)
        .regex(
          new RegExp(`^(${TOTP_PATTERN.source.slice(1, -1)}|${BACKUP_PATTERN.source.slice(1, -1)})$`),
          TWO_FACTOR_MESSAGES.codeFormat,
        ),
    ),
  trustDevice: checkbox(),
});

/** Whether a checked code is a backup code, and the form better-auth stored it in (with the dash). */
export function asBackupCode(code: string): string | null {
  if (TOTP_PATTERN.test(code)) return null;
  return code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`;
}

export type TwoFactorCodeInput = z.infer<typeof TwoFactorCodeSchema>;

/** Starting the set-up (and turning 2FA off) asks for the password again. */
export const TwoFactorPasswordSchema = z.object({
  password: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
    .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
    .max(256, "Şifre en fazla 256 karakter olabilir"),
});

/** Confirming the set-up with the first code from the app. */
export const TwoFactorConfirmSchema = z.object({
  code: z.string().trim().regex(TOTP_PATTERN, TWO_FACTOR_MESSAGES.confirmFormat),
});
