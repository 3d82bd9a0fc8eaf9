import { Link } from "react-router";
import { WAGERING_CALCULATOR_PATH } from "../../wagering/public.ts";

/**
 * The wagering chip ('30x çevrim', 'Çevrimsiz': promotionChips writes them), which links to the wagering calculator.
 * Kept here rather than beside promotionChips so the pages that show chips load no other module for it.
 */
export function isWageringChip(chip: string): boolean {
  return chip === "Çevrimsiz" || chip.endsWith("x çevrim");
}

/** A promotion's key facts as short chips (issue #14), the wagering chip linked to the wagering calculator. */
export function FactChips({ chips }: { chips: readonly string[] }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Bonus özellikleri" className="mt-2 flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li key={chip} className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">
          {isWageringChip(chip) ? (
            <Link to={WAGERING_CALCULATOR_PATH} className="underline decoration-dotted underline-offset-2">
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
