import { type FormEvent, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError } from "../../../components/ui/field-error.tsx";
import { HONEYPOT_FIELD } from "../../../utils/honeypot.ts";
import { type ContactFieldErrors, checkContact } from "../contact-check.ts";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  type ContactField,
} from "../contact-texts.ts";

/** What the contact action answered a refused post with: each field's error, the summary, the visitor's values. */
export interface ContactFormAnswer {
  message: string;
  errors?: Partial<Record<ContactField, string>>;
  values?: Partial<Record<ContactField, string>>;
}

const FIELD_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-600";

/**
 * The contact form, for any page that carries one (`action` is where it posts: the page's own address). A plain
 * POST without JavaScript; with it React Router posts the same fields. Either way the server checks them
 * (ContactSchema): refused, the page comes back with each field's Turkish error; sent, it redirects to `sent`'s
 * thanks. The browser's own checks are off so the server's words are the ones shown.
 */
export function ContactForm(props: { action: string; answer?: ContactFormAnswer | undefined; sent: boolean }) {
  const id = useId();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === props.action;
  // The browser's own check (contact-check.ts) once hydrated: a refused form is not posted at all.
  const [checked, setChecked] = useState<ContactFieldErrors | null>(null);
  const { answer: posted } = props;
  const answer: ContactFormAnswer | undefined = checked
    ? { message: CONTACT_MESSAGES.invalid, errors: checked, ...(posted?.values ? { values: posted.values } : {}) }
    : posted;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const text = (name: ContactField) => String(form.get(name) ?? "");
    const errors = checkContact({
      name: text("name"),
      email: text("email"),
      subject: text("subject"),
      message: text("message"),
    });
    const first = CONTACT_FIELDS.find((name) => errors[name]);
    setChecked(first ? errors : null);
    if (!first) return;
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
  };
  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: answer?.values?.[name] ?? "",
    "aria-invalid": answer?.errors?.[name] ? true : undefined,
    "aria-describedby": answer?.errors?.[name] ? `${id}-${name}-error` : undefined,
    className: FIELD_CLASS,
  });
  const label = (name: ContactField, text: string) => (
    <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-slate-800">
      {text}
    </label>
  );
  const error = (name: ContactField) => <FieldError id={`${id}-${name}-error`} message={answer?.errors?.[name]} />;
  return (
    <Form
      method="post"
      action={props.action}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="İletişim formu"
    >
      {props.sent ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 font-semibold text-emerald-900"
        >
          {CONTACT_MESSAGES.success}
        </p>
      ) : null}
      {answer ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-800">
          {answer.message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label("name", "Adınız")}
          <input type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX} {...field("name")} />
          {error("name")}
        </div>
        <div>
          {label("email", "E-posta adresiniz")}
          <input type="email" autoComplete="email" maxLength={CONTACT_EMAIL_MAX} {...field("email")} />
          {error("email")}
        </div>
      </div>
      <div>
        {label("subject", "Konu")}
        <input type="text" maxLength={CONTACT_SUBJECT_MAX} {...field("subject")} />
        {error("subject")}
      </div>
      <div>
        {label("message", "Mesajınız")}
        <textarea rows={7} maxLength={CONTACT_MESSAGE_MAX} {...field("message")} />
        {error("message")}
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
        {sending ? CONTACT_MESSAGES.sending : "Mesajı Gönder"}
      </button>
    </Form>
  );
}
