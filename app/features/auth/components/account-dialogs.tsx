import { useId, useRef } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { DialogFormActions, FORM_INPUT_CLASS, FormField, invalidProps } from "../../../components/admin/form-parts.tsx";
import { useSaveAnswer } from "../../../components/admin/use-save-answer.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import { ADMIN_ROLES, ROLE_LABELS } from "../../../utils/admin-access.ts";
import type { SaveAnswer } from "../../../utils/form.ts";
import { ACCOUNT_LIMITS, NewAccountSchema, type NewAccountValues, ResetPasswordSchema } from "../accounts.schema.ts";

/** What the account actions answer: a password the server generated comes back once, to be shown once. */
export type AccountAnswer = SaveAnswer<string> & { generatedPassword?: string | null };

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
  const fetcher = useFetcher<AccountAnswer>();
  const ids = useId();
  const form = useSchemaForm(NewAccountSchema, { name: "", email: "", role: "editor", password: "" });
  useSaveAnswer(fetcher, form.setError, {
    onSaved: () => props.onCreated(form.getValues().email ?? "", fetcher.data?.generatedPassword ?? null),
  });
  const onValid = () => {
    const values = form.getValues();
    fetcher.submit(
      {
        intent: "create",
        name: values.name ?? "",
        email: values.email ?? "",
        role: values.role ?? "",
        password: values.password ?? "",
      },
      { method: "post", action: props.action },
    );
  };
  const errorOf = (field: keyof NewAccountValues) => form.formState.errors[field]?.message;
  const fieldId = (name: string) => `${ids}-${name}`;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      <FormField id={fieldId("name")} label="Ad" error={errorOf("name")}>
        <input
          id={fieldId("name")}
          type="text"
          autoComplete="off"
          maxLength={ACCOUNT_LIMITS.nameMax}
          className={FORM_INPUT_CLASS}
          {...invalidProps(fieldId("name"), errorOf("name"))}
          {...form.register("name")}
        />
      </FormField>
      <FormField id={fieldId("email")} label="Email" error={errorOf("email")}>
        <input
          id={fieldId("email")}
          type="email"
          autoComplete="off"
          className={FORM_INPUT_CLASS}
          {...invalidProps(fieldId("email"), errorOf("email"))}
          {...form.register("email")}
        />
      </FormField>
      <FormField id={fieldId("role")} label="Rol" error={errorOf("role")}>
        <select
          id={fieldId("role")}
          className={FORM_INPUT_CLASS}
          {...invalidProps(fieldId("role"), errorOf("role"))}
          {...form.register("role")}
        >
          {ADMIN_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={fieldId("password")} label="İlk şifre" hint={PASSWORD_HINT} error={errorOf("password")}>
        <input
          id={fieldId("password")}
          type="password"
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          className={FORM_INPUT_CLASS}
          {...invalidProps(fieldId("password"), errorOf("password"))}
          {...form.register("password")}
        />
      </FormField>
      <DialogFormActions saving={fetcher.state !== "idle"} label="Hesabı oluştur" onCancel={props.onClose} />
    </form>
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
  const fetcher = useFetcher<AccountAnswer>();
  const ids = useId();
  const form = useSchemaForm(ResetPasswordSchema, { password: "" });
  useSaveAnswer(fetcher, form.setError, {
    onSaved: () => props.onReset(props.account.email, fetcher.data?.generatedPassword ?? null),
  });
  const onValid = () => {
    fetcher.submit(
      { intent: "reset", id: props.account.id, password: form.getValues().password ?? "" },
      { method: "post", action: props.action },
    );
  };
  const error = form.formState.errors.password?.message;
  const id = `${ids}-password`;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      <p className="text-sm text-slate-700">
        <strong>{props.account.name}</strong> ({props.account.email}) için yeni bir şifre belirlenir ve hesabın açık
        oturumlarının hepsi kapatılır.
      </p>
      <FormField id={id} label="Yeni şifre" hint={PASSWORD_HINT} error={error}>
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          className={FORM_INPUT_CLASS}
          {...invalidProps(id, error)}
          {...form.register("password")}
        />
      </FormField>
      <DialogFormActions saving={fetcher.state !== "idle"} label="Şifreyi sıfırla" onCancel={props.onClose} />
    </form>
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
