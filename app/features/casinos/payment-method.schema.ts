import { slugOrEmpty } from "../../utils/slug.ts";
import { trimmedTextField } from "../../utils/text-field.ts";
import { z } from "../../utils/zod.ts";

/** The bundled icons (public/images/payment-methods/{key}.svg) a payment method can use, with Turkish names. */
export const BUNDLED_PAYMENT_ICONS = {
  papara: "Papara",
  bank: "Banka",
  card: "Kart",
  crypto: "Kripto",
  phone: "Telefon",
  wallet: "Cüzdan",
} as const;
export type BundledPaymentIcon = keyof typeof BUNDLED_PAYMENT_ICONS;

/** An image uploaded through the site's upload endpoint (re-encoded there; never SVG, never another site's). */
export const UPLOADED_PAYMENT_ICON = /^\/uploads\/(?:[\w-]+\/)*payment_[\w-]+\.(?:png|jpe?g|gif|webp)$/;

export const PAYMENT_METHOD_LIMITS = { nameMax: 60, slugMax: 60 } as const;

/** The payment-method dialog's validation texts; the screen's results are in admin-messages.ts. */
export const PAYMENT_METHOD_MESSAGES = {
  nameRequired: "Ödeme yöntemi adı boş olamaz",
  nameMax: `Ödeme yöntemi adı en fazla ${PAYMENT_METHOD_LIMITS.nameMax} karakter olabilir`,
  slugRequired: "Slug değeri boş olamaz",
  slugMax: `Slug değeri en fazla ${PAYMENT_METHOD_LIMITS.slugMax} karakter olabilir`,
  slugTaken: "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.",
  icon: "Listeden bir simge seçin ya da bir görsel yükleyin",
  iconUpload: "Yüklenen görsel bu sitenin yükleme alanından olmalıdır",
} as const;

const isBundled = (value: string): value is BundledPaymentIcon => Object.hasOwn(BUNDLED_PAYMENT_ICONS, value);

/**
 * The 'Ödeme Yöntemleri' dialog (issue #14), shared by the form and the action: a bundled icon, or an image
 * uploaded through the upload feature (which re-encodes it). The stored icon is the bundled key or the upload's path.
 */
export const PaymentMethodSchema = z
  .object({
    name: trimmedTextField(PAYMENT_METHOD_MESSAGES.nameRequired).pipe(
      z
        .string()
        .min(1, PAYMENT_METHOD_MESSAGES.nameRequired)
        .max(PAYMENT_METHOD_LIMITS.nameMax, PAYMENT_METHOD_MESSAGES.nameMax),
    ),
    slug: trimmedTextField(PAYMENT_METHOD_MESSAGES.slugRequired)
      .refine((value) => value.length <= PAYMENT_METHOD_LIMITS.slugMax * 2, PAYMENT_METHOD_MESSAGES.slugMax)
      .transform(slugOrEmpty)
      .pipe(
        z
          .string()
          .min(1, PAYMENT_METHOD_MESSAGES.slugRequired)
          .max(PAYMENT_METHOD_LIMITS.slugMax, PAYMENT_METHOD_MESSAGES.slugMax),
      ),
    icon: trimmedTextField(PAYMENT_METHOD_MESSAGES.icon).refine(
      (value) => value === "" || isBundled(value),
      PAYMENT_METHOD_MESSAGES.icon,
    ),
    iconUpload: trimmedTextField(PAYMENT_METHOD_MESSAGES.iconUpload).refine(
      (value) => value === "" || (value.length <= 300 && UPLOADED_PAYMENT_ICON.test(value)),
      PAYMENT_METHOD_MESSAGES.iconUpload,
    ),
  })
  .superRefine((value, context) => {
    if (value.icon === "" && value.iconUpload === "") {
      context.addIssue({ code: "custom", path: ["icon"], message: PAYMENT_METHOD_MESSAGES.icon });
    }
  });

export type PaymentMethodFormValues = z.input<typeof PaymentMethodSchema>;
export type PaymentMethodInput = z.output<typeof PaymentMethodSchema>;

/** The icon as stored: the bundled key, else the uploaded image's path. */
export function storedPaymentIcon(input: Pick<PaymentMethodInput, "icon" | "iconUpload">): string {
  return input.icon === "" ? input.iconUpload : input.icon;
}

/** The address of a stored icon: a bundled file, an uploaded image, or the wallet when neither (nothing is fetched). */
export function paymentIconUrl(icon: string): string {
  if (UPLOADED_PAYMENT_ICON.test(icon)) return icon;
  return `/images/payment-methods/${isBundled(icon) ? icon : /^[a-z0-9-]+$/.test(icon) ? icon : "wallet"}.svg`;
}
