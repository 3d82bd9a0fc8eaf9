/** A promotion's key facts as short chips (issue #14); nothing when no fact is known. */
export function FactChips({ chips }: { chips: readonly string[] }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Bonus özellikleri" className="mt-2 flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li key={chip} className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">
          {chip}
        </li>
      ))}
    </ul>
  );
}
