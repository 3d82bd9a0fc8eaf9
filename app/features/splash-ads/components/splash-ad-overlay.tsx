import { type ComponentType, useEffect, useRef, useState } from "react";
import {
  maySplashShow,
  pickRandomAd,
  SPLASH_COUNTDOWN_SECONDS,
  SPLASH_DELAY_MS,
  SPLASH_SHOWN_AT_KEY,
  SPLASH_SHOWN_IN_SESSION_KEY,
  type SplashAdView,
  type SplashMemory,
} from "../splash-ad.ts";
import type { SplashFrequency } from "../splash-frequency.ts";

type SplashAdDialog = ComponentType<{ ad: SplashAdView; secondsLeft: number; onClose: () => void }>;

/**
 * Spec 1 §4: 7 s after the app starts, a random active ad; a 5 s countdown, then a close button and
 * 'Reklamı Kapat'. Clicking the image opens the target in a new tab and closes the overlay. Timing uses
 * setTimeout only, so a test clock can drive it. The operator's `frequency` may cap it. Only the
 * public layout renders it, so it never shows on an admin screen. The dialog's code is fetched at start-up only
 * when an ad may show, long before the 7 s are up (issue #12).
 */
export function SplashAdOverlay({ ads, frequency }: { ads: readonly SplashAdView[]; frequency: SplashFrequency }) {
  const [ad, setAd] = useState<SplashAdView | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(SPLASH_COUNTDOWN_SECONDS);
  const [Dialog, setDialog] = useState<SplashAdDialog | null>(null);
  // The layout's loader data is renewed on every navigation; the timer must not restart with it.
  const adsRef = useRef(ads);
  adsRef.current = ads;

  // Decided once per start of the app, on the frequency the page was rendered with.
  const frequencyRef = useRef(frequency);
  useEffect(() => {
    const allowed = () => maySplashShow(frequencyRef.current, readMemory(), Date.now());
    if (adsRef.current.length === 0 || !allowed()) return;
    let cancelled = false;
    import("./splash-ad-dialog.tsx").then(
      (module) => cancelled || setDialog(() => module.SplashAdDialog),
      () => {}, // A failed download (a new deployment, offline) only means no ad this time.
    );
    const timer = setTimeout(() => {
      const chosen = pickRandomAd(adsRef.current);
      // Checked again: another tab of this browser may have shown it during the delay.
      if (!chosen || !allowed()) return;
      rememberShowing(Date.now());
      setAd(chosen);
    }, SPLASH_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  // One interval rather than a timeout per second: each tick then does not wait for React to render the last.
  useEffect(() => {
    if (!ad || !Dialog) return;
    setSecondsLeft(SPLASH_COUNTDOWN_SECONDS);
    const interval = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(interval);
  }, [ad, Dialog]);

  if (!ad || !Dialog) return null;
  return <Dialog ad={ad} secondsLeft={secondsLeft} onClose={() => setAd(null)} />;
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
