import { useId, useRef, useState } from "react";
import { WAGERING_ON } from "../../promotions/public.ts";
import {
  CALCULATOR_PARAMS,
  type CalculatorField,
  type CalculatorValues,
  computeWagering,
  describeWagering,
  readCalculator,
} from "../wagering.ts";
import { RESPONSIBLE_GAMBLING_ANCHOR, WAGERING_CALCULATOR_PATH } from "../wagering-offer.ts";

const FIGURES: { field: Exclude<CalculatorField, "wageringOn">; label: string; hint?: string }[] = [
  { field: "deposit", label: "Yatırım tutarı (TL)" },
  { field: "bonusPercent", label: "Bonus yüzdesi (%)", hint: "Sabit tutarlı bonusta boş bırakın." },
  { field: "bonusAmount", label: "Bonus tutarı ya da üst sınırı (TL)" },
  { field: "wagering", label: "Çevrim şartı (x)", hint: "0: çevrimsiz." },
  { field: "contribution", label: "Oyun katkısı (%)", hint: "Slotlar genellikle %100 sayılır." },
  { field: "betPerSpin", label: "Dönüş başına bahis (TL)" },
  { field: "rtp", label: "Oyunun RTP oranı (%)" },
  { field: "maxCashout", label: "Maksimum çekim (TL)", hint: "Sınır yoksa boş bırakın." },
];

/**
 * The wagering calculator (issue #37 §1): a GET form to the calculator's page that answers on the server without
 * JavaScript, and answers as the visitor types once hydrated (the submit then only moves focus to the answer).
 */
export function WageringCalculator({ initial, title }: { initial: CalculatorValues; title: string }) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const answer = useRef<HTMLHeadingElement>(null);
  const reading = readCalculator(values);
  const errors: Partial<Record<CalculatorField, string>> = reading.ok ? {} : reading.errors;
  const field = (name: CalculatorField) => ({
    id: `${id}-${name}`,
    name: CALCULATOR_PARAMS[name],
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues({ ...values, [name]: event.currentTarget.value }),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": `${id}-${name}-note`,
  });
  const note = (name: CalculatorField, hint?: string) => (
    <p
      id={`${id}-${name}-note`}
      className={`mt-1 text-xs ${errors[name] ? "font-semibold text-red-700" : "text-slate-600"}`}
    >
      {errors[name] ?? hint}
    </p>
  );
  return (
    <section
      id="cevrim-hesaplayici"
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-xl font-extrabold">
        {title}
      </h2>
      <form
        method="get"
        action={WAGERING_CALCULATOR_PATH}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          answer.current?.focus();
        }}
        className="mt-3 grid gap-3 sm:grid-cols-2"
      >
        {FIGURES.map(({ field: name, label, hint }) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
              {label}
            </label>
            <input
              {...field(name)}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
            />
            {note(name, hint)}
          </div>
        ))}
        <div>
          <label htmlFor={`${id}-wageringOn`} className="block text-sm font-semibold">
            Çevrim neye uygulanır
          </label>
          <select
            {...field("wageringOn")}
            className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            {Object.entries(WAGERING_ON).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
          {note("wageringOn")}
        </div>
        <div className="flex items-end">
          <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-bold text-white hover:bg-brand-dark">
            Hesapla
          </button>
        </div>
      </form>
      <div aria-live="polite" className="mt-4">
        <h3 ref={answer} tabIndex={-1} className="font-bold">
          Sonuç
        </h3>
        {reading.ok ? (
          <dl className="mt-2 space-y-1.5 text-sm">
            {describeWagering(reading.terms, computeWagering(reading.terms)).map((line) => (
              <div key={line.label} className="sm:flex sm:gap-2">
                <dt className="font-semibold">{line.label}:</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-2 text-sm">Hesaplamak için işaretli alanları düzeltin.</p>
        )}
      </div>
      <p className="mt-4 text-xs text-slate-600">
        Bu bir tahmindir: beklenen maliyet, çok sayıda dönüşün ortalamasıdır; gerçek sonuç şansa ve casinonun
        kurallarına bağlıdır.{" "}
        <a href={`#${RESPONSIBLE_GAMBLING_ANCHOR}`} className="font-semibold text-brand underline">
          Sorumlu oyun
        </a>
      </p>
    </section>
  );
}
