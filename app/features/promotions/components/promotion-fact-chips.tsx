import { Link } from "react-router";
import { WAGERING_CALCULATOR_PATH } from "../../wagering/wagering.ts";
import { isWageringChip } from "../promotion-chips.ts";

/**
 * A promotion's key facts as short chips (issue #14); nothing when no fact is known. The wagering chip links to the
 * wagering calculator: its page, or `wageringHref` (the promotion page's own calculator, filled with the offer).
 */
export function FactChips({
  chips,
  wageringHref = WAGERING_CALCULATOR_PATH,
}: {
  chips: readonly string[];
  wageringHref?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Bonus özellikleri" className="mt-2 flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li key={chip} className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">
          {isWageringChip(chip) ? (
            <Link
              to={wageringHref}
              title="Çevrim hesaplayıcı"
              className="underline decoration-dotted underline-offset-2"
            >
              {chip}
            </Link>
          ) : (
            chip
          )}
        </li>
      ))}
    </ul>
  );
}
