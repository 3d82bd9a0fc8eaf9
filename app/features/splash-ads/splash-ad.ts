import type { SplashFrequency } from "./splash-frequency.ts";

/** What the public side knows of a splash ad (spec 1 §3: id, title, image_url, href of the active ones). */
export interface SplashAdView {
  id: string;
  title: string;
  imageUrl: string;
  href: string;
}

/** Spec 1 §9: the overlay appears 7 s after the app starts and can be closed after a 5 s countdown. */
export const SPLASH_DELAY_MS = 7000;
export const SPLASH_COUNTDOWN_SECONDS = 5;

/** sessionStorage: "1" once the overlay was shown in this browser session. */
export const SPLASH_SHOWN_IN_SESSION_KEY = "splash-ad-shown";
/** localStorage: when the overlay was last shown in this browser, in epoch milliseconds. */
export const SPLASH_SHOWN_AT_KEY = "splash-ad-shown-at";
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the browser remembers of earlier showings (null: not shown, or the storage is switched off). */
export interface SplashMemory {
  shownInSession: boolean;
  lastShownAt: number | null;
}

/**
 * Whether the overlay may show on this start of the app. 'once_per_day' means 24 hours after the last showing; a
 * showing "in the future" (the device clock was turned back) does not hold the ad back.
 */
export function maySplashShow(frequency: SplashFrequency, memory: SplashMemory, now: number): boolean {
  if (frequency === "once_per_session") return !memory.shownInSession;
  if (frequency === "once_per_day") {
    const last = memory.lastShownAt;
    return last === null || now - last >= DAY_MS || now < last;
  }
  return true;
}

/** A random ad; `random` returns a number in [0, 1), like Math.random. */
export function pickRandomAd<T>(ads: readonly T[], random: () => number = Math.random): T | null {
  if (ads.length === 0) return null;
  return ads[Math.min(ads.length - 1, Math.floor(random() * ads.length))] ?? null;
}
