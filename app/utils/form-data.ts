/** A form value as text; a file or a missing field is empty, so the schema answers with its Turkish message. */
export function formText(form: FormData | null, key: string): string {
  const value = form?.get(key);
  return typeof value === "string" ? value : "";
}
