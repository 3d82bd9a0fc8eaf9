import { DialogFormActions, FetcherForm, fieldsOf } from "../../../admin-kit/form-parts.tsx";
import { useListAction } from "../../../admin-kit/list-actions.ts";
import { useFetcherForm } from "../../../admin-kit/use-fetcher-form.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { REDIRECT_PATH_MAX, RedirectSchema, type RedirectValues } from "../../../features/redirects/redirect.schema.ts";
import { REDIRECT_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { SaveAnswer } from "../../../utils/form.ts";

const { SelectField, TextField } = fieldsOf(RedirectSchema);

export type RedirectSaveResult = SaveAnswer<keyof RedirectValues>;

/** What the dialog opens with: a stored redirect (id), or a new one, possibly prefilled from the 404 log. */
export interface RedirectDraft {
  id: string | null;
  fromPath: string;
  toPath: string;
  statusCode: "301" | "302";
}

/** 'Yönlendirme Ekle' / 'Yönlendirmeyi Düzenle': old address, new address, 301 or 302. Posts intent=save. */
export function RedirectDialog(props: { draft: RedirectDraft | null; onClose: () => void }) {
  return (
    <ModalDialog
      open={props.draft !== null}
      title={props.draft?.id ? "Yönlendirmeyi Düzenle" : "Yönlendirme Ekle"}
      onClose={props.onClose}
    >
      {props.draft ? (
        <RedirectForm
          key={props.draft.id ?? `new-${props.draft.fromPath}`}
          draft={props.draft}
          onClose={props.onClose}
        />
      ) : null}
    </ModalDialog>
  );
}

function RedirectForm({ draft, onClose }: { draft: RedirectDraft; onClose: () => void }) {
  const { fields, saving, onSubmit } = useFetcherForm(
    RedirectSchema,
    { fromPath: draft.fromPath, toPath: draft.toPath, statusCode: draft.statusCode },
    { action: useListAction(REDIRECT_LIST_PATH), onRedirected: onClose },
  );
  return (
    <FetcherForm
      fields={fields}
      onSubmit={onSubmit((values) => ({ intent: "save", id: draft.id ?? "", ...values }))}
      className="space-y-4"
    >
      <TextField
        name="fromPath"
        label="Eski adres"
        hint="Sitedeki bir yol, ör. /blog/eski-yazi"
        autoComplete="off"
        maxLength={REDIRECT_PATH_MAX}
        inputClassName="font-mono text-sm"
      />
      <TextField
        name="toPath"
        label="Yeni adres"
        hint="Sitedeki bir yol ya da https:// ile başlayan bir adres"
        autoComplete="off"
        maxLength={REDIRECT_PATH_MAX}
        inputClassName="font-mono text-sm"
      />
      <SelectField name="statusCode" label="Yönlendirme türü">
        <option value="301">301 – Kalıcı</option>
        <option value="302">302 – Geçici</option>
      </SelectField>
      <DialogFormActions saving={saving} label={draft.id ? "Güncelle" : "Kaydet"} onCancel={onClose} />
    </FetcherForm>
  );
}
