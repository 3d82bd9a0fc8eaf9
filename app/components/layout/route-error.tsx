import { isRouteErrorResponse, Link } from "react-router";
import { ScriptButton } from "../ui/script-button.tsx";

/** Spec 1 §8: the messages of a promotion or casino list that failed to load. */
export const LIST_LOAD_FAILED = { promotions: "Failed to load promotions", casinos: "Failed to load casinos" } as const;

/** Spec 1 §8: a list that failed to load says 'Bir hata oluştu: {message}'. */
export function listLoadErrorText(message: string): string {
  return `Bir hata oluştu: ${message}`;
}

/** The message a loader threw as `data({ message }, { status })` (loadOrFail's 500), else `fallback`. */
export function loadFailureMessage(error: unknown, fallback: string): string {
  return isRouteErrorResponse(error) && error.data?.message ? String(error.data.message) : fallback;
}

/** 'Tekrar dene': a full reload, which asks the server again. */
export function RetryButton() {
  return (
    <ScriptButton
      onClick={() => window.location.reload()}
      className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
    >
      Tekrar dene
    </ScriptButton>
  );
}

/**
 * Spec 1 §8 / spec 2 §8: the red panel of a failed load: its text (the page's heading, or a line inside a page that
 * has one), 'Tekrar dene', and `children` beside it (a way back, for instance).
 */
export function ErrorPanel(props: { text: string; as: "h1" | "p"; children?: React.ReactNode }) {
  const Text = props.as;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <Text className={`${props.as === "h1" ? "text-xl font-bold" : "font-semibold"} text-red-800`}>{props.text}</Text>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <RetryButton />
        {props.children}
      </div>
    </div>
  );
}

/** A public page that failed to load: the panel as its main content (the route's meta() names the tab). */
export function LoadError(props: { text: string; children?: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <ErrorPanel text={props.text} as="h1">
        {props.children}
      </ErrorPanel>
    </main>
  );
}

/** The way back a not-found screen offers (or a failed load beside 'Tekrar dene'). */
export function BackLink(props: { to: string; label: string }) {
  return (
    <Link
      to={props.to}
      className="inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
    >
      {props.label}
    </Link>
  );
}

/**
 * A 404 with the spec's heading and the way back it names: a public page's main content (`frame` "page"; the
 * route's meta() sets title and noindex: a second <title> here would make the page invalid HTML), or an admin page's
 * card (`frame` "card").
 */
export function NotFoundScreen(props: {
  title: string;
  detail?: string;
  backTo: string;
  backLabel: string;
  frame?: "page" | "card";
}) {
  const content = (
    <>
      <h1 className="text-2xl font-extrabold">{props.title}</h1>
      {props.detail ? <p className="mt-3 text-slate-600">{props.detail}</p> : null}
      <p className="mt-6">
        <BackLink to={props.backTo} label={props.backLabel} />
      </p>
    </>
  );
  return props.frame === "card" ? (
    <div className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm">{content}</div>
  ) : (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">{content}</main>
  );
}
