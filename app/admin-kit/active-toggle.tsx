import { useListAction, useToastingFetcher } from "./list-actions.ts";

/** A row's active switch: while its submission is on the way, `active` already shows where it is going. */
export function useActiveToggle(stored: boolean) {
  const fetcher = useToastingFetcher();
  const active = fetcher.formData ? fetcher.formData.get("active") === "true" : stored;
  return { fetcher, active };
}

/**
 * 'Aktif Yap' / 'Pasif Yap' as a form posting intent=toggle (id, active) to `action`, so it works without
 * JavaScript too; the list's reload after the redirect back confirms or reverts the optimistic state.
 */
export function ActiveToggle(props: {
  toggle: ReturnType<typeof useActiveToggle>;
  id: string;
  /** The row's name, for the button's accessible name. */
  name: string;
  action: string;
}) {
  const { fetcher, active } = props.toggle;
  return (
    <fetcher.Form method="post" action={useListAction(props.action)} preventScrollReset>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name="active" value={active ? "false" : "true"} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={`${props.name} ${active ? "pasif yap" : "aktif yap"}`}
        className="rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-50"
      >
        {active ? "Pasif Yap" : "Aktif Yap"}
      </button>
    </fetcher.Form>
  );
}

/** The 'Aktif' / 'Pasif' pill of a list row. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
    >
      {active ? "Aktif" : "Pasif"}
    </span>
  );
}
