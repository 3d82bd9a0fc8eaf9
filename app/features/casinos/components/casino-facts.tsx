import type { CasinoFacts } from "../casino-facts.server.ts";
import { formatRating } from "../casino-paths.ts";

const score = (value: number) => formatRating(value) ?? "";

/** The casino page's details (free text of a casino without facts), ratings, pros and cons and payment methods. */
export function CasinoFactSections(props: {
  details: readonly { label: string | null; value: string }[];
  facts: CasinoFacts | null;
  overall: number | null;
}) {
  const { details, facts, overall } = props;
  return (
    <>
      {details.length > 0 ? (
        <div className="mt-6">
          <h2 className="text-lg font-bold">Site Bilgileri</h2>
          <FactTable rows={details} />
        </div>
      ) : null}
      {facts ? (
        <>
          <RatingBreakdown facts={facts} overall={overall} />
          <ProsAndCons pros={facts.pros} cons={facts.cons} />
          <PaymentMethodList methods={facts.paymentMethods} />
        </>
      ) : null}
    </>
  );
}

/** The label/value table of a casino's facts (or of the free-text details of a casino without facts). */
export function FactTable({ rows }: { rows: readonly { label: string | null; value: string }[] }) {
  return (
    <dl className="mt-3 grid gap-2 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={`${row.label}:${row.value}`} className="rounded-lg bg-slate-50 px-3 py-2">
          {row.label ? <dt className="text-xs font-semibold text-slate-600">{row.label}</dt> : null}
          <dd className="font-medium">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each criterion's score with a bar, and how the overall rating is made of them. */
export function RatingBreakdown({ facts, overall }: { facts: CasinoFacts; overall: number | null }) {
  if (facts.ratings.length === 0) return null;
  return (
    <section aria-labelledby="rating-breakdown-heading" className="mt-6">
      <h2 id="rating-breakdown-heading" className="text-lg font-bold">
        Puan Dağılımı
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {overall !== null ? `Genel puan (${score(overall)} / 5), ` : "Genel puan, "}
        aşağıdaki {facts.ratings.length} ölçütün ortalamasıdır; her ölçüt 5 üzerinden puanlanır.
      </p>
      <ul className="mt-3 space-y-2">
        {facts.ratings.map((rating) => (
          <li key={rating.criterion} className="grid grid-cols-[8.5rem_1fr_auto] items-center gap-3 text-sm">
            <span>{rating.label}</span>
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
              <span className="block h-full rounded-full bg-brand" style={{ width: `${(rating.value / 5) * 100}%` }} />
            </span>
            <span className="font-semibold tabular-nums">
              {score(rating.value)}
              <span className="sr-only"> / 5</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Pros and cons side by side (stacked on a phone). */
export function ProsAndCons({ pros, cons }: { pros: readonly string[]; cons: readonly string[] }) {
  if (pros.length === 0 && cons.length === 0) return null;
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      <MarkedList id="pros-heading" title="Artıları" items={pros} mark="+" tone="emerald" />
      <MarkedList id="cons-heading" title="Eksileri" items={cons} mark="−" tone="rose" />
    </div>
  );
}

const TONES = {
  emerald: { box: "border-emerald-200 bg-emerald-50", title: "text-emerald-900", mark: "text-emerald-800" },
  rose: { box: "border-rose-200 bg-rose-50", title: "text-rose-900", mark: "text-rose-800" },
} as const;

function MarkedList(props: {
  id: string;
  title: string;
  items: readonly string[];
  mark: string;
  tone: keyof typeof TONES;
}) {
  if (props.items.length === 0) return null;
  const tone = TONES[props.tone];
  return (
    <section aria-labelledby={props.id} className={`rounded-xl border p-4 ${tone.box}`}>
      <h2 id={props.id} className={`font-bold ${tone.title}`}>
        {props.title}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {props.items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className={`font-bold ${tone.mark}`}>
              {props.mark}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The payment methods with their bundled icons. */
export function PaymentMethodList({ methods }: { methods: CasinoFacts["paymentMethods"] }) {
  if (methods.length === 0) return null;
  return (
    <section aria-labelledby="payment-methods-heading" className="mt-6">
      <h2 id="payment-methods-heading" className="text-lg font-bold">
        Ödeme Yöntemleri
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {methods.map((method) => (
          <li
            key={method.id}
            className="flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm"
          >
            <img src={method.iconUrl} alt="" width={24} height={24} className="h-6 w-6" />
            {method.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
