import { checkbox } from "../../utils/form.ts";
import { z } from "../../utils/zod.ts";

export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;

const RETENTION_MESSAGE = `Saklama süresi ${AUDIT_RETENTION_MIN_DAYS} ile ${AUDIT_RETENTION_MAX_DAYS} gün arasında bir tam sayı olmalıdır`;

/** The account-security settings form of the 'Etkinlik Kaydı' screen (Yönetici only). */
export const SecuritySettingsSchema = z.object({
  retentionDays: z.coerce
    .number({ error: RETENTION_MESSAGE })
    .int(RETENTION_MESSAGE)
    .min(AUDIT_RETENTION_MIN_DAYS, RETENTION_MESSAGE)
    .max(AUDIT_RETENTION_MAX_DAYS, RETENTION_MESSAGE),
  requireTwoFactor: checkbox(),
});

export type SecuritySettingsInput = z.infer<typeof SecuritySettingsSchema>;
