import { useId, useRef } from "react";
import toast from "react-hot-toast";
import { DialogFormActions, FetcherForm, FORM_INPUT_CLASS, fieldsOf } from "../../../admin-kit/form-parts.tsx";
import { useFetcherForm } from "../../../admin-kit/use-fetcher-form.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { ADMIN_ROLES, ROLE_LABELS } from "../../../utils/admin-access.ts";
import type { SaveAnswer } from "../../../utils/form.ts";
import { ACCOUNT_LIMITS, NewAccountSchema, ResetPasswordSchema } from "../accounts.schema.ts";

/**
 * What the account actions answer when they do not redirect: a password the server generated comes back once, in
 * this answer only, to be shown once.
 */
export type AccountAnswer = SaveAnswer<string> & { generatedPassword?: string | null };

/** Each dialog's fields, typed by its schema; both schemas name the password `password`, so one field serves both. */
const NewAccount = fieldsOf(NewAccountSchema);
const Reset = fieldsOf(ResetPasswordSchema);

const PASSWORD_HINT = "Boş bırakırsanız güçlü bir şifre üretilir ve yalnızca bir kez gösterilir.";

/** 'Yeni Hesap': name, email, role and an initial password (typed, or left empty to have one generated). */
export function NewAccountDialog(props: {
  open: boolean;
  action: string;
  onClose: () => void;
  onCreated: (email: string, generatedPassword: string | null) => void;
}) {
  return (
    <ModalDialog open={props.open} title="Yeni Hesap" onClose={props.onClose}>
      <NewAccountForm {...props} />
    </ModalDialog>
  );
}

function NewAccountForm(props: {
  action: string;
  onClose: () => void;
  onCreated: (email: string, generatedPassword: string | null) => void;
}) {
  const { form, fields, saving, onSubmit } = useFetcherForm(
    NewAccountSchema,
    { name: "", email: "", role: "editor", password: "" },
    {
      action: props.action,
      onSaved: (answer: AccountAnswer) =>
        props.onCreated(form.getValues().email ?? "", answer.generatedPassword ?? null),
      // A typed password: the list came back with the toast.
      onRedirected: (): void => props.onCreated(form.getValues().email ?? "", null),
    },
  );
  const toBody = () => {
    const values = form.getValues();
    return {
      intent: "create",
      name: values.name ?? "",
      email: values.email ?? "",
      role: values.role ?? "",
      password: values.password ?? "",
    };
  };
  return (
    <FetcherForm fields={fields} onSubmit={onSubmit(toBody)} className="space-y-4">
      <NewAccount.TextField name="name" label="Ad" autoComplete="off" maxLength={ACCOUNT_LIMITS.nameMax} />
      <NewAccount.TextField name="email" label="Email" type="email" autoComplete="off" />
      <NewAccount.SelectField name="role" label="Rol">
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </NewAccount.SelectField>
      <PasswordField label="İlk şifre" />
      <DialogFormActions saving={saving} label="Hesabı oluştur" onCancel={props.onClose} />
    </FetcherForm>
  );
}

/** 'Şifreyi sıfırla' of one account: a typed password, or empty to have one generated; its sessions end. */
export function ResetPasswordDialog(props: {
  account: { id: string; name: string; email: string } | null;
  action: string;
  onClose: () => void;
  onReset: (email: string, generatedPassword: string | null) => void;
}) {
  const { account } = props;
  return (
    <ModalDialog open={account !== null} title="Şifreyi sıfırla" onClose={props.onClose}>
      {account ? <ResetPasswordForm key={account.id} {...props} account={account} /> : null}
    </ModalDialog>
  );
}

function ResetPasswordForm(props: {
  account: { id: string; name: string; email: string };
  action: string;
  onClose: () => void;
  onReset: (email: string, generatedPassword: string | null) => void;
}) {
  const { fields, saving, onSubmit } = useFetcherForm(
    ResetPasswordSchema,
    { password: "" },
    {
      action: props.action,
      onSaved: (answer: AccountAnswer) => props.onReset(props.account.email, answer.generatedPassword ?? null),
      onRedirected: () => props.onReset(props.account.email, null),
    },
  );
  return (
    <FetcherForm
      fields={fields}
      onSubmit={onSubmit((values) => ({ intent: "reset", id: props.account.id, password: values.password ?? "" }))}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">
        <strong>{props.account.name}</strong> ({props.account.email}) için yeni bir şifre belirlenir ve hesabın açık
        oturumlarının hepsi kapatılır.
      </p>
      <PasswordField label="Yeni şifre" />
      <DialogFormActions saving={saving} label="Şifreyi sıfırla" onCancel={props.onClose} />
    </FetcherForm>
  );
}

/** A new password: typed, or left empty to have a strong one generated (PASSWORD_HINT). */
function PasswordField(props: { label: string }) {
  return (
    <Reset.TextField
      name="password"
      label={props.label}
      hint={PASSWORD_HINT}
      type="password"
      autoComplete="new-password"
      maxLength={ACCOUNT_LIMITS.passwordMax}
    />
  );
}

/** A generated password, shown this once: it is stored only as a hash, so closing the dialog loses it. */
export function GeneratedPasswordDialog(props: {
  shown: { email: string; password: string } | null;
  onClose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const copy = async () => {
    if (!props.shown) return;
    try {
      await navigator.clipboard.writeText(props.shown.password);
      toast.success("Şifre kopyalandı");
    } catch {
      input.current?.select();
      toast.error("Şifre kopyalanamadı; seçip kendiniz kopyalayın");
    }
  };
  return (
    <ModalDialog open={props.shown !== null} title="Oluşturulan şifre" onClose={props.onClose}>
      {props.shown ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            <strong>{props.shown.email}</strong> hesabının şifresi aşağıdadır. Bu şifre yalnızca şimdi gösterilir;
            kopyalayıp hesabın sahibine güvenli bir yoldan iletin.
          </p>
          <div>
            <label htmlFor={`${ids}-password`} className="block text-sm font-medium">
              Şifre
            </label>
            <input
              ref={input}
              id={`${ids}-password`}
              readOnly
              value={props.shown.password}
              className={`${FORM_INPUT_CLASS} font-mono`}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={() => void copy()}
              className="rounded-lg border border-slate-300 px-4 py-2 font-semibold"
            >
              Kopyala
            </button>
            <button
              type="button"
              onClick={props.onClose}
              className="rounded-lg bg-brand px-4 py-2 font-semibold text-white"
            >
              Tamam
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
