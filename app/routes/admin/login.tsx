import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { data, Form, redirect, type ShouldRevalidateFunctionArgs, useFetcher, useNavigation } from "react-router";
import { AdminToaster } from "../../admin-kit/admin-toaster.tsx";
import { FormFieldsProvider, fieldsOf, formFields } from "../../admin-kit/form-parts.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useHydrated } from "../../components/ui/use-hydrated.ts";
import { useSchemaForm } from "../../components/ui/use-schema-form.ts";
import { getRequestInfo, getServices } from "../../context.ts";
import { readAdminSession } from "../../features/auth/admin-session.server.ts";
import { FOREIGN_ORIGIN_MESSAGES, GUARD_MESSAGES, LOGIN_MESSAGES } from "../../features/auth/auth-messages.ts";
import { type LoginInput, LoginSchema } from "../../features/auth/login.schema.ts";
import { signInAdmin } from "../../features/auth/login.server.ts";
import { markPrivate, REDIRECTED_PARAM } from "../../features/auth/require-admin.server.ts";
import { type TwoFactorCodeInput, TwoFactorCodeSchema } from "../../features/auth/two-factor.schema.ts";
import { verifySignInCode } from "../../features/auth/two-factor.server.ts";
import { TWO_FACTOR_MESSAGES } from "../../features/auth/two-factor-messages.ts";
import { DASHBOARD_PATH, LOGIN_PATH } from "../../utils/admin-paths.ts";
import { fieldErrors } from "../../utils/errors.ts";
import type { SaveRefusal } from "../../utils/form.ts";
import { type FormMessages, parseForm, readForm } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/login";

/** Each step's fields, typed by its schema. */
const SignIn = fieldsOf(LoginSchema);
const Code = fieldsOf(TwoFactorCodeSchema);

const REDIRECT_DELAY_MS = 500;

/** The sign-in steps' one toast: 'Giriş yapılıyor...' (or the code check's), then its answer. */
const SIGN_IN_TOAST = "giris";

export function meta() {
  return [{ title: "Admin Paneli | Giriş" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await readAdminSession(getServices(context), request.headers);
  if (session.status === "admin") throw redirect(DASHBOARD_PATH);
  const redirected = new URL(request.url).searchParams.has(REDIRECTED_PARAM);
  // Opened at an address whose posts are refused as another site's: said here, before the password is typed.
  const { otherAddress } = getRequestInfo(context);
  const siteOrigin = new URL(getServices(context).config.siteUrl).origin;
  return {
    notice: redirected ? GUARD_MESSAGES.signInRequired : null,
    addressNotice: otherAddress ? FOREIGN_ORIGIN_MESSAGES.openedElsewhere(siteOrigin, otherAddress.visited) : null,
  };
}

/** After a successful sign-in the loader would redirect at once; the spec wants the toast first, then 500 ms. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

type ActionResult =
  /** `step: "code"`: the password was right and the account has 2FA; the code step follows. */
  | { ok: true; message: string; step?: "code" }
  | (SaveRefusal<keyof LoginInput | "code"> & {
      /** A refused code keeps the code step on screen; an expired one goes back to the password. */
      step?: "code";
    });

/** The step an answer asks for; the form kit's refusal of the password form names none. */
function stepOf(answer: ActionResult | SaveRefusal<string> | undefined): "code" | undefined {
  return answer && "step" in answer ? answer.step : undefined;
}

/** A refused form toasts the failure text; the page without JavaScript shows its field errors only. */
const SIGN_IN_FORM_MESSAGES: FormMessages = { failed: () => LOGIN_MESSAGES.failed };

/**
 * Signed in: a redirect to the dashboard (in the browser, `clientAction` holds it for the spec's 500 ms first).
 * `intent=code` is the second step of an account with two-factor sign-in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  if (form?.get("intent") === "code") return codeStep(services, form, request, getRequestInfo(context).ip);
  const parsed = parseForm(form, LoginSchema, SIGN_IN_FORM_MESSAGES, { headers: noStore() });
  if (!parsed.ok) return parsed.reply;
  const outcome = await signInAdmin(services, {
    ...parsed.value,
    ip: getRequestInfo(context).ip,
    headers: request.headers,
  }).catch((error: unknown) => {
    services.logger.error({ err: error }, "giriş başarısız oldu");
    return { ok: false as const, status: 500 as const, message: LOGIN_MESSAGES.unexpected };
  });
  if (!outcome.ok)
    return data<ActionResult>({ ok: false, message: outcome.message }, { status: outcome.status, headers: noStore() });

  const headers = noStore();
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  if (outcome.twoFactor) return data<ActionResult>({ ok: true, message: "", step: "code" }, { headers });
  throw redirect(DASHBOARD_PATH, { headers });
}

async function codeStep(services: ReturnType<typeof getServices>, form: FormData, request: Request, ip: string) {
  const parsed = TwoFactorCodeSchema.safeParse({
    code: form.get("code") ?? "",
    trustDevice: form.get("trustDevice") ?? undefined,
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    const message = Object.values(errors)[0] ?? TWO_FACTOR_MESSAGES.wrongCode;
    return data<ActionResult>({ ok: false, step: "code", message, errors }, { status: 400, headers: noStore() });
  }
  const outcome = await verifySignInCode(services, { ...parsed.data, ip, headers: request.headers }).catch(
    (error: unknown) => {
      services.logger.error({ err: error }, "iki adımlı doğrulama başarısız oldu");
      return { ok: false as const, status: 500 as const, message: TWO_FACTOR_MESSAGES.unexpected, expired: false };
    },
  );
  if (!outcome.ok) {
    const step = outcome.expired ? undefined : ("code" as const);
    return data<ActionResult>(
      { ok: false, message: outcome.message, step },
      { status: outcome.status, headers: noStore() },
    );
  }
  const headers = noStore();
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  throw redirect(DASHBOARD_PATH, { headers });
}

/**
 * In the browser, the action's redirect to the dashboard (either step signed in) waits for the spec's 500 ms with
 * the success toast on screen; the answer is the server's, the wait only the screen's.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (answer) {
    if (answer instanceof Response && answer.status >= 300 && answer.status < 400) {
      toast.success(LOGIN_MESSAGES.success, { id: SIGN_IN_TOAST });
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
    }
    throw answer;
  }
}

function noStore(): Headers {
  const headers = new Headers();
  markPrivate(headers);
  return headers;
}

export default function AdminLogin(props: Route.ComponentProps) {
  return (
    <>
      <AdminToaster />
      <LoginScreen {...props} />
    </>
  );
}

function LoginScreen({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const [codeStepOpen, setCodeStepOpen] = useState(stepOf(actionData) === "code");
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const posted = useRef(false);
  const form = useSchemaForm(LoginSchema, { email: "", password: "" });
  const submitting = fetcher.state !== "idle";
  const result = fetcher.data ?? actionData;
  const serverErrors = result && !result.ok ? result.errors : undefined;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !posted.current) return;
    posted.current = false;
    if (fetcher.data.ok && stepOf(fetcher.data) === "code") {
      toast.dismiss(SIGN_IN_TOAST);
      setCodeStepOpen(true);
      return;
    }
    // A signed-in answer is a redirect (see clientAction); what comes back here is a refusal.
    toast.error(fetcher.data.message, { id: SIGN_IN_TOAST });
  }, [fetcher.state, fetcher.data]);

  const onValid = (values: LoginInput) => {
    posted.current = true;
    toast.loading(LOGIN_MESSAGES.loading, { id: SIGN_IN_TOAST });
    fetcher.submit(values, { method: "post" });
  };

  // A client-side navigation to this screen re-checks the session first (spec 2 §2 login, checking state).
  if (navigation.state === "loading" && navigation.location.pathname === LOGIN_PATH) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-100">
        <p role="status" className="inline-flex items-center gap-2 text-slate-600">
          <Spinner className="h-5 w-5" /> {GUARD_MESSAGES.checkingLogin}
        </p>
      </main>
    );
  }

  // Without JavaScript the step comes from the answer to the plain POST.
  const codeStepShown = hydrated ? codeStepOpen : stepOf(result) === "code";
  if (codeStepShown) {
    return (
      <LoginCard>
        <CodeStep
          answer={!hydrated && result && !result.ok ? result : undefined}
          onExpired={() => setCodeStepOpen(false)}
        />
      </LoginCard>
    );
  }

  const fields = formFields(form, (name) => form.formState.errors[name]?.message ?? serverErrors?.[name]);
  return (
    <LoginCard>
      <h1 className="text-2xl font-extrabold">Admin Paneli</h1>
      <p className="mt-1 text-slate-600">Devam etmek için giriş yapın</p>
      {loaderData.notice ? (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {loaderData.notice}
        </p>
      ) : null}
      {loaderData.addressNotice ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {loaderData.addressNotice}
        </p>
      ) : null}
      {!hydrated && result && !result.ok && result.message && !result.errors ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {result.message}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-4"
        onSubmit={hydrated ? form.handleSubmit(onValid) : undefined}
      >
        <FormFieldsProvider fields={fields}>
          <SignIn.TextField name="email" label="Email" type="email" autoComplete="username" required maxLength={254} />
          <SignIn.TextField
            name="password"
            label="Şifre"
            type="password"
            autoComplete="current-password"
            required
            maxLength={256}
          />
        </FormFieldsProvider>
        <SubmitButton busy={submitting} label="Giriş Yap" />
      </Form>
    </LoginCard>
  );
}

function LoginCard({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow">{children}</div>
    </main>
  );
}

/** A sign-in step's full-width button, with a spinner while its post is on its way. */
function SubmitButton(props: { busy: boolean; label: string }) {
  return (
    <button
      type="submit"
      disabled={props.busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
    >
      {props.busy ? <Spinner /> : null}
      {props.label}
    </button>
  );
}

type CodeAnswer = Extract<ActionResult, { ok: false }>;

/**
 * The second step for an account with two-factor sign-in: an app code or a backup code, and 'Bu cihazı 30 gün
 * hatırla'. `answer` is the refusal of a plain POST (no JavaScript); with JavaScript a fetcher posts and toasts.
 */
function CodeStep({ answer, onExpired }: { answer: CodeAnswer | undefined; onExpired: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const posted = useRef(false);
  const [backup, setBackup] = useState(false);
  const form = useSchemaForm(TwoFactorCodeSchema, { code: "", trustDevice: false });
  const result = fetcher.data ?? answer;
  const serverError = result && !result.ok ? result.errors?.code : undefined;
  const fields = formFields(
    form,
    (name) => form.formState.errors[name]?.message ?? (name === "code" ? serverError : undefined),
  );

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !posted.current) return;
    posted.current = false;
    // A signed-in answer is a redirect (see clientAction); what comes back here is a refusal.
    if (fetcher.data.ok) return;
    toast.error(fetcher.data.message ?? TWO_FACTOR_MESSAGES.wrongCode, { id: SIGN_IN_TOAST });
    if (stepOf(fetcher.data) !== "code") onExpired();
  }, [fetcher.state, fetcher.data, onExpired]);

  const onValid = (values: TwoFactorCodeInput) => {
    posted.current = true;
    toast.loading(TWO_FACTOR_MESSAGES.verifying, { id: SIGN_IN_TOAST });
    fetcher.submit({ intent: "code", code: values.code, trustDevice: String(values.trustDevice) }, { method: "post" });
  };

  return (
    <>
      <h1 className="text-2xl font-extrabold">{TWO_FACTOR_MESSAGES.stepTitle}</h1>
      <p className="mt-1 text-slate-600">{backup ? TWO_FACTOR_MESSAGES.backupIntro : TWO_FACTOR_MESSAGES.stepIntro}</p>
      {answer?.message ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {answer.message}
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-6 space-y-4" onSubmit={form.handleSubmit(onValid)}>
        <input type="hidden" name="intent" value="code" />
        <FormFieldsProvider fields={fields}>
          <Code.TextField
            name="code"
            label={backup ? "Yedek kod" : "Doğrulama kodu"}
            autoComplete="one-time-code"
            inputMode={backup ? "text" : "numeric"}
            required
            maxLength={64}
            inputClassName="font-mono tracking-widest"
          />
          <Code.CheckboxField name="trustDevice" label={TWO_FACTOR_MESSAGES.rememberDevice} />
        </FormFieldsProvider>
        <SubmitButton busy={fetcher.state !== "idle"} label="Doğrula" />
      </Form>
      <button
        type="button"
        onClick={() => setBackup((value) => !value)}
        className="mt-4 text-sm font-semibold text-brand hover:underline"
      >
        {backup ? TWO_FACTOR_MESSAGES.useApp : TWO_FACTOR_MESSAGES.useBackup}
      </button>
    </>
  );
}
