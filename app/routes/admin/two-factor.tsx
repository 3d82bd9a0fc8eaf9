import { useEffect, useId, useState } from "react";
import toast from "react-hot-toast";
import { data, useFetcher } from "react-router";
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
  regenerateBackupCodes,
  startTwoFactorSetup,
  type TwoFactorSetup,
} from "../../features/auth/two-factor.server.ts";
import { TWO_FACTOR_MESSAGES } from "../../features/auth/two-factor-messages.ts";
import { formText, type SaveRefusal } from "../../utils/form.ts";
import { answerForm, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/two-factor";

export const meta = () => adminTitle("İki Adımlı Doğrulama");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getAdminUser(context);
  const { requireTwoFactor } = await getSecuritySettings(getServices(context).db);
  const sentHere = new URL(request.url).searchParams.has(SETUP_REQUIRED_PARAM);
  return {
    enabled: user.twoFactorEnabled,
    required: requireTwoFactor,
    notice: sentHere && !user.twoFactorEnabled ? TWO_FACTOR_MESSAGES.setupRequired : null,
  };
}

type Answer =
  | { ok: true; message: string; step: "scan"; setup: TwoFactorSetup }
  | { ok: true; message: string; step: "codes"; backupCodes: string[] }
  | { ok: true; message: string; step: "disabled" }
  | SaveRefusal<string>;

/** intent=start (password), intent=confirm (code), intent=disable (password), intent=backup-codes (password). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const user = getAdminUser(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const messages = { failed: (reason: string) => reason };
  const answer = { logger: services.logger, log: "iki adımlı doğrulama işlemi başarısız", messages };
  if (intent === "start" || intent === "disable" || intent === "backup-codes") {
    const parsed = parseForm(form, TwoFactorPasswordSchema, messages);
    if (!parsed.ok) return parsed.reply;
    if (intent === "backup-codes") {
      return answerForm(() => regenerateBackupCodes(services, user, parsed.value.password), {
        ...answer,
        success: (backupCodes) => ({
          message: TWO_FACTOR_MESSAGES.newBackupCodes,
          step: "codes" as const,
          backupCodes,
        }),
      });
    }
    if (intent === "start") {
      return answerForm(() => startTwoFactorSetup(services, request.headers, user, parsed.value.password), {
        ...answer,
        success: (setup) => ({
          message: "Kodu doğrulama uygulamanızla tarayın",
          step: "scan" as const,
          setup,
        }),
      });
    }
    const cookies: string[] = [];
    const reply = await answerForm(
      async () => cookies.push(...(await disableOwnTwoFactor(services, request.headers, user, parsed.value.password))),
      { ...answer, success: () => ({ message: TWO_FACTOR_MESSAGES.disabled, step: "disabled" as const }) },
    );
    return withCookies(reply, cookies);
  }
  if (intent === "confirm") {
    const parsed = parseForm(form, TwoFactorConfirmSchema, messages);
    if (!parsed.ok) return parsed.reply;
    const cookies: string[] = [];
    const reply = await answerForm(
      async () => {
        const confirmed = await confirmTwoFactorSetup(services, request.headers, user, parsed.value.code);
        cookies.push(...confirmed.setCookies);
        return confirmed.backupCodes;
      },
      {
        ...answer,
        success: (backupCodes) => ({ message: TWO_FACTOR_MESSAGES.enabled, step: "codes" as const, backupCodes }),
      },
    );
    return withCookies(reply, cookies);
  }
  return refuseRequest(TWO_FACTOR_MESSAGES.unexpected);
}

/** The renewed session's cookie goes out with the answer (better-auth replaces the session on these changes). */
function withCookies<T>(reply: ReturnType<typeof data<T>>, cookies: string[]) {
  const headers = new Headers(reply.init?.headers);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return data(reply.data, { ...reply.init, headers });
}

export default function TwoFactor({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  }, [fetcher.state, answer]);
  const [step, setStep] = useState<Answer | null>(null);
  useEffect(() => {
    if (answer?.ok) setStep(answer);
  }, [answer]);
  const errors = answer && !answer.ok ? answer.errors : undefined;
  // Two forms ask for the password while 2FA is on; its error shows under the one that was sent.
  const [sent, setSent] = useState<StepIntent | null>(null);
  const busy = fetcher.state !== "idle";
  const on = loaderData.enabled && !(step?.ok && step.step === "disabled");

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

      {step?.ok && step.step === "codes" ? (
        <BackupCodes codes={step.backupCodes} />
      ) : step?.ok && step.step === "scan" ? (
        <section aria-labelledby="scan-title" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="scan-title" className="font-bold">
            1. Kodu tarayın
          </h2>
          <img
            src={step.setup.qrCode}
            alt="Doğrulama uygulaması için QR kodu"
            width={200}
            height={200}
            className="h-50 w-50 rounded border border-slate-200 bg-white"
          />
          <p className="text-sm text-slate-600">
            Tarayamıyorsanız bu anahtarı uygulamaya elle girin:{" "}
            <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900">
              {step.setup.secret}
            </code>
          </p>
          <h2 className="font-bold">2. İlk kodu girin</h2>
          <StepForm
            fetcher={fetcher}
            intent="confirm"
            label="Doğrulama kodu"
            hint="Uygulamada görünen 6 haneli sayı"
            button="Doğrula ve aç"
            error={errors?.code}
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
            fetcher={fetcher}
            intent={on ? "disable" : "start"}
            label={on ? "Kapatmak için şifreniz" : "Başlamak için şifreniz"}
            button={on ? "İki adımlı doğrulamayı kapat" : "Kurulumu başlat"}
            error={sent === "backup-codes" ? undefined : errors?.password}
            busy={busy}
            onSend={setSent}
            input={{ name: "password", type: "password", autoComplete: "current-password", maxLength: 256 }}
            inputClassName="sm:w-72"
          />
        </section>
      )}
      {on && !(step?.ok && step.step !== "disabled") ? (
        <section aria-labelledby="new-codes-title" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="new-codes-title" className="font-bold">
            Yedek kodlar
          </h2>
          <p className="text-sm text-slate-600">
            Kodlarınızı kaybettiyseniz ya da çoğunu kullandıysanız yenilerini oluşturun. Eski kodların hepsi o anda
            geçersiz olur.
          </p>
          <StepForm
            fetcher={fetcher}
            intent="backup-codes"
            label="Yeni kodlar için şifreniz"
            button="Yeni yedek kodlar oluştur"
            error={sent === "backup-codes" ? errors?.password : undefined}
            busy={busy}
            onSend={setSent}
            input={{ name: "password", type: "password", autoComplete: "current-password", maxLength: 256 }}
            inputClassName="sm:w-72"
          />
        </section>
      ) : null}
    </AdminColumnPage>
  );
}

type TwoFactorFetcher = ReturnType<typeof useFetcher<Answer>>;
type StepIntent = "start" | "disable" | "confirm" | "backup-codes";

/** One step of the set-up: a single required field posted with its intent by the page's fetcher. */
function StepForm(props: {
  fetcher: TwoFactorFetcher;
  intent: StepIntent;
  label: string;
  hint?: string;
  button: string;
  error: string | undefined;
  busy: boolean;
  /** Told which form was sent, so the page can show a refusal under it. */
  onSend?: (intent: StepIntent) => void;
  input: React.InputHTMLAttributes<HTMLInputElement> & { name: string };
  inputClassName: string;
}) {
  const id = useId();
  return (
    <props.fetcher.Form method="post" noValidate className="space-y-3" onSubmit={() => props.onSend?.(props.intent)}>
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
    </props.fetcher.Form>
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
