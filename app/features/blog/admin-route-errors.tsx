import { useEffect } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";

/**
 * Spec 2 §8: a failed load shows an error toast; the screen says the same and offers 'Tekrar dene'.
 * Rendered inside the admin layout, so it is a panel, not a page of its own.
 */
export function AdminLoadError({ text }: { text: string }) {
  useEffect(() => {
    toast.error(text, { id: text });
  }, [text]);
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <h1 className="text-xl font-bold text-red-800">{text}</h1>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-5 rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        Tekrar dene
      </button>
    </div>
  );
}

/** An unknown or malformed id: the not-found text and the way back to the list. */
export function AdminNotFound(props: { title: string; detail?: string; backTo: string; backLabel: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white p-6 text-center shadow-sm">
      <h1 className="text-xl font-extrabold">{props.title}</h1>
      {props.detail ? <p className="mt-2 text-slate-600">{props.detail}</p> : null}
      <Link
        to={props.backTo}
        className="mt-5 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        {props.backLabel}
      </Link>
    </div>
  );
}
