import { checkbox } from "../../utils/form.ts";
import { slugOrEmpty } from "../../utils/slug.ts";
import { trimmedTextField } from "../../utils/text-field.ts";
import { z } from "../../utils/zod.ts";

export const CATEGORY_LIMITS = { nameMax: 100, slugMax: 80, descriptionMax: 500 } as const;

/** Every text of the categories screen (spec 2 §5, §8), plus the limits we add (issue #5: bounded input). */
export const CATEGORY_MESSAGES = {
  nameRequired: "Kategori adı boş olamaz",
  nameMax: `Kategori adı en fazla ${CATEGORY_LIMITS.nameMax} karakter olabilir`,
  slugRequired: "Kategori slug değeri boş olamaz",
  slugMax: `Kategori slug değeri en fazla ${CATEGORY_LIMITS.slugMax} karakter olabilir`,
  descriptionMax: `Açıklama en fazla ${CATEGORY_LIMITS.descriptionMax} karakter olabilir`,
  slugTaken: "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.",
  inUse: "Bu kategori kullanımda olduğu için silinemez",
  notFound: "Kategori bulunamadı",
  created: "Kategori başarıyla eklendi",
  updated: "Kategori başarıyla güncellendi",
  deleted: "Kategori silindi",
  activated: "Kategori aktif edildi",
  deactivated: "Kategori pasif edildi",
  listLoadFailed: "Kategoriler yüklenirken bir hata oluştu",
  saveFailed: (message: string) => `Kategori kaydedilirken hata: ${message}`,
  deleteFailed: (message: string) => `Kategori silinirken hata: ${message}`,
  toggleFailed: (message: string) => `Kategori durumu değiştirilirken hata: ${message}`,
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
