/*
 * The splash frequency's values and names, apart from splash-ad.ts: the overlay in every public page's code needs
 * only the type, and the names are the admin's, so they stay out of the public frame.
 */

/**
 * How often one visitor sees the overlay. The page is cached HTML, so the browser decides, from
 * sessionStorage or localStorage. 'every_visit' is the spec's behaviour: on every start of the app.
 */
export const SPLASH_FREQUENCIES = ["every_visit", "once_per_session", "once_per_day"] as const;
export type SplashFrequency = (typeof SPLASH_FREQUENCIES)[number];
export const DEFAULT_SPLASH_FREQUENCY: SplashFrequency = "every_visit";

export const SPLASH_FREQUENCY_LABELS: Record<SplashFrequency, string> = {
  every_visit: "Her ziyarette",
  once_per_session: "Oturum başına bir kez",
  once_per_day: "Günde bir kez",
};

/** A stored value as a frequency; anything else (a value from a newer version, a typo) is the default. */
export function toSplashFrequency(value: unknown): SplashFrequency {
  return SPLASH_FREQUENCIES.find((f) => f === value) ?? DEFAULT_SPLASH_FREQUENCY;
}
