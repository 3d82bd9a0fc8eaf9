/** A dialog's 'İptal': closes it and does nothing else. */
export function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold">
      İptal
    </button>
  );
}
