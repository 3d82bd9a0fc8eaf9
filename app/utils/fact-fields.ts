import { isDay } from "./istanbul-time.ts";
import { trimmedTextField } from "./text-field.ts";
import { parseDecimal, parseWholeNumber } from "./turkish-number.ts";

/**
 * Schema pieces for the optional facts of promotions and casinos (issue #14). Each reads the text a
 * form, a CSV cell or the AI proposal gives ("" or missing means not given) and answers in Turkish.
 */

/** An optional whole number within [min, max]: null when empty. */
export function optionalWholeNumber(message: string, min: number, max: number) {
  return trimmedTextField(message)
    .refine((value) => {
      if (value === "") return true;
      const n = parseWholeNumber(value);
      return n !== null && n >= min && n <= max;
    }, message)
    .transform((value) => (value === "" ? null : parseWholeNumber(value)));
}

/** An optional number with up to two decimals within [min, max]: null when empty. */
export function optionalDecimal(message: string, min: number, max: number) {
  return trimmedTextField(message)
    .refine((value) => {
      if (value === "") return true;
      const n = parseDecimal(value);
      return n !== null && n >= min && n <= max;
    }, message)
    .transform((value) => (value === "" ? null : parseDecimal(value)));
}

/** An optional text of at most `max` characters: null when empty. */
export function optionalText(message: string, max: number) {
  return trimmedTextField(message)
    .refine((value) => value.length <= max, message)
    .transform((value) => (value === "" ? null : value));
}

/** The keys of a record of choices and their Turkish labels, in its order. */
function keysOf<Key extends string>(choices: Readonly<Record<Key, string>>): Key[] {
  return Object.keys(choices) as Key[];
}

/** One of the keys of `labels`, or null when empty. */
export function optionalChoice<const Key extends string>(message: string, labels: Readonly<Record<Key, string>>) {
  const choices = keysOf(labels);
  return trimmedTextField(message)
    .refine((value) => value === "" || (choices as readonly string[]).includes(value), message)
    .transform((value) => (value === "" ? null : (value as Key)));
}

/** Keys of `labels` separated by commas ("slot,spor"), each once, in the order of `labels`. */
export function choiceList<const Key extends string>(message: string, labels: Readonly<Record<Key, string>>) {
  const choices = keysOf(labels);
  return trimmedTextField(message)
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== ""),
    )
    .refine((items) => items.every((item) => (choices as readonly string[]).includes(item)), message)
    .transform((items) => choices.filter((choice) => items.includes(choice)));
}

/** Slugs separated by commas (checked against the database by the service), each once. */
export function slugList(message: string, maxItems: number) {
  return trimmedTextField(message)
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((item) => item.trim().toLowerCase())
          .filter((item) => item !== ""),
      ),
    ])
    .refine((items) => items.length <= maxItems && items.every((item) => /^[a-z0-9-]{1,80}$/.test(item)), message);
}

/** One item per line (blank lines dropped), at most `maxItems` lines of at most `maxLength` characters. */
export function lineList(message: string, maxItems: number, maxLength: number) {
  return trimmedTextField(message)
    .refine((value) => value.length <= maxItems * (maxLength + 2), { error: message, abort: true })
    .transform((value) =>
      value
        .split(/\r?\n|\r/)
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .refine((lines) => lines.length <= maxItems && lines.every((line) => line.length <= maxLength), message);
}

/** An optional calendar date (YYYY-MM-DD): null when empty. */
export function optionalDate(message: string) {
  return trimmedTextField(message)
    .refine((value) => value === "" || isDay(value), message)
    .transform((value) => (value === "" ? null : value));
}

/** 'evet' / 'hayır' (or empty) as true / false / null. */
export function optionalYesNo(message: string) {
  return trimmedTextField(message)
    .refine((value) => ["", "evet", "hayir", "hayır"].includes(value.toLocaleLowerCase("tr-TR")), message)
    .transform((value) => (value === "" ? null : value.toLocaleLowerCase("tr-TR") === "evet"));
}
