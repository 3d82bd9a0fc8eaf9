import { z } from "../../utils/zod.ts";
import { COMMENT_MESSAGES } from "./comment.schema.ts";

/** Comment states (migration 0012): only approved comments are shown and counted (issue #15). */
export const COMMENT_STATUSES = ["pending", "approved", "spam"] as const;
export type CommentStatusValue = (typeof COMMENT_STATUSES)[number];

export const STATUS_LABELS: Record<CommentStatusValue, string> = {
  pending: "Onay bekliyor",
  approved: "Onaylı",
  spam: "Spam",
};

/** 'live': spec 1 §5, a comment shows at once (the default); 'hold_all': every comment waits for approval. */
export const MODERATION_MODES = ["live", "hold_all"] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];

export const BANNED_WORDS_MAX_LENGTH = 5000;
export const BANNED_WORDS_MAX_LINES = 300;

export const MODERATION_MESSAGES = {
  held: COMMENT_MESSAGES.held,
  mode: "Geçerli bir yorum yayınlama biçimi seçin",
  bannedWordsTooLong: `Yasaklı kelime listesi en fazla ${BANNED_WORDS_MAX_LENGTH} karakter olabilir`,
  bannedWordsTooMany: `Yasaklı kelime listesi en fazla ${BANNED_WORDS_MAX_LINES} satır olabilir`,
  saved: "Yorum moderasyonu ayarları kaydedildi",
  saveFailed: "Yorum moderasyonu ayarları kaydedilirken bir hata oluştu",
  ownerOnly: "Yorum moderasyonu ayarlarını yalnızca Yönetici değiştirebilir",
  approved: (n: number) => (n === 1 ? "Yorum onaylandı" : `${n} yorum onaylandı`),
  markedSpam: (n: number) => (n === 1 ? "Yorum spam olarak işaretlendi" : `${n} yorum spam olarak işaretlendi`),
  deleted: (n: number) => (n === 1 ? "Yorum silindi" : `${n} yorum silindi`),
  statusFailed: "Yorum durumu değiştirilirken bir hata oluştu",
  noneSelected: "Önce en az bir yorum seçin",
} as const;

/** The moderation form on the comments screen: the mode and the banned words, one word or phrase per line. */
export const ModerationSettingsSchema = z.object({
  mode: z.enum(MODERATION_MODES, { error: MODERATION_MESSAGES.mode }),
  bannedWords: z
    .string()
    .max(BANNED_WORDS_MAX_LENGTH, MODERATION_MESSAGES.bannedWordsTooLong)
    .refine((text) => text.split("\n").length <= BANNED_WORDS_MAX_LINES, MODERATION_MESSAGES.bannedWordsTooMany),
});

export type ModerationSettingsInput = z.output<typeof ModerationSettingsSchema>;

/** The list as stored: trimmed lines, empty and repeated ones dropped. */
export function bannedWordList(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split("\n")) {
    const word = line.replace(/\s+/g, " ").trim();
    if (word) seen.add(word);
  }
  return [...seen];
}
