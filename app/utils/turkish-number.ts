/**
 * Numbers as Turkish visitors and admins type them, with no schema library: the fact fields' schemas and the
 * wagering calculator (which runs in the browser, where the public pages load no Zod) read them the same way.
 */

/** "5000", "5.000" or "5 000" (Turkish thousands); digits only otherwise. */
const WHOLE_NUMBER = /^(?:\d{1,3}(?:[. ]\d{3})+|\d{1,12})$/;

export function parseWholeNumber(value: string): number | null {
  if (!WHOLE_NUMBER.test(value)) return null;
  return Number(value.replace(/[. ]/g, ""));
}

/** "35", "35,5" or "35.5". */
const DECIMAL = /^\d{1,6}(?:[.,]\d{1,2})?$/;

export function parseDecimal(value: string): number | null {
  return DECIMAL.test(value) ? Number(value.replace(",", ".")) : null;
}
