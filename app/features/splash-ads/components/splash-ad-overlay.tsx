import { useEffect, useRef, useState } from "react";
import { Icon } from "../../../components/ui/icon.tsx";
import {
  maySplashShow,
  pickRandomAd,
  SPLASH_COUNTDOWN_SECONDS,
  SPLASH_DELAY_MS,
  SPLASH_SHOWN_AT_KEY,
  SPLASH_SHOWN_IN_SESSION_KEY,
  type SplashAdView,
  type SplashFrequency,
  type SplashMemory,
} from "../splash-ad.ts";

/**
 * Spec 1 §4: 7 s after the app starts, a random active ad; a 5 s countdown, then a close button and
 * 'Reklamı Kapat'. Clicking the image opens the target in a new tab and closes the overlay. Timing uses
 * setTimeout only, so a test clock can drive it. The operator's `frequency` may cap it (decision 012). Only the
 * public layout renders it, so it never shows on an admin screen.
 */
export function SplashAdOverlay({ ads, frequency }: { ads: readonly SplashAdView[]; frequency: SplashFrequency }) {
  const [ad, setAd] = useState<SplashAdView | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(SPLASH_COUNTDOWN_SECONDS);
  // The layout's loader data is renewed on every navigation; the timer must not restart with it.
  const adsRef = useRef(ads);
  adsRef.current = ads;

  // Decided once per start of the app, on the frequency the page was rendered with.
  const frequencyRef = useRef(frequency);
  useEffect(() => {
    const allowed = () => maySplashShow(frequencyRef.current, readMemory(), Date.now());
    if (!allowed()) return;
    const timer = setTimeout(() => {
      const chosen = pickRandomAd(adsRef.current);
      // Checked again: another tab of this browser may have shown it during the delay.
      if (!chosen || !allowed()) return;
      rememberShowing(Date.now());
      setAd(chosen);
    }, SPLASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // One interval rather than a timeout per second: each tick then does not wait for React to render the last.
  useEffect(() => {
    if (!ad) return;
    setSecondsLeft(SPLASH_COUNTDOWN_SECONDS);
    const interval = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(interval);
  }, [ad]);

  if (!ad) return null;
  return <SplashAdDialog ad={ad} secondsLeft={secondsLeft} onClose={() => setAd(null)} />;
}

function SplashAdDialog(props: { ad: SplashAdView; secondsLeft: number; onClose: () => void }) {
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
        <img src={ad.imageUrl} alt={ad.title} width={600} height={600} className="h-auto w-full rounded-xl" />
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

/** Storage switched off counts as "never shown": the cap then cannot hold, which is harmless. */
function readMemory(): SplashMemory {
  let shownInSession = false;
  let lastShownAt: number | null = null;
  try {
    shownInSession = window.sessionStorage.getItem(SPLASH_SHOWN_IN_SESSION_KEY) === "1";
  } catch {}
  try {
    const stored = Number(window.localStorage.getItem(SPLASH_SHOWN_AT_KEY));
    lastShownAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {}
  return { shownInSession, lastShownAt };
}

/** Both marks, whatever the frequency: a later change of the setting then already knows this showing. */
function rememberShowing(now: number) {
  try {
    window.sessionStorage.setItem(SPLASH_SHOWN_IN_SESSION_KEY, "1");
  } catch {}
  try {
    window.localStorage.setItem(SPLASH_SHOWN_AT_KEY, String(now));
  } catch {}
}
