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

/** Once closed, the overlay stays away for the rest of the browser session (sessionStorage). */
export const SPLASH_DISMISSED_KEY = "splash-ad-dismissed";

/** A random ad; `random` returns a number in [0, 1), like Math.random. */
export function pickRandomAd<T>(ads: readonly T[], random: () => number = Math.random): T | null {
  if (ads.length === 0) return null;
  return ads[Math.min(ads.length - 1, Math.floor(random() * ads.length))] ?? null;
}
