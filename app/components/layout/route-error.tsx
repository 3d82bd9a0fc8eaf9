import { isRouteErrorResponse, Link } from "react-router";

/** Spec 1 §8: the messages of a promotion or casino list that failed to load. */
export const LIST_LOAD_FAILED = { promotions: "Failed to load promotions", casinos: "Failed to load casinos" } as const;

/** Spec 1 §8: a list that failed to load says 'Bir hata oluştu: {message}'. */
export function listLoadErrorText(message: string): string {
  return `Bir hata oluştu: ${message}`;
}

/** The message loadOrFail put on the loader's 500, else `fallback` (an error of the page itself). */
export function loadFailureMessage(error: unknown, fallback: string): string {
  return isRouteErrorResponse(error) && error.data?.message ? String(error.data.message) : fallback;
}

/** Spec 1 §8: a load failure names itself and offers 'Tekrar dene', which reloads the page. */
export function LoadError({ text }: { text: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-xl font-bold text-red-800">{text}</h1>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-5 rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          Tekrar dene
        </button>
      </div>
    </main>
  );
}

/** A 404 screen with the spec's heading and the way back it names (the route's meta() sets title and noindex). */
export function NotFoundScreen(props: { title: string; detail?: string; backTo: string; backLabel: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold">{props.title}</h1>
      {props.detail ? <p className="mt-3 text-slate-600">{props.detail}</p> : null}
      <Link
        to={props.backTo}
        className="mt-6 inline-block rounded-lg bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {props.backLabel}
      </Link>
    </main>
  );
}
