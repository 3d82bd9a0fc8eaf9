import { Fragment } from "react";
import { useRevalidator } from "react-router";
import { type AutosaveFound, useAutosaveOffer } from "../../features/revisions/components/autosave.tsx";
import { HistoryPanel } from "../../features/revisions/components/history-panel.tsx";

/**
 * An edit page of versioned content (decision 031): its form (`children`, keyed by id and version by the caller, so
 * a restored version starts a fresh form and editor) above the 'Geçmiş' panel, both at the form's width; a restore
 * reloads the page.
 */
export function EditWithHistory(props: {
  kind: string;
  id: string;
  version: string;
  children: React.ReactNode;
  /** Panels of the item shown above its history, at the form's width (e.g. the promotion's schedule). */
  aside?: React.ReactNode;
}) {
  const revalidator = useRevalidator();
  return (
    <div className="space-y-5">
      {props.children}
      <div className="mx-auto max-w-3xl space-y-5">
        {props.aside}
        <HistoryPanel kind={props.kind} id={props.id} version={props.version} onRestored={revalidator.revalidate} />
      </div>
    </div>
  );
}

/**
 * A versioned item's page form with the autosave found on opening offered above it (decision 045): `children` renders
 * the form from the values it starts with; restoring the autosave starts it again with the autosaved values.
 */
export function FormWithAutosaveOffer<Values extends object>(props: {
  autosave: AutosaveFound | null | undefined;
  kind: string;
  id: string | null;
  defaults: Values;
  children: (defaults: Values) => React.ReactNode;
}) {
  const { offer, restored, epoch } = useAutosaveOffer(props.autosave ?? null, {
    kind: props.kind,
    id: props.id,
    defaults: props.defaults,
  });
  return (
    <>
      {offer ? <div className="mx-auto mb-5 max-w-3xl">{offer}</div> : null}
      <Fragment key={epoch}>{props.children({ ...props.defaults, ...restored })}</Fragment>
    </>
  );
}
