import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError } from "../../../components/ui/field-error.tsx";
import { HONEYPOT_FIELD } from "../../../utils/honeypot.ts";
import {
  ALERT_CONSENT_TEXT,
  ALERT_DIGEST_TIME,
  ALERT_EMAIL_MAX,
  ALERT_FORM_TEXTS,
  type AlertFormAnswer,
} from "../alert-texts.ts";

export interface AlertChoice {
  id: string;
  name: string;
}

const FIELD_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-600";
const BOX_CLASS = "size-4 shrink-0 accent-brand";

/**
 * The new-offer alert sign-up: a plain POST without JavaScript (React Router posts the same fields once hydrated).
 * The server checks every field (AlertSubscribeSchema) and answers a refused post with each field's Turkish error;
 * an accepted one redirects to the page's 'check your inbox' line.
 */
export function AlertForm(props: {
  action: string;
  answer?: AlertFormAnswer | undefined;
  sent: boolean;
  categories: AlertChoice[];
  casinos: AlertChoice[];
}) {
  const id = useId();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === props.action;
  const { answer } = props;
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const invalid = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${name}-error` } : {};
  const chosen = (list: "categories" | "casinos", choiceId: string) => values?.[list].includes(choiceId) ?? false;
  const group = (list: "categories" | "casinos", legend: string, choices: AlertChoice[]) =>
    choices.length === 0 ? null : (
      <fieldset className="min-w-0" {...(errors[list] ? { "aria-describedby": `${id}-${list}-error` } : {})}>
        <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {choices.map((choice) => (
            <li key={choice.id}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name={list}
                  value={choice.id}
                  defaultChecked={chosen(list, choice.id)}
                  className={BOX_CLASS}
                />
                {choice.name}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={`${id}-${list}-error`} message={errors[list]} />
      </fieldset>
    );
  return (
    <Form method="post" action={props.action} noValidate className="space-y-5" aria-label="Bülten aboneliği">
      {props.sent ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 font-semibold text-emerald-900"
        >
          {ALERT_FORM_TEXTS.sent}
        </p>
      ) : null}
      {answer ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-800">
          {answer.message}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800">
          E-posta adresiniz
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={ALERT_EMAIL_MAX}
          defaultValue={values?.email ?? ""}
          className={FIELD_CLASS}
          {...invalid("email")}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>
      <fieldset {...(errors.scope ? { "aria-describedby": `${id}-scope-error` } : {})}>
        <legend className="text-sm font-semibold text-slate-800">Hangi bonuslar?</legend>
        <div className="mt-2 space-y-2 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="scope"
              value="all"
              defaultChecked={values?.scope !== "chosen"}
              className={BOX_CLASS}
            />
            Tüm yeni bonuslar
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="scope"
              value="chosen"
              defaultChecked={values?.scope === "chosen"}
              className={BOX_CLASS}
            />
            Yalnızca aşağıda seçtiğim kategoriler ve casinolar
          </label>
        </div>
        <FieldError id={`${id}-scope-error`} message={errors.scope} />
      </fieldset>
      {group("categories", "Kategoriler", props.categories)}
      {group("casinos", "Casinolar", props.casinos)}
      <fieldset {...(errors.frequency ? { "aria-describedby": `${id}-frequency-error` } : {})}>
        <legend className="text-sm font-semibold text-slate-800">Ne sıklıkla?</legend>
        <div className="mt-2 space-y-2 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="frequency"
              value="daily"
              defaultChecked={values?.frequency !== "instant"}
              className={BOX_CLASS}
            />
            Günde bir özet (her sabah {ALERT_DIGEST_TIME})
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="frequency"
              value="instant"
              defaultChecked={values?.frequency === "instant"}
              className={BOX_CLASS}
            />
            Her yeni bonus için ayrı bir e-posta
          </label>
        </div>
        <FieldError id={`${id}-frequency-error`} message={errors.frequency} />
      </fieldset>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            value="on"
            className={`${BOX_CLASS} mt-0.5`}
            {...invalid("consent")}
          />
          <span>{ALERT_CONSENT_TEXT}</span>
        </label>
        <FieldError id={`${id}-consent-error`} message={errors.consent} />
      </div>
      {/* Honeypot: off screen and hidden from screen readers, out of the tab order; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Bu alanı boş bırakın</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
      >
        {sending ? ALERT_FORM_TEXTS.sending : "Abone Ol"}
      </button>
    </Form>
  );
}
