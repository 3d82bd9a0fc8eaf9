import { useEffect, useRef } from "react";
import { Icon } from "../../../components/ui/icon.tsx";
import { Picture } from "../../../components/ui/lazy-image.tsx";
import type { SplashAdView } from "../splash-ad.ts";

/**
 * The splash ad itself (spec 1 §4), loaded by the overlay only when a visitor may see one (issue #12: it is not part
 * of the JavaScript every public page loads first).
 */
export function SplashAdDialog(props: { ad: SplashAdView; secondsLeft: number; onClose: () => void }) {
  const { ad, secondsLeft, onClose } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const canClose = secondsLeft <= 0;
  const canCloseRef = useRef(canClose);
  canCloseRef.current = canClose;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A modal <dialog> keeps the page behind it inert and handles Escape; the countdown vetoes an early Escape.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (canCloseRef.current) onCloseRef.current();
    };
    // Chromium lets a second quick Escape through un-vetoed; follow the dialog then instead of hiding it twice.
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (canClose) closeButtonRef.current?.focus();
  }, [canClose]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="splash-ad-label splash-ad-title"
      tabIndex={-1}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 text-ink shadow-2xl outline-none backdrop:bg-black/70"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p id="splash-ad-label" className="text-xs font-semibold uppercase tracking-wider text-slate-500">
            Reklam
          </p>
          <h2 id="splash-ad-title" className="font-bold">
            {ad.title}
          </h2>
        </div>
        {canClose ? (
          <button
            ref={closeButtonRef}
            type="button"
            aria-label="Kapat"
            onClick={onClose}
            className="rounded-full p-2 text-slate-600 hover:bg-slate-100"
          >
            <Icon name="close" size={20} />
          </button>
        ) : (
          <p role="timer" className="shrink-0 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
            {secondsLeft} saniye
          </p>
        )}
      </div>
      <a href={ad.href} target="_blank" rel="sponsored nofollow noopener" onClick={onClose} className="mt-3 block">
        <Picture src={ad.imageUrl} alt={ad.title} width={600} height={600} className="h-auto w-full rounded-xl" />
      </a>
      {canClose ? (
        <button
          type="button"
          onClick={onClose}
          className="mt-3 w-full rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          Reklamı Kapat
        </button>
      ) : (
        <p className="mt-3 text-center text-sm text-slate-500">Reklamı {secondsLeft} saniye sonra kapatabilirsiniz.</p>
      )}
    </dialog>
  );
}
