/**
 * The address as an absolute http(s) URL (normalised by the URL parser), or null: other schemes (javascript:,
 * data:), relative paths and unparsable text are refused. The one check of "is this a web address" (issue #13).
 */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0 ? url.href : null;
}

/** Whether `value` is an absolute http(s) address (see httpUrl). */
export function isHttpUrl(value: string): boolean {
  return httpUrl(value) !== null;
}
