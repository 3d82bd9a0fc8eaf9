import { httpUrl } from "../../utils/http-url.ts";
import { UUID_PATTERN } from "../../utils/uuid.ts";
import { z } from "../../utils/zod.ts";

/** The two menus and their Turkish names; only the header nests, one level deep. */
export const MENUS = { header: "Üst Menü", footer: "Alt Menü" } as const;
export type MenuName = keyof typeof MENUS;
export const MENU_NAMES = Object.keys(MENUS) as MenuName[];

/** The site's own sections a menu item may point at, by a stored key (a moved route changes only this map). */
export const MENU_SECTIONS = {
  home: { label: "Anasayfa", path: "/" },
  bonuslar: { label: "Bonuslar", path: "/bonuslar" },
  "guvenilir-siteler": { label: "Güvenilir Siteler", path: "/guvenilir-siteler" },
  blog: { label: "Blog", path: "/blog" },
  listeler: { label: "Sıralı Listeler", path: "/listeler" },
  karsilastir: { label: "Karşılaştır", path: "/karsilastir" },
  "cevrim-hesaplama": { label: "Çevrim Hesaplama", path: "/cevrim-hesaplama" },
  bulten: { label: "Bülten", path: "/bulten" },
  iletisim: { label: "İletişim", path: "/iletisim" },
  ara: { label: "Arama", path: "/ara" },
} as const;
export type MenuSection = keyof typeof MENU_SECTIONS;

/** What an item points at: a section, a page, a category, a ranked list, or an https address. */
export const TARGET_KINDS = {
  section: "Site bölümü",
  page: "Sayfa",
  category: "Kategori",
  "ranked-list": "Sıralı liste",
  url: "Dış bağlantı",
} as const;
export type TargetKind = keyof typeof TARGET_KINDS;

export const MENU_LABEL_MAX_LENGTH = 40;
export const MENU_URL_MAX_LENGTH = 2048;
/** A menu longer than this is no menu a visitor reads; the limit also bounds what one operator can store. */
export const MENU_MAX_ITEMS = 30;

/** The target select's value for an external address: the address itself is the `url` field. */
export const URL_TARGET = "url";

export const MENU_MESSAGES = {
  label: "Etiket gereklidir",
  labelTooLong: `Etiket en fazla ${MENU_LABEL_MAX_LENGTH} karakter olabilir`,
  target: "Bir hedef seçin",
  url: "Geçerli bir https adresi giriniz",
  parent: "Üst öğe bu menüde bulunamadı",
  request: "Geçersiz istek",
} as const;

/** `kind:key` as the target select posts it: `section:bonuslar`, `page:<id>`, or `url` (the address field then). */
export function parseTarget(value: string): { kind: TargetKind; target: string } | null {
  if (value === URL_TARGET) return { kind: "url", target: "" };
  const colon = value.indexOf(":");
  const kind = value.slice(0, colon);
  const target = value.slice(colon + 1);
  if (colon < 0 || !(kind in TARGET_KINDS) || kind === "url") return null;
  if (kind === "section") return target in MENU_SECTIONS ? { kind, target } : null;
  return UUID_PATTERN.test(target) ? { kind: kind as TargetKind, target: target.toLowerCase() } : null;
}

export const targetValue = (kind: string, target: string) => (kind === "url" ? URL_TARGET : `${kind}:${target}`);

const isHttps = (value: string) => httpUrl(value)?.startsWith("https:") === true;
const optionalId = z
  .string()
  .trim()
  .refine((value) => value === "" || UUID_PATTERN.test(value), MENU_MESSAGES.request);

/** 'Menüler''s item form: a new item (id "") or a stored one, in a menu, with its label, target and parent. */
export const MenuItemSchema = z
  .object({
    id: optionalId,
    menu: z.enum(MENU_NAMES, MENU_MESSAGES.request),
    label: z.string().trim().min(1, MENU_MESSAGES.label).max(MENU_LABEL_MAX_LENGTH, MENU_MESSAGES.labelTooLong),
    target: z
      .string()
      .max(100, MENU_MESSAGES.target)
      .refine((value) => parseTarget(value) !== null, MENU_MESSAGES.target),
    url: z.string().trim().max(MENU_URL_MAX_LENGTH, MENU_MESSAGES.url),
    parentId: optionalId,
  })
  .superRefine((value, context) => {
    if (value.target === URL_TARGET && !isHttps(value.url)) {
      context.addIssue({ code: "custom", path: ["url"], message: MENU_MESSAGES.url });
    }
    if (value.menu !== "header" && value.parentId !== "") {
      context.addIssue({ code: "custom", path: ["parentId"], message: MENU_MESSAGES.parent });
    }
  });

export type MenuItemInput = z.input<typeof MenuItemSchema>;
export type MenuItemValues = z.output<typeof MenuItemSchema>;

/** 'Yukarı' / 'Aşağı' on one item (a form of its own, posted with intent=move). */
export const MenuMoveSchema = z.object({
  id: z.string().regex(UUID_PATTERN, MENU_MESSAGES.request),
  direction: z.enum(["up", "down"], MENU_MESSAGES.request),
});
