import { z } from "./zod.ts";

/** What a form's save action answers: field errors come with a refused save. */
export type SaveAnswer<Field extends string> = { ok: true; message: string } | SaveRefusal<Field>;

/**
 * A refused save: its toast, the errors to show under named fields, and, for values the schema refused, the text
 * posted in each field (never a password or a code), so a page drawn without JavaScript shows what was typed.
 */
export type SaveRefusal<Field extends string> = {
  ok: false;
  message: string;
  errors?: Partial<Record<Field, string>>;
  values?: Partial<Record<Field, string>>;
};

/** A form value as text; a file or a missing field is empty, so the schema answers with its Turkish message. */
export function formText(form: FormData | null, key: string): string {
  const value = form?.get(key);
  return typeof value === "string" ? value : "";
}

/** A checkbox in a form schema: the browser's "on", a fetcher's "true" or a boolean is checked; anything else is not. */
export function checkbox() {
  return z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value === true || value === "on" || value === "true");
}

/**
 * The form's values with the text a refusal sent back in place of the stored text: only into fields that hold text
 * (a checkbox or a number keeps its stored value), the same on the server and in hydration (both read the answer).
 */
export function withPostedText<Values extends object>(
  defaultValues: Values,
  answered: SaveAnswer<string> | undefined,
): Values {
  if (!answered || answered.ok || !answered.values) return defaultValues;
  const merged: Record<string, unknown> = { ...(defaultValues as Record<string, unknown>) };
  for (const [name, text] of Object.entries(answered.values)) {
    if (typeof merged[name] === "string" && typeof text === "string") merged[name] = text;
  }
  return merged as Values;
}
