import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A list screen's `shouldRevalidate`: reload after every action, a refused one too (React Router skips the reload
 * after a 4xx or 5xx answer), so a row someone else removed disappears instead of staying on screen.
 */
export function reloadListAfterEveryPost({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

/**
 * A form page's `shouldRevalidate`: a save leaves for the list, or stays with its errors on the fields; reloading the
 * page's own data first would only slow the way back down.
 */
export function keepFormDataAfterPost({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}
