import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import {
  data,
  Form,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useNavigate,
  useNavigation,
} from "react-router";
import { FieldError } from "../../components/ui/field-error.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useSchemaForm } from "../../components/ui/use-schema-form.ts";
import { getRequestInfo, getServices } from "../../context.ts";
import { readAdminSession } from "../../features/auth/admin-session.server.ts";
import { GUARD_MESSAGES, LOGIN_MESSAGES } from "../../features/auth/auth-messages.ts";
import { type LoginInput, LoginSchema } from "../../features/auth/login.schema.ts";
import { signInAdmin } from "../../features/auth/login.server.ts";
import { markPrivate, REDIRECTED_PARAM } from "../../features/auth/require-admin.server.ts";
import { DASHBOARD_PATH, LOGIN_PATH } from "../../utils/admin-paths.ts";
import { isSentByScript, type SaveAnswer, SENT_BY_SCRIPT } from "../../utils/form.ts";
import { type FormMessages, parseForm, readForm } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/login";

const REDIRECT_DELAY_MS = 500;

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
  return { notice: redirected ? GUARD_MESSAGES.signInRequired : null };
}

/** After a successful sign-in the loader would redirect at once; the spec wants the toast first, then 500 ms. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

type ActionResult = SaveAnswer<keyof LoginInput>;

/** A refused form toasts the failure text; the page without JavaScript shows its field errors only. */
const SIGN_IN_FORM_MESSAGES: FormMessages = { failed: () => LOGIN_MESSAGES.failed };

/** JavaScript clients (`js=1`) get data and navigate after 500 ms; a plain form POST is redirected at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
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
  if (!isSentByScript(form)) throw redirect(DASHBOARD_PATH, { headers });
  return data<ActionResult>({ ok: true, message: LOGIN_MESSAGES.success }, { headers });
}

function noStore(): Headers {
  const headers = new Headers();
  markPrivate(headers);
  return headers;
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const toastId = useRef<string | null>(null);
  const form = useSchemaForm(LoginSchema, { email: "", password: "" });
  const submitting = fetcher.state !== "idle";
  const result = fetcher.data ?? actionData;
  const serverErrors = result && !result.ok ? result.errors : undefined;

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !toastId.current) return;
    const id = toastId.current;
    toastId.current = null;
    if (fetcher.data.ok) {
      toast.success(fetcher.data.message, { id });
      const timer = setTimeout(() => navigate(DASHBOARD_PATH, { replace: true }), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    toast.error(fetcher.data.message, { id });
  }, [fetcher.state, fetcher.data, navigate]);

  const onValid = (values: LoginInput) => {
    toastId.current = toast.loading(LOGIN_MESSAGES.loading);
    fetcher.submit({ ...values, ...SENT_BY_SCRIPT }, { method: "post" });
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

  const emailError = form.formState.errors.email?.message ?? serverErrors?.email;
  const passwordError = form.formState.errors.password?.message ?? serverErrors?.password;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow">
        <h1 className="text-2xl font-extrabold">Admin Paneli</h1>
        <p className="mt-1 text-slate-600">Devam etmek için giriş yapın</p>
        {loaderData.notice ? (
          <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {loaderData.notice}
          </p>
        ) : null}
        {!hydrated && result && !result.ok && !result.errors ? (
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
          <div>
            <label htmlFor="email" className="block text-sm font-medium">
              Email
            </label>
            <input
              id="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? "email-error" : undefined}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
              {...form.register("email")}
            />
            <FieldError id="email-error" message={emailError} />
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-medium">
              Şifre
            </label>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={256}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? "password-error" : undefined}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
              {...form.register("password")}
            />
            <FieldError id="password-error" message={passwordError} />
          </div>
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
          >
            {submitting ? <Spinner /> : null}
            Giriş Yap
          </button>
        </Form>
      </div>
    </main>
  );
}
