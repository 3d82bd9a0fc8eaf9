import { useFetcher } from "react-router";
import { formFields, SaveButton, SelectField } from "../../../components/admin/form-parts.tsx";
import { useSaveAnswer } from "../../../components/admin/use-save-answer.ts";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import { type SplashFrequencyInput, SplashFrequencySchema } from "../../../features/splash-ads/splash-ad.schema.ts";
import {
  SPLASH_FREQUENCIES,
  SPLASH_FREQUENCY_LABELS,
  type SplashFrequency,
} from "../../../features/splash-ads/splash-ad.ts";
import { SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { SaveAnswer } from "../../../utils/form.ts";

export type SplashFrequencySaveResult = SaveAnswer<keyof SplashFrequencyInput>;

/** The intent the list's action answers with saveSplashFrequency. */
export const FREQUENCY_INTENT = "frequency";

/** How often one visitor sees the splash ad (decision 012). Without JavaScript the form posts itself. */
export function SplashFrequencyForm({ initial }: { initial: SplashFrequency }) {
  const fetcher = useFetcher<SplashFrequencySaveResult>();
  const form = useSchemaForm(SplashFrequencySchema, { frequency: initial });
  useSaveAnswer(fetcher, form.setError, { onSaved: () => form.reset(form.getValues()) });
  const saving = fetcher.state !== "idle";
  const onValid = (values: SplashFrequencyInput) =>
    fetcher.submit({ intent: FREQUENCY_INTENT, ...values }, { method: "post", action: SPLASH_LIST_PATH });

  return (
    <section aria-labelledby="splash-frequency-heading" className="max-w-2xl rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="splash-frequency-heading" className="text-lg font-bold">
        Gösterim Ayarı
      </h2>
      <form
        method="post"
        action={SPLASH_LIST_PATH}
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <input type="hidden" name="intent" value={FREQUENCY_INTENT} />
        <div className="min-w-0 flex-1">
          <SelectField
            fields={formFields(form, null, "splash")}
            name="frequency"
            label="Gösterim sıklığı"
            hint="Reklam, sitenin açılışından 7 saniye sonra gelir. 'Günde bir kez': aynı tarayıcıda 24 saatte bir."
          >
            {SPLASH_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {SPLASH_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="sm:mt-6">
          <SaveButton saving={saving} label="Kaydet" size="page" />
        </div>
      </form>
    </section>
  );
}
