import { useId } from "react";
import { useFetcher } from "react-router";
import { FORM_INPUT_CLASS, FormField, invalidProps, SaveButton } from "../../../components/admin/form-parts.tsx";
import { useSaveAnswer } from "../../../components/admin/use-save-answer.ts";
import { FieldError } from "../../../components/ui/field-error.tsx";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import {
  BANNED_WORDS_MAX_LENGTH,
  type ModerationMode,
  type ModerationSettingsInput,
  ModerationSettingsSchema,
} from "../../../features/comments/comment-moderation.schema.ts";
import { COMMENT_LIST_PATH } from "../../../utils/admin-paths.ts";
import { type SaveAnswer, SENT_BY_SCRIPT } from "../../../utils/form.ts";

export type ModerationSaveResult = SaveAnswer<keyof ModerationSettingsInput>;

/** The intent the comments screen's action answers with saveModerationSettings. */
export const MODERATION_INTENT = "moderation";

const MODE_LABELS: Record<ModerationMode, { label: string; hint: string }> = {
  live: {
    label: "Yorumlar hemen yayınlansın",
    hint: "Bağlantı ya da yasaklı kelime içeren yorumlar ve kısa sürede çok yorum gönderen adreslerin yorumları yine onay bekler.",
  },
  hold_all: { label: "Her yorum onay beklesin", hint: "Hiçbir yorum siz onaylamadan sitede görünmez." },
};

/** Issue #15: live at once (the spec's behaviour) or every comment held, and the banned words. */
export function ModerationForm({ initial }: { initial: ModerationSettingsInput }) {
  const fetcher = useFetcher<ModerationSaveResult>();
  const ids = useId();
  const form = useSchemaForm(ModerationSettingsSchema, initial);
  useSaveAnswer(fetcher, form.setError, { onSaved: () => form.reset(form.getValues()) });
  const errors = form.formState.errors;
  const onValid = (values: ModerationSettingsInput) =>
    fetcher.submit(
      { ...SENT_BY_SCRIPT, intent: MODERATION_INTENT, ...values },
      { method: "post", action: COMMENT_LIST_PATH },
    );
  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${ids}-heading`} className="text-lg font-bold">
        Yorum Moderasyonu
      </h2>
      <form
        method="post"
        action={COMMENT_LIST_PATH}
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        className="mt-3 space-y-4"
      >
        <input type="hidden" name="intent" value={MODERATION_INTENT} />
        <fieldset>
          <legend className="text-sm font-medium">Yeni yorumlar</legend>
          <div className="mt-2 space-y-2">
            {(Object.keys(MODE_LABELS) as ModerationMode[]).map((mode) => (
              <label key={mode} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  value={mode}
                  defaultChecked={initial.mode === mode}
                  className="mt-1"
                  {...form.register("mode")}
                />
                <span>
                  <span className="font-medium">{MODE_LABELS[mode].label}</span>
                  <span className="block text-xs text-slate-600">{MODE_LABELS[mode].hint}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={`${ids}-mode-error`} message={errors.mode?.message} />
        </fieldset>
        <FormField
          id={`${ids}-words`}
          label="Yasaklı kelimeler"
          hint="Her satıra bir kelime ya da ifade. Büyük-küçük harf ve Türkçe karakter farkı gözetilmez; bu kelimelerden biriyle başlayan bir sözcük içeren yorum onay bekler."
          error={errors.bannedWords?.message}
        >
          <textarea
            id={`${ids}-words`}
            rows={5}
            maxLength={BANNED_WORDS_MAX_LENGTH}
            defaultValue={initial.bannedWords}
            className={FORM_INPUT_CLASS}
            {...invalidProps(`${ids}-words`, errors.bannedWords?.message)}
            {...form.register("bannedWords")}
          />
        </FormField>
        <SaveButton saving={fetcher.state !== "idle"} label="Moderasyon ayarlarını kaydet" size="page" />
      </form>
    </section>
  );
}
