import { useId } from "react";
import { Link } from "react-router";
import { AdminColumnPage } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { listAddressAfterAction } from "../../admin-kit/delete-confirmation.tsx";
import { fieldsOf, IntentButton, IntentForm, SaveButton } from "../../admin-kit/form-parts.tsx";
import { AdminLoadError, loadErrorMessage } from "../../admin-kit/load-error.tsx";
import { reloadListAfterEveryPost } from "../../admin-kit/revalidation.ts";
import { useFetcherForm } from "../../admin-kit/use-fetcher-form.ts";
import { getServices } from "../../context.ts";
import { accountAnswer } from "../../features/auth/account-forms.server.ts";
import {
  ACCOUNT_LIMITS,
  ChangePasswordSchema,
  type ChangePasswordValues,
  ProfileSchema,
} from "../../features/auth/accounts.schema.ts";
import { ACCOUNT_ADMIN_MESSAGES } from "../../features/auth/admin-messages.ts";
import {
  changeMyPassword,
  endMyOtherSessions,
  endMySession,
  listMySessions,
  renameMe,
  type SessionRow,
} from "../../features/auth/my-account.server.ts";
import { getAdminUser } from "../../features/auth/require-admin.server.ts";
import { ROLE_LABELS } from "../../utils/admin-access.ts";
import { formatDateTime } from "../../utils/admin-format.ts";
import { ACCOUNT_PATH, TWO_FACTOR_PATH } from "../../utils/admin-paths.ts";
import { formText, type SaveAnswer } from "../../utils/form.ts";
import { answerForm, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/account";

/** Each card's fields, typed by its schema. */
const Profile = fieldsOf(ProfileSchema);
const Password = fieldsOf(ChangePasswordSchema);

export const meta = () => adminTitle("Hesabım");

export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const me = getAdminUser(context);
  const sessions = await loadOrFail(
    services.logger,
    { log: "oturum listesi yüklenemedi", message: ACCOUNT_ADMIN_MESSAGES.accountLoadFailed },
    () => listMySessions(services, me),
  );
  return { me: { name: me.name, email: me.email, role: me.role }, sessions, twoFactorEnabled: me.twoFactorEnabled };
}

export const shouldRevalidate = reloadListAfterEveryPost;

/**
 * intent=profile (name), intent=password, intent=end-session (id), intent=end-others: invalid → 400 under the
 * card's fields; done → back to this screen with the toast. A password change ends the other sessions only, so
 * this one's cookie stays good across the redirect.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const me = getAdminUser(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const answer = {
    ...accountAnswer(services.logger),
    redirectTo: listAddressAfterAction(ACCOUNT_PATH, request, []),
    config: services.config,
  };
  const { messages } = answer;
  switch (intent) {
    case "profile": {
      const parsed = parseForm(form, ProfileSchema, messages);
      if (!parsed.ok) return parsed.reply;
      return answerForm(() => renameMe(services, me, parsed.value.name), {
        ...answer,
        success: () => ({ message: ACCOUNT_ADMIN_MESSAGES.nameSaved }),
      });
    }
    case "password": {
      const parsed = parseForm(form, ChangePasswordSchema, messages);
      if (!parsed.ok) return parsed.reply;
      return answerForm(() => changeMyPassword(services, me, parsed.value), {
        ...answer,
        success: () => ({ message: ACCOUNT_ADMIN_MESSAGES.passwordChanged }),
      });
    }
    case "end-session":
      return answerForm(() => endMySession(services, me, formText(form, "id")), {
        ...answer,
        success: () => ({ message: ACCOUNT_ADMIN_MESSAGES.sessionEnded }),
      });
    case "end-others":
      return answerForm(() => endMyOtherSessions(services, me), {
        ...answer,
        success: () => ({ message: ACCOUNT_ADMIN_MESSAGES.otherSessionsEnded }),
      });
    default:
      return refuseRequest(ACCOUNT_ADMIN_MESSAGES.failed("Geçersiz istek"));
  }
}

const CARD_CLASS = "space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6";

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { me, sessions } = loaderData;
  // A refusal drawn without JavaScript: each card's fields have names of their own, so each reads only its errors.
  const answered = actionData ?? undefined;
  return (
    <AdminColumnPage
      title="Hesabım"
      description={
        <>
          {me.email} · {ROLE_LABELS[me.role]}
        </>
      }
    >
      <ProfileForm name={me.name} answered={answered} />
      <PasswordForm answered={answered} />
      <section aria-labelledby="two-factor-title" className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="two-factor-title" className="text-lg font-bold">
          İki adımlı doğrulama
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {loaderData.twoFactorEnabled
            ? "Açık: girişte şifrenizden sonra doğrulama uygulamanızdaki kod istenir."
            : "Kapalı: hesabınızı yalnızca şifreniz korur."}
        </p>
        <Link to={TWO_FACTOR_PATH} className="mt-3 inline-block font-semibold text-brand hover:underline">
          {loaderData.twoFactorEnabled ? "İki adımlı doğrulamayı yönet" : "İki adımlı doğrulamayı aç"}
        </Link>
      </section>
      <Sessions sessions={sessions} />
    </AdminColumnPage>
  );
}

function ProfileForm({ name, answered }: { name: string; answered: SaveAnswer<string> | undefined }) {
  const titleId = useId();
  const { fields, saving, onSubmit } = useFetcherForm(ProfileSchema, { name }, { action: ACCOUNT_PATH, answered });
  return (
    <section aria-labelledby={titleId} className={CARD_CLASS}>
      <h2 id={titleId} className="text-lg font-bold">
        Hesap bilgileri
      </h2>
      <IntentForm
        fields={fields}
        intent="profile"
        action={ACCOUNT_PATH}
        onSubmit={onSubmit((values) => ({ intent: "profile", name: values.name }))}
        className="space-y-4"
      >
        <Profile.TextField name="name" label="Ad" autoComplete="name" maxLength={ACCOUNT_LIMITS.nameMax} />
        <SaveButton saving={saving} label="Adı kaydet" size="dialog" />
      </IntentForm>
    </section>
  );
}

function PasswordForm({ answered }: { answered: SaveAnswer<string> | undefined }) {
  const titleId = useId();
  const { form, fields, saving, onSubmit } = useFetcherForm(
    ChangePasswordSchema,
    { currentPassword: "", newPassword: "", confirmPassword: "" },
    { action: ACCOUNT_PATH, onRedirected: (): void => form.reset(), answered },
  );
  const field = (name: keyof ChangePasswordValues, label: string, autoComplete: string) => (
    <Password.TextField
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={ACCOUNT_LIMITS.passwordMax}
    />
  );
  return (
    <section aria-labelledby={titleId} className={CARD_CLASS}>
      <div>
        <h2 id={titleId} className="text-lg font-bold">
          Şifre değiştir
        </h2>
        <p className="text-sm text-slate-600">Şifreniz değişince bu oturum dışındaki bütün oturumlarınız kapanır.</p>
      </div>
      <IntentForm
        fields={fields}
        intent="password"
        action={ACCOUNT_PATH}
        onSubmit={onSubmit((values) => ({ intent: "password", ...values }))}
        className="space-y-4"
      >
        {field("currentPassword", "Mevcut şifre", "current-password")}
        {field("newPassword", "Yeni şifre", "new-password")}
        {field("confirmPassword", "Yeni şifre (tekrar)", "new-password")}
        <SaveButton saving={saving} label="Şifreyi değiştir" size="dialog" />
      </IntentForm>
    </section>
  );
}

function Sessions({ sessions }: { sessions: SessionRow[] }) {
  const titleId = useId();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <section aria-labelledby={titleId} className={CARD_CLASS}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            Oturumlar
          </h2>
          <p className="text-sm text-slate-600">Hesabınızın açık olduğu tarayıcılar.</p>
        </div>
        {others > 0 ? (
          <IntentButton
            action={ACCOUNT_PATH}
            intent="end-others"
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50"
          >
            Diğer tüm oturumları kapat
          </IntentButton>
        ) : null}
      </div>
      <ul aria-label="Açık oturumlar" className="divide-y divide-slate-100">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
    </section>
  );
}

function SessionItem({ session }: { session: SessionRow }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-semibold">
          {session.browser}
          {session.current ? (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              Bu oturum
            </span>
          ) : null}
        </p>
        <p className="text-slate-600">
          Adres: {session.address ?? "bilinmiyor"} · Son görülme: {formatDateTime(session.lastSeenAt)}
        </p>
      </div>
      {session.current ? null : (
        <IntentButton
          action={ACCOUNT_PATH}
          intent="end-session"
          values={{ id: session.id }}
          label={`Oturumu kapat: ${session.browser}, ${session.address ?? "adres bilinmiyor"}`}
          className="rounded-md px-2 py-1 font-semibold text-red-700 hover:bg-slate-100 disabled:opacity-50"
        >
          Oturumu kapat
        </IntentButton>
      )}
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, ACCOUNT_ADMIN_MESSAGES.accountLoadFailed)} />;
}
