import { checkbox } from "../../utils/form.ts";
import { slugOrEmpty } from "../../utils/slug.ts";
import { trimmedTextField } from "../../utils/text-field.ts";
import { z } from "../../utils/zod.ts";

export const CATEGORY_LIMITS = { nameMax: 100, slugMax: 80, descriptionMax: 500 } as const;

/**
 * The category dialog's validation texts (spec 2 §5), plus the limits we add (issue #5: bounded input); the screen's
 * results are in admin-messages.ts.
 */
export const CATEGORY_MESSAGES = {
  nameRequired: "Kategori adı boş olamaz",
  nameMax: `Kategori adı en fazla ${CATEGORY_LIMITS.nameMax} karakter olabilir`,
  slugRequired: "Kategori slug değeri boş olamaz",
  slugMax: `Kategori slug değeri en fazla ${CATEGORY_LIMITS.slugMax} karakter olabilir`,
  descriptionMax: `Açıklama en fazla ${CATEGORY_LIMITS.descriptionMax} karakter olabilir`,
  slugTaken: "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.",
} as const;

/** Spec 2 §5 category dialog, shared by the form and the action. */
export const CategorySchema = z.object({
  name: trimmedTextField(CATEGORY_MESSAGES.nameRequired).pipe(
    z.string().min(1, CATEGORY_MESSAGES.nameRequired).max(CATEGORY_LIMITS.nameMax, CATEGORY_MESSAGES.nameMax),
  ),
  slug: trimmedTextField(CATEGORY_MESSAGES.slugRequired)
    .refine((value) => value.length <= CATEGORY_LIMITS.slugMax * 2, CATEGORY_MESSAGES.slugMax)
    .transform(slugOrEmpty)
    .pipe(z.string().min(1, CATEGORY_MESSAGES.slugRequired)),
  /** Trimmed; null when empty (spec 2 §5). */
  description: trimmedTextField(CATEGORY_MESSAGES.descriptionMax)
    .refine((value) => value.length <= CATEGORY_LIMITS.descriptionMax, CATEGORY_MESSAGES.descriptionMax)
    .transform((value) => (value === "" ? null : value)),
  isActive: checkbox(),
});

export type CategoryFormValues = z.input<typeof CategorySchema>;
export type CategoryInput = z.output<typeof CategorySchema>;
