import { z } from "./zod.ts";

/** What a form's save action answers: field errors come with a refused save. */
export type SaveAnswer<Field extends string> = { ok: true; message: string } | SaveRefusal<Field>;

/** A refused save: its toast, and the errors to show under named fields. */
export type SaveRefusal<Field extends string> = { ok: false; message: string; errors?: Partial<Record<Field, string>> };

/** A form value as text; a file or a missing field is empty, so the schema answers with its Turkish message. */
export function formText(form: FormData | null, key: string): string {
  const value = form?.get(key);
  return typeof value === "string" ? value : "";
}

/**
 * Sent by a form that posts through a fetcher: its action answers data, while a post made without JavaScript is
 * redirected back to its list (both end on the list; the fetcher's page toasts first).
 */
export const SENT_BY_SCRIPT = { js: "1" } as const;

/** Whether a posted form came from a fetcher (`SENT_BY_SCRIPT`) rather than a browser without JavaScript. */
export function isSentByScript(form: FormData | null): boolean {
  return formText(form, "js") === SENT_BY_SCRIPT.js;
}

/** A checkbox in a form schema: the browser's "on", a fetcher's "true" or a boolean is checked; anything else is not. */
export function checkbox() {
  return z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value === true || value === "on" || value === "true");
}
