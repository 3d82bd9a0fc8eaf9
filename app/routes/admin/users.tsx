import { useCallback, useState } from "react";
import {
  AdminListHeader,
  AdminListHeading,
  AdminListSection,
  ListCell,
  PRIMARY_ACTION_CLASS,
} from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { IntentButton } from "../../admin-kit/form-parts.tsx";
import { AdminLoadError, loadErrorMessage } from "../../admin-kit/load-error.tsx";
import { reloadListAfterEveryPost } from "../../admin-kit/revalidation.ts";
import { getServices } from "../../context.ts";
import { accountAnswer } from "../../features/auth/account-forms.server.ts";
import { AccountRoleSchema, NewAccountSchema, ResetPasswordSchema } from "../../features/auth/accounts.schema.ts";
import {
  type AdminAccountRow,
  changeAdminRole,
  createAdminAccount,
  listAdminAccounts,
  resetAdminPassword,
  setAdminActive,
} from "../../features/auth/accounts.server.ts";
import { ACCOUNT_ADMIN_MESSAGES } from "../../features/auth/admin-messages.ts";
import {
  GeneratedPasswordDialog,
  NewAccountDialog,
  ResetPasswordDialog,
} from "../../features/auth/components/account-dialogs.tsx";
import { getAdminUser } from "../../features/auth/require-admin.server.ts";
import { resetTwoFactor } from "../../features/auth/two-factor.server.ts";
import { TWO_FACTOR_MESSAGES } from "../../features/auth/two-factor-messages.ts";
import { ROLE_LABELS } from "../../utils/admin-access.ts";
import { formatDateTime } from "../../utils/admin-format.ts";
import { USERS_PATH } from "../../utils/admin-paths.ts";
import { formText } from "../../utils/form.ts";
import { answerForm, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/users";

// Below 1280 px each row is a card with labelled values.
const COLUMNS = "xl:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_6rem_5.5rem_minmax(0,1fr)_6rem_minmax(0,1.6fr)]";

export const meta = () => adminTitle("Kullanıcılar");

export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const me = getAdminUser(context);
  const accounts = await loadOrFail(
    services.logger,
    { log: "hesap listesi yüklenemedi", message: ACCOUNT_ADMIN_MESSAGES.listFailed },
    () => listAdminAccounts(services),
  );
  return { accounts, myId: me.id };
}

export const shouldRevalidate = reloadListAfterEveryPost;

/**
 * intent=create, intent=role (id, role), intent=active (id, active=true|false), intent=reset (id, password),
 * intent=reset-two-factor (id): a lost device.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const me = getAdminUser(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  const answer = accountAnswer(services.logger);
  const { messages } = answer;
  if (intent === "create") {
    const parsed = parseForm(form, NewAccountSchema, messages);
    if (!parsed.ok) return parsed.reply;
    return answerForm(() => createAdminAccount(services, parsed.value), {
      ...answer,
      success: (result) => ({ message: ACCOUNT_ADMIN_MESSAGES.created, generatedPassword: result.generatedPassword }),
    });
  }
  if (id === "") return refuseRequest(ACCOUNT_ADMIN_MESSAGES.failed("Geçersiz istek"));
  if (intent === "role") {
    const parsed = parseForm(form, AccountRoleSchema, messages);
    if (!parsed.ok) return parsed.reply;
    return answerForm(() => changeAdminRole(services, id, parsed.value.role), {
      ...answer,
      success: () => ({ message: ACCOUNT_ADMIN_MESSAGES.roleChanged }),
    });
  }
  if (intent === "active") {
    const active = formText(form, "active") === "true";
    return answerForm(() => setAdminActive(services, me.id, id, active), {
      ...answer,
      success: () => ({ message: active ? ACCOUNT_ADMIN_MESSAGES.reactivated : ACCOUNT_ADMIN_MESSAGES.deactivated }),
    });
  }
  if (intent === "reset-two-factor") {
    // One's own second step is turned off with the password ('İki adımlı doğrulama'), never by a session alone.
    if (id === me.id) return refuseRequest(ACCOUNT_ADMIN_MESSAGES.selfTwoFactorReset, 403);
    return answerForm(() => resetTwoFactor(services.db, id), {
      ...answer,
      success: () => ({ message: TWO_FACTOR_MESSAGES.reset }),
    });
  }
  if (intent === "reset") {
    const parsed = parseForm(form, ResetPasswordSchema, messages);
    if (!parsed.ok) return parsed.reply;
    return answerForm(() => resetAdminPassword(services, me.id, id, parsed.value.password), {
      ...answer,
      success: (result) => ({
        message: ACCOUNT_ADMIN_MESSAGES.passwordReset,
        generatedPassword: result.generatedPassword,
      }),
    });
  }
  return refuseRequest(ACCOUNT_ADMIN_MESSAGES.failed("Geçersiz istek"));
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { accounts, myId } = loaderData;
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<AdminAccountRow | null>(null);
  const [shown, setShown] = useState<{ email: string; password: string } | null>(null);
  const showPassword = useCallback((email: string, password: string | null) => {
    setAdding(false);
    setResetting(null);
    if (password) setShown({ email, password });
  }, []);
  return (
    <div className="space-y-6">
      <AdminListHeading
        title="Kullanıcılar"
        description={
          <>
            Yönetim paneline girebilen {accounts.length} hesap. Yönetici her bölümü açar; Editör yalnızca içerikleri
            (promosyonlar, casinolar, kategoriler, yorumlar, blog, splash reklamlar) yönetir.
          </>
        }
      >
        <button type="button" onClick={() => setAdding(true)} className={PRIMARY_ACTION_CLASS}>
          Yeni Hesap
        </button>
      </AdminListHeading>
      <AdminListSection label="Hesap listesi">
        <AdminListHeader
          columns={["Ad", "Email", "Rol", "2FA", "Son giriş", "Durum"]}
          className={`gap-3 xl:grid ${COLUMNS}`}
        />
        <ul className="divide-y divide-slate-100">
          {accounts.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              isMe={account.id === myId}
              onReset={() => setResetting(account)}
            />
          ))}
        </ul>
      </AdminListSection>
      <NewAccountDialog open={adding} action={USERS_PATH} onClose={() => setAdding(false)} onCreated={showPassword} />
      <ResetPasswordDialog
        account={resetting}
        action={USERS_PATH}
        onClose={() => setResetting(null)}
        onReset={showPassword}
      />
      <GeneratedPasswordDialog shown={shown} onClose={() => setShown(null)} />
    </div>
  );
}

const ROW_BUTTON_CLASS =
  "rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-50";

function AccountRow(props: { account: AdminAccountRow; isMe: boolean; onReset: () => void }) {
  const { account } = props;
  const otherRole = account.role === "owner" ? "editor" : "owner";
  return (
    <li className={`grid gap-x-3 gap-y-1.5 px-4 py-4 text-sm xl:items-center ${COLUMNS}`}>
      <span className="min-w-0 break-words text-base font-semibold xl:text-sm">
        {account.name}
        {props.isMe ? <span className="ml-1 font-normal text-slate-500">(siz)</span> : null}
      </span>
      <ListCell label="Email">
        <span className="break-all">{account.email}</span>
      </ListCell>
      <ListCell label="Rol">{ROLE_LABELS[account.role]}</ListCell>
      <ListCell label="2FA">
        {account.twoFactorEnabled === null ? (
          <span className="italic text-slate-500">Bilinmiyor</span>
        ) : account.twoFactorEnabled ? (
          "Açık"
        ) : (
          "Kapalı"
        )}
      </ListCell>
      <ListCell label="Son giriş">
        {account.lastSignInAt ? (
          formatDateTime(account.lastSignInAt)
        ) : (
          <span className="italic text-slate-500">Hiç giriş yapmadı</span>
        )}
      </ListCell>
      <ListCell label="Durum">
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${account.active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
        >
          {account.active ? "Etkin" : "Devre dışı"}
        </span>
      </ListCell>
      <div className="mt-2 flex flex-wrap items-center gap-1 xl:mt-0 xl:justify-end">
        <IntentButton
          action={USERS_PATH}
          intent="role"
          values={{ id: account.id, role: otherRole }}
          label={`${account.name}: ${ROLE_LABELS[otherRole]} yap`}
          className={ROW_BUTTON_CLASS}
        >
          {ROLE_LABELS[otherRole]} yap
        </IntentButton>
        {props.isMe ? null : (
          <IntentButton
            action={USERS_PATH}
            intent="active"
            values={{ id: account.id, active: account.active ? "false" : "true" }}
            label={`${account.name}: ${account.active ? "devre dışı bırak" : "etkinleştir"}`}
            className={ROW_BUTTON_CLASS}
          >
            {account.active ? "Devre dışı bırak" : "Etkinleştir"}
          </IntentButton>
        )}
        {/* One's own password and second step are changed on 'Hesabım' and 'İki Adımlı Doğrulama', with the password. */}
        {account.twoFactorEnabled && !props.isMe ? (
          <IntentButton
            action={USERS_PATH}
            intent="reset-two-factor"
            values={{ id: account.id }}
            label={`${account.name}: İki adımlı doğrulamayı sıfırla`}
            className={ROW_BUTTON_CLASS}
          >
            İki adımlı doğrulamayı sıfırla
          </IntentButton>
        ) : null}
        {props.isMe ? null : (
          <button
            type="button"
            onClick={props.onReset}
            aria-label={`${account.name}: şifreyi sıfırla`}
            className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-slate-100"
          >
            Şifreyi sıfırla
          </button>
        )}
      </div>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, ACCOUNT_ADMIN_MESSAGES.listFailed)} />;
}
