import { useEffect } from "react";
import toast from "react-hot-toast";
import { isRouteErrorResponse } from "react-router";

/** The message a loader threw as `data({ message }, { status })`, or the screen's own when there is none. */
export function loadErrorMessage(error: unknown, fallback: string): string {
  return isRouteErrorResponse(error) && error.data?.message ? String(error.data.message) : fallback;
}

/** Spec 2 §8: a failed admin load says so in a toast and on the page, with 'Tekrar dene' (a full reload). */
export function AdminLoadError({ message, children }: { message: string; children?: React.ReactNode }) {
  useEffect(() => {
    toast.error(message, { id: message });
  }, [message]);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          Tekrar dene
        </button>
        {children}
      </div>
    </div>
  );
}
