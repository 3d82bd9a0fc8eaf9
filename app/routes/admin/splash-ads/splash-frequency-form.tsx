import { fieldsOf, IntentForm, SaveButton } from "../../../admin-kit/form-parts.tsx";
import { useListAction } from "../../../admin-kit/list-actions.ts";
import { useFetcherForm } from "../../../admin-kit/use-fetcher-form.ts";
import { type SplashFrequencyInput, SplashFrequencySchema } from "../../../features/splash-ads/splash-ad.schema.ts";
import {
  SPLASH_FREQUENCIES,
  SPLASH_FREQUENCY_LABELS,
  type SplashFrequency,
} from "../../../features/splash-ads/splash-frequency.ts";
import { SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { SaveAnswer } from "../../../utils/form.ts";

const { SelectField } = fieldsOf(SplashFrequencySchema);

export type SplashFrequencySaveResult = SaveAnswer<keyof SplashFrequencyInput>;

/** The intent the list's action answers with saveSplashFrequency. */
export const FREQUENCY_INTENT = "frequency";

/** How often one visitor sees the splash ad. Without JavaScript the form posts itself. */
export function SplashFrequencyForm({ initial }: { initial: SplashFrequency }) {
  const action = useListAction(SPLASH_LIST_PATH);
  const { form, fields, saving, onSubmit } = useFetcherForm(
    SplashFrequencySchema,
    { frequency: initial },
    { action, onRedirected: (): void => form.reset(form.getValues()) },
  );

  return (
    <section aria-labelledby="splash-frequency-heading" className="max-w-2xl rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="splash-frequency-heading" className="text-lg font-bold">
        Gösterim Ayarı
      </h2>
      <IntentForm
        fields={fields}
        intent={FREQUENCY_INTENT}
        action={action}
        onSubmit={onSubmit((values) => ({ intent: FREQUENCY_INTENT, ...values }))}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="min-w-0 flex-1">
          <SelectField
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
      </IntentForm>
    </section>
  );
}
