// Control characters other than tab and newlines carry nothing a reader needs, and PostgreSQL refuses NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The text without control characters (tab and newlines stay). Free of Zod, so browser-side checks can use it. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}
