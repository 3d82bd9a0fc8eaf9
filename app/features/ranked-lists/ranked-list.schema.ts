import { checkbox } from "../../utils/form.ts";
import { isDay } from "../../utils/istanbul-time.ts";
import { SLUG_MAX_LENGTH } from "../../utils/slug.ts";
import { UUID_PATTERN } from "../../utils/uuid.ts";
import { z } from "../../utils/zod.ts";
import type { RevisionFields } from "../revisions/public.ts";

/** The limits of a ranked list's fields (issue #14); the form shows them as counters and maxlength. */
export const RANKED_LIST_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  slugMax: SLUG_MAX_LENGTH,
  /** The intro's stored HTML. */
  introMax: 20_000,
  seoTitleMax: 70,
  seoDescriptionMax: 170,
  itemsMin: 1,
  itemsMax: 30,
  noteMax: 300,
  /** The items' JSON as posted, checked before it is parsed. */
  itemsJsonMax: 30 * 600,
} as const;

export const RANKED_LIST_MESSAGES = {
  title: `Başlık ${RANKED_LIST_LIMITS.titleMin}-${RANKED_LIST_LIMITS.titleMax} karakter olmalıdır`,
  slug: `Adres yalnızca küçük harf, rakam ve tire içerebilir (en fazla ${RANKED_LIST_LIMITS.slugMax} karakter)`,
  slugTaken: "Bu adres başka bir listede kullanılıyor",
  intro: `Giriş metni en fazla ${RANKED_LIST_LIMITS.introMax.toLocaleString("tr-TR")} karakter olabilir`,
  seoTitle: `SEO başlığı en fazla ${RANKED_LIST_LIMITS.seoTitleMax} karakter olabilir`,
  seoDescription: `SEO açıklaması en fazla ${RANKED_LIST_LIMITS.seoDescriptionMax} karakter olabilir`,
  reviewedAt: "Geçerli bir tarih girin (GG.AA.YYYY)",
  items: `Listeye en az ${RANKED_LIST_LIMITS.itemsMin}, en fazla ${RANKED_LIST_LIMITS.itemsMax} öğe ekleyin`,
  itemsInvalid: "Liste öğeleri okunamadı; sayfayı yenileyip tekrar deneyin",
  itemDuplicate: "Aynı casino veya promosyon listede iki kez yer alamaz",
  note: `Her öğenin notu en fazla ${RANKED_LIST_LIMITS.noteMax} karakter olabilir`,
  itemMissing: "Listedeki bir casino veya promosyon artık yok; listeden çıkarın",
} as const;

export const RANKED_ITEM_KINDS = ["casino", "promotion"] as const;
export type RankedItemKind = (typeof RANKED_ITEM_KINDS)[number];

const RankedItemSchema = z.object({
  kind: z.enum(RANKED_ITEM_KINDS, { message: RANKED_LIST_MESSAGES.itemsInvalid }),
  id: z.string().regex(UUID_PATTERN, RANKED_LIST_MESSAGES.itemsInvalid),
  note: z.string().trim().max(RANKED_LIST_LIMITS.noteMax, RANKED_LIST_MESSAGES.note).default(""),
});

export type RankedItemInput = z.infer<typeof RankedItemSchema>;

/** An item as the picker holds it while the list is edited: the note may still be too long, the form says so. */
const EditedItemSchema = z.object({
  kind: z.enum(RANKED_ITEM_KINDS),
  id: z.string().min(1),
  note: z.string().catch(""),
});

/** The `items` field's JSON, as the picker writes it; an empty field is no items. Throws on broken JSON. */
function parseItemsJson(json: string): unknown {
  return JSON.parse(json === "" ? "[]" : json);
}

/**
 * The form's `items` field read back for the picker: every well-shaped item in order, anything else (broken JSON,
 * an unknown kind, a restored draft from an older form) left out. The strict reading is `itemsField`'s, on submit.
 */
export function readEditedItems(json: string): RankedItemInput[] {
  let value: unknown;
  try {
    value = parseItemsJson(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const read = EditedItemSchema.safeParse(item);
    return read.success ? [read.data] : [];
  });
}

/** The picker's `kind:id` option value as an item, or null for anything else. */
export function itemOfChoice(value: string): RankedItemInput | null {
  const [kind, id] = value.split(":");
  const read = EditedItemSchema.safeParse({ kind, id, note: "" });
  return read.success ? read.data : null;
}

/** A stored list as its edit form opens it: items in order with their casino's or promotion's name. */
export interface RankedListForEdit {
  id: string;
  title: string;
  slug: string;
  /** Sanitised HTML, safe to hand to the editor. */
  intro: string;
  seoTitle: string;
  seoDescription: string;
  /** YYYY-MM-DD in Istanbul, or ''. */
  reviewedAt: string;
  isActive: boolean;
  items: (RankedItemInput & { label: string })[];
  /** The version the form is opened at. */
  updatedAt: string;
}

/** The items as the form posts them: a JSON array of { kind, id, note }, in the list's order. */
const itemsField = z
  .string()
  .max(RANKED_LIST_LIMITS.itemsJsonMax, RANKED_LIST_MESSAGES.items)
  .transform((value, ctx) => {
    try {
      return parseItemsJson(value);
    } catch {
      ctx.addIssue({ code: "custom", message: RANKED_LIST_MESSAGES.itemsInvalid });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(RankedItemSchema, { message: RANKED_LIST_MESSAGES.itemsInvalid })
      .min(RANKED_LIST_LIMITS.itemsMin, RANKED_LIST_MESSAGES.items)
      .max(RANKED_LIST_LIMITS.itemsMax, RANKED_LIST_MESSAGES.items)
      .refine(
        (items) => new Set(items.map((item) => `${item.kind}:${item.id.toLowerCase()}`)).size === items.length,
        RANKED_LIST_MESSAGES.itemDuplicate,
      ),
  );

/** The ranked list form (admin) and its revisions: one schema, client and server. */
export const RankedListSchema = z.object({
  title: z
    .string()
    .trim()
    .min(RANKED_LIST_LIMITS.titleMin, RANKED_LIST_MESSAGES.title)
    .max(RANKED_LIST_LIMITS.titleMax, RANKED_LIST_MESSAGES.title),
  /** Empty: made from the title. */
  slug: z
    .string()
    .trim()
    .max(RANKED_LIST_LIMITS.slugMax, RANKED_LIST_MESSAGES.slug)
    .refine((value) => value === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), RANKED_LIST_MESSAGES.slug),
  intro: z.string().max(RANKED_LIST_LIMITS.introMax, RANKED_LIST_MESSAGES.intro),
  seoTitle: z.string().trim().max(RANKED_LIST_LIMITS.seoTitleMax, RANKED_LIST_MESSAGES.seoTitle),
  seoDescription: z.string().trim().max(RANKED_LIST_LIMITS.seoDescriptionMax, RANKED_LIST_MESSAGES.seoDescription),
  /** 'Son inceleme' as YYYY-MM-DD (a date input); empty: not reviewed yet. */
  reviewedAt: z
    .string()
    .trim()
    .refine((value) => value === "" || isDay(value), RANKED_LIST_MESSAGES.reviewedAt),
  isActive: checkbox(),
  items: itemsField,
});

export type RankedListFormValues = z.input<typeof RankedListSchema>;
export type RankedListInput = z.output<typeof RankedListSchema>;

/** The entity kind of a ranked list's revisions and its audit entries (audit-kinds.ts). */
export const RANKED_LIST_REVISION_KIND = "ranked-list";

/** How a ranked list's revisions read in the 'Geçmiş' panel and a stale-save refusal. */
export const RANKED_LIST_REVISION_FIELDS = {
  labels: {
    title: "Başlık",
    slug: "Adres",
    intro: "Giriş metni",
    seoTitle: "SEO başlığı",
    seoDescription: "SEO açıklaması",
    reviewedAt: "Son inceleme",
    isActive: "Aktif",
    items: "Öğeler",
  },
  richText: ["intro"],
  itemLists: ["items"],
} as const satisfies RevisionFields<keyof RankedListFormValues>;

/** The public addresses (in a module of their own: public pages import them without Zod). */
export { RANKED_LISTS_PATH, rankedListPath } from "./ranked-list-paths.ts";

/** A list's form values as stored: the content of its revisions and what its edit form opens with. */
export function rankedListFormValues(list: Omit<RankedListForEdit, "id" | "updatedAt">): RankedListFormValues {
  return {
    title: list.title,
    slug: list.slug,
    intro: list.intro,
    seoTitle: list.seoTitle,
    seoDescription: list.seoDescription,
    reviewedAt: list.reviewedAt,
    isActive: list.isActive,
    items: JSON.stringify(list.items.map(({ kind, id, note }) => ({ kind, id, note }))),
  };
}
