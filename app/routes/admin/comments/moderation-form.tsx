import { useId } from "react";
import { fieldsOf, IntentForm, SaveButton } from "../../../admin-kit/form-parts.tsx";
import { useListAction } from "../../../admin-kit/list-actions.ts";
import { useFetcherForm } from "../../../admin-kit/use-fetcher-form.ts";
import { FieldError } from "../../../components/ui/field-error.tsx";
import {
  BANNED_WORDS_MAX_LENGTH,
  type ModerationMode,
  type ModerationSettingsInput,
  ModerationSettingsSchema,
} from "../../../features/comments/comment-moderation.schema.ts";
import { COMMENT_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { SaveAnswer } from "../../../utils/form.ts";

const { TextAreaField } = fieldsOf(ModerationSettingsSchema);

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
  const action = useListAction(COMMENT_LIST_PATH);
  const { form, fields, saving, onSubmit } = useFetcherForm(ModerationSettingsSchema, initial, {
    action,
    onRedirected: (): void => form.reset(form.getValues()),
  });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-bold">
        Yorum Moderasyonu
      </h2>
      <IntentForm
        fields={fields}
        intent={MODERATION_INTENT}
        action={action}
        onSubmit={onSubmit((values) => ({ intent: MODERATION_INTENT, ...values }))}
        className="mt-3 space-y-4"
      >
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
          <FieldError id={`${fields.idOf("mode")}-error`} message={fields.errorOf("mode")} />
        </fieldset>
        <TextAreaField
          name="bannedWords"
          label="Yasaklı kelimeler"
          hint="Her satıra bir kelime ya da ifade. Büyük-küçük harf ve Türkçe karakter farkı gözetilmez; bu kelimelerden biriyle başlayan bir sözcük içeren yorum onay bekler."
          rows={5}
          maxLength={BANNED_WORDS_MAX_LENGTH}
        />
        <SaveButton saving={saving} label="Moderasyon ayarlarını kaydet" size="page" />
      </IntentForm>
    </section>
  );
}
