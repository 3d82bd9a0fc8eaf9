import { withoutControlCharacters } from "./control-characters.ts";
import { z } from "./zod.ts";

/** A text field of a form body, control characters dropped: missing is "", anything but a string is refused with `message`. */
export function textField(message: string) {
  return z.string({ error: message }).default("").transform(withoutControlCharacters);
}

/** A text field as `textField` reads it, trimmed. */
export function trimmedTextField(message: string) {
  return z
    .string({ error: message })
    .default("")
    .transform((value) => withoutControlCharacters(value).trim());
}
