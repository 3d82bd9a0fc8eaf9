import { useEffect, useId, useState } from "react";
import toast from "react-hot-toast";
import { data, Form, useNavigation } from "react-router";
import { AdminColumnPage } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { FORM_INPUT_CLASS, FormField, invalidProps, SaveButton } from "../../admin-kit/form-parts.tsx";
import { getServices } from "../../context.ts";
import { getSecuritySettings } from "../../features/audit/public.server.ts";
import { getAdminUser, SETUP_REQUIRED_PARAM } from "../../features/auth/require-admin.server.ts";
import { TwoFactorConfirmSchema, TwoFactorPasswordSchema } from "../../features/auth/two-factor.schema.ts";
import {
  confirmTwoFactorSetup,
  disableOwnTwoFactor,
  readBackupCodes,
  readPendingTwoFactorSetup,
  regenerateBackupCodes,
  startTwoFactorSetup,
} from "../../features/auth/two-factor.server.ts";
import { TWO_FACTOR_MESSAGES } from "../../features/auth/two-factor-messages.ts";
import { TWO_FACTOR_PATH } from "../../utils/admin-paths.ts";
import type { FlashConfig } from "../../utils/flash-toast.server.ts";
import { formText, type SaveRefusal } from "../../utils/form.ts";
import { answerForm, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import { signedAdminCookie } from "../../utils/signed-admin-cookie.server.ts";
import type { Route } from "./+types/two-factor";

export const meta = () => adminTitle("İki Adımlı Doğrulama");

/**
 * `?adim=tara`: the scan step of a set-up that was started (its secret is read again from the store, so a reload
 * shows it again); `?adim=kodlar`: the backup codes, shown once after they were made (`codesOnce`).
 */
const STEP_PARAM = "adim";
const SCAN_STEP = `${TWO_FACTOR_PATH}?${STEP_PARAM}=tara`;
const CODES_STEP = `${TWO_FACTOR_PATH}?${STEP_PARAM}=kodlar`;

/**
 * The one-time leave to show the account's backup codes: set by the post that made them, taken (and cleared) by the
 * page it redirects to. It carries the account's id only; the codes stay in the store, encrypted, and never travel in
 * a cookie. Ten minutes at most, should the redirect never be followed.
 */
function codesOnce(config: FlashConfig) {
  return signedAdminCookie("admin_2fa_codes", config, 600);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const user = getAdminUser(context);
  const { requireTwoFactor } = await getSecuritySettings(services.db);
  const params = new URL(request.url).searchParams;
  const sentHere = params.has(SETUP_REQUIRED_PARAM);
  const page = {
    enabled: user.twoFactorEnabled,
    required: requireTwoFactor,
    notice: sentHere && !user.twoFactorEnabled ? TWO_FACTOR_MESSAGES.setupRequired : null,
    setup: null as Awaited<ReturnType<typeof readPendingTwoFactorSetup>>,
    backupCodes: null as string[] | null,
  };
  const step = params.get(STEP_PARAM);
  if (step === "tara" && !user.twoFactorEnabled) page.setup = await readPendingTwoFactorSetup(services, user);
  const cookie = codesOnce(services.config);
  const header = request.headers.get("Cookie");
  if (!header?.includes(cookie.name)) return page;
  const leave: unknown = await cookie.parse(header);
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  if (step === "kodlar" && user.twoFactorEnabled && leave === user.id) {
    page.backupCodes = await readBackupCodes(services, user);
  }
  return data(page, { headers });
}

type StepIntent = "start" | "disable" | "confirm" | "backup-codes";

/** A refusal, with the intent of the form that was sent: two forms ask for the password while 2FA is on. */
type Refusal = SaveRefusal<string> & { intent?: StepIntent };

/**
 * intent=start (password), intent=confirm (code), intent=disable (password), intent=backup-codes (password):
 * invalid → 400 under the form's field; done → a redirect with the toast, to the step that comes next (the scan
 * step, the backup codes once, or the page). Turning 2FA on or off renews the session: its cookie goes with the
 * redirect.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const user = getAdminUser(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const messages = { failed: (reason: string) => reason };
  const answer = { logger: services.logger, log: "iki adımlı doğrulama işlemi başarısız", messages };
  const { config } = services;
  const refused = <Body extends object>(reply: { data: Body; init: ResponseInit | null }, sent: StepIntent) =>
    data({ ...reply.data, intent: sent }, reply.init ?? undefined);
  if (intent === "start" || intent === "disable" || intent === "backup-codes") {
    const parsed = parseForm(form, TwoFactorPasswordSchema, messages);
    if (!parsed.ok) return refused(parsed.reply, intent);
    const { password } = parsed.value;
    if (intent === "backup-codes") {
      const headers = new Headers({ "Set-Cookie": await codesOnce(config).serialize(user.id) });
      const reply = await answerForm(() => regenerateBackupCodes(services, user, password), {
        ...answer,
        success: () => ({ message: TWO_FACTOR_MESSAGES.newBackupCodes }),
        redirectTo: CODES_STEP,
        config,
        headers,
      });
      return refused(reply, intent);
    }
    if (intent === "start") {
      const reply = await answerForm(() => startTwoFactorSetup(services, request.headers, user, password), {
        ...answer,
        success: () => ({ message: TWO_FACTOR_MESSAGES.scan }),
        redirectTo: SCAN_STEP,
        config,
      });
      return refused(reply, intent);
    }
    const headers = new Headers();
    const reply = await answerForm(
      async () => {
        for (const cookie of await disableOwnTwoFactor(services, request.headers, user, password)) {
          headers.append("Set-Cookie", cookie);
        }
      },
      {
        ...answer,
        success: () => ({ message: TWO_FACTOR_MESSAGES.disabled }),
        redirectTo: TWO_FACTOR_PATH,
        config,
        headers,
      },
    );
    return refused(reply, intent);
  }
  if (intent === "confirm") {
    const parsed = parseForm(form, TwoFactorConfirmSchema, messages);
    if (!parsed.ok) return refused(parsed.reply, intent);
    const headers = new Headers({ "Set-Cookie": await codesOnce(config).serialize(user.id) });
    const reply = await answerForm(
      async () => {
        const confirmed = await confirmTwoFactorSetup(services, request.headers, user, parsed.value.code);
        for (const cookie of confirmed.setCookies) headers.append("Set-Cookie", cookie);
      },
      { ...answer, success: () => ({ message: TWO_FACTOR_MESSAGES.enabled }), redirectTo: CODES_STEP, config, headers },
    );
    return refused(reply, intent);
  }
  return refuseRequest(TWO_FACTOR_MESSAGES.unexpected);
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const refusal = actionData && !actionData.ok ? (actionData as Refusal) : undefined;
  useEffect(() => {
    if (refusal) toast.error(refusal.message);
  }, [refusal]);
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const errorOf = (intent: StepIntent, field: string) =>
    refusal?.intent === intent ? refusal.errors?.[field] : undefined;
  const on = loaderData.enabled;
  const { setup, backupCodes } = loaderData;

  return (
    <AdminColumnPage
      title="İki Adımlı Doğrulama"
      description={
        "Girişte şifrenizden sonra doğrulama uygulamanızdaki (Google Authenticator, Microsoft Authenticator, Aegis gibi) 6 haneli kod da istenir. Şifreniz çalınsa bile hesabınıza kod olmadan girilemez."
      }
    >
      {loaderData.notice ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {loaderData.notice}
        </p>
      ) : null}

      {backupCodes ? (
        <BackupCodes codes={backupCodes} />
      ) : setup ? (
        <section aria-labelledby="scan-title" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="scan-title" className="font-bold">
            1. Kodu tarayın
          </h2>
          <img
            src={setup.qrCode}
            alt="Doğrulama uygulaması için QR kodu"
            width={200}
            height={200}
            className="h-50 w-50 rounded border border-slate-200 bg-white"
          />
          <p className="text-sm text-slate-600">
            Tarayamıyorsanız bu anahtarı uygulamaya elle girin:{" "}
            <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900">
              {setup.secret}
            </code>
          </p>
          <h2 className="font-bold">2. İlk kodu girin</h2>
          <StepForm
            intent="confirm"
            action={SCAN_STEP}
            label="Doğrulama kodu"
            hint="Uygulamada görünen 6 haneli sayı"
            button="Doğrula ve aç"
            error={errorOf("confirm", "code")}
            busy={busy}
            input={{
              name: "code",
              inputMode: "numeric",
              autoComplete: "one-time-code",
              pattern: "[0-9]*",
              maxLength: 6,
            }}
            inputClassName="sm:w-40"
          />
        </section>
      ) : (
        <section aria-labelledby="password-title" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="password-title" className="font-bold">
            {on ? "İki adımlı doğrulama açık" : "İki adımlı doğrulama kapalı"}
          </h2>
          {on ? (
            <p className="text-sm text-slate-600">
              Cihazınızı kaybederseniz yedek kodlarınızdan biriyle girebilir ya da bir Yöneticiden sıfırlamasını
              isteyebilirsiniz.
              {loaderData.required ? " Bu sitede iki adımlı doğrulama herkes için zorunludur." : ""}
            </p>
          ) : null}
          <StepForm
            intent={on ? "disable" : "start"}
            action={TWO_FACTOR_PATH}
            label={on ? "Kapatmak için şifreniz" : "Başlamak için şifreniz"}
            button={on ? "İki adımlı doğrulamayı kapat" : "Kurulumu başlat"}
            error={errorOf(on ? "disable" : "start", "password")}
            busy={busy}
            input={{ name: "password", type: "password", autoComplete: "current-password", maxLength: 256 }}
            inputClassName="sm:w-72"
          />
        </section>
      )}
      {on && !backupCodes ? (
        <section aria-labelledby="new-codes-title" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="new-codes-title" className="font-bold">
            Yedek kodlar
          </h2>
          <p className="text-sm text-slate-600">
            Kodlarınızı kaybettiyseniz ya da çoğunu kullandıysanız yenilerini oluşturun. Eski kodların hepsi o anda
            geçersiz olur.
          </p>
          <StepForm
            intent="backup-codes"
            action={TWO_FACTOR_PATH}
            label="Yeni kodlar için şifreniz"
            button="Yeni yedek kodlar oluştur"
            error={errorOf("backup-codes", "password")}
            busy={busy}
            input={{ name: "password", type: "password", autoComplete: "current-password", maxLength: 256 }}
            inputClassName="sm:w-72"
          />
        </section>
      ) : null}
    </AdminColumnPage>
  );
}

/**
 * One step of the set-up: a single required field posted with its intent, a form of the page's own, so it works
 * without JavaScript; hydrated, React Router sends the same post by fetch.
 */
function StepForm(props: {
  intent: StepIntent;
  /** Where it posts: the step it is on, so a refusal answers that step again. */
  action: string;
  label: string;
  hint?: string;
  button: string;
  error: string | undefined;
  busy: boolean;
  input: React.InputHTMLAttributes<HTMLInputElement> & { name: string };
  inputClassName: string;
}) {
  const id = useId();
  return (
    <Form method="post" action={props.action} noValidate className="space-y-3">
      <input type="hidden" name="intent" value={props.intent} />
      <FormField id={id} label={props.label} hint={props.hint} error={props.error}>
        <input
          id={id}
          required
          {...props.input}
          className={`${FORM_INPUT_CLASS} ${props.inputClassName}`}
          {...invalidProps(id, props.error)}
        />
      </FormField>
      <SaveButton saving={props.busy} label={props.button} size="page" />
    </Form>
  );
}

/** Shown once: the ten backup codes, to copy or download as a text file. */
function BackupCodes({ codes }: { codes: string[] }) {
  const text = `${codes.join("\n")}\n`;
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="codes-title" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="codes-title" className="font-bold">
        Yedek kodlarınız
      </h2>
      <p className="text-sm text-slate-600">
        Bu kodlar yalnızca şimdi gösterilir. Güvenli bir yerde saklayın: telefonunuza erişemezseniz her biri bir kez
        giriş için kullanılabilir.
      </p>
      <ul aria-label="Yedek kodlar" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center text-slate-900">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() =>
            navigator.clipboard
              .writeText(text)
              .then(() => setCopied(true))
              .catch(() => toast.error("Kopyalanamadı; kodları elle seçip kopyalayın"))
          }
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {copied ? "Kopyalandı" : "Kodları kopyala"}
        </button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="yedek-kodlar.txt"
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Metin dosyası olarak indir
        </a>
      </div>
    </section>
  );
}
