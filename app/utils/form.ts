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

/** A checkbox in a form schema: the browser's "on", a fetcher's "true" or a boolean is checked; anything else is not. */
export function checkbox() {
  return z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value === true || value === "on" || value === "true");
}
