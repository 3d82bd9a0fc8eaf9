import { isHttpUrl } from "../../utils/http-url.ts";
import { z } from "../../utils/zod.ts";
import type { RevisionFields } from "../revisions/public.ts";

/** Spec 2 §5 hero form: all six fields are required; the limits and the URL rule are ours. */
export const HERO_MESSAGES = {
  upperTitle: "Üst başlık gereklidir",
  mainTitle: "Ana başlık gereklidir",
  highlightedText: "Vurgulanacak metin gereklidir",
  description: "Açıklama gereklidir",
  buttonText: "Buton metni gereklidir",
  buttonUrl: "Buton URL gereklidir",
  buttonUrlInvalid: "Geçerli bir URL giriniz",
} as const;

export const HERO_LIMITS = {
  upperTitle: 120,
  mainTitle: 160,
  highlightedText: 120,
  description: 600,
  buttonText: 60,
  buttonUrl: 2048,
} as const;

/** A link target the home page can use safely: an anchor (#promotions-section), a path, or an http(s) address. */
export function isButtonTarget(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (/^#[\w-]+$/.test(value)) return true;
  if (/^\/(?![/\\])/.test(value)) return true;
  return isHttpUrl(value);
}

function requiredText(message: string, max: number) {
  return z.string().trim().min(1, message).max(max, `En fazla ${max} karakter girebilirsiniz`);
}

export const HeroSchema = z.object({
  upperTitle: requiredText(HERO_MESSAGES.upperTitle, HERO_LIMITS.upperTitle),
  mainTitle: requiredText(HERO_MESSAGES.mainTitle, HERO_LIMITS.mainTitle),
  highlightedText: requiredText(HERO_MESSAGES.highlightedText, HERO_LIMITS.highlightedText),
  description: requiredText(HERO_MESSAGES.description, HERO_LIMITS.description),
  buttonText: requiredText(HERO_MESSAGES.buttonText, HERO_LIMITS.buttonText),
  buttonUrl: requiredText(HERO_MESSAGES.buttonUrl, HERO_LIMITS.buttonUrl).refine(
    (value) => value === "" || isButtonTarget(value),
    HERO_MESSAGES.buttonUrlInvalid,
  ),
});

export type HeroInput = z.infer<typeof HeroSchema>;

/** How the revisions read in the 'Geçmiş' panel and a stale-save refusal. */
export const HERO_REVISION_FIELDS = {
  labels: {
    upperTitle: "Üst başlık",
    mainTitle: "Ana başlık",
    highlightedText: "Vurgulu metin",
    description: "Açıklama",
    buttonText: "Buton metni",
    buttonUrl: "Buton bağlantısı",
  },
} as const satisfies RevisionFields<keyof HeroInput>;

/** The entity kind of the hero's revisions; one row, its entity id SITE_ENTITY. */
export const HERO_REVISION_KIND = "hero";
