import { useId } from "react";
import { useFetcher } from "react-router";
import { DialogFormActions, FORM_INPUT_CLASS, FormField, invalidProps } from "../../../components/admin/form-parts.tsx";
import { useSaveAnswer } from "../../../components/admin/use-save-answer.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import {
  REDIRECT_PATH_MAX,
  type RedirectInput,
  RedirectSchema,
  type RedirectValues,
} from "../../../features/redirects/redirect.schema.ts";
import { REDIRECT_LIST_PATH } from "../../../utils/admin-paths.ts";
import { type SaveAnswer, SENT_BY_SCRIPT } from "../../../utils/form.ts";

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
  const fetcher = useFetcher<RedirectSaveResult>();
  const ids = useId();
  const form = useSchemaForm(RedirectSchema, {
    fromPath: draft.fromPath,
    toPath: draft.toPath,
    statusCode: draft.statusCode,
  });
  useSaveAnswer(fetcher, form.setError, { onSaved: onClose });
  const onValid = (values: RedirectInput) =>
    fetcher.submit(
      { ...SENT_BY_SCRIPT, intent: "save", id: draft.id ?? "", ...values },
      { method: "post", action: REDIRECT_LIST_PATH },
    );
  const errorOf = (field: keyof RedirectValues) => form.formState.errors[field]?.message;
  const fieldId = (name: string) => `${ids}-${name}`;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      <FormField
        id={fieldId("from")}
        label="Eski adres"
        hint="Sitedeki bir yol, ör. /blog/eski-yazi"
        error={errorOf("fromPath")}
      >
        <input
          id={fieldId("from")}
          type="text"
          autoComplete="off"
          maxLength={REDIRECT_PATH_MAX}
          className={`${FORM_INPUT_CLASS} font-mono text-sm`}
          {...invalidProps(fieldId("from"), errorOf("fromPath"))}
          {...form.register("fromPath")}
        />
      </FormField>
      <FormField
        id={fieldId("to")}
        label="Yeni adres"
        hint="Sitedeki bir yol ya da https:// ile başlayan bir adres"
        error={errorOf("toPath")}
      >
        <input
          id={fieldId("to")}
          type="text"
          autoComplete="off"
          maxLength={REDIRECT_PATH_MAX}
          className={`${FORM_INPUT_CLASS} font-mono text-sm`}
          {...invalidProps(fieldId("to"), errorOf("toPath"))}
          {...form.register("toPath")}
        />
      </FormField>
      <FormField id={fieldId("status")} label="Yönlendirme türü" error={errorOf("statusCode")}>
        <select
          id={fieldId("status")}
          className={FORM_INPUT_CLASS}
          {...invalidProps(fieldId("status"), errorOf("statusCode"))}
          {...form.register("statusCode")}
        >
          <option value="301">301 – Kalıcı</option>
          <option value="302">302 – Geçici</option>
        </select>
      </FormField>
      <DialogFormActions
        saving={fetcher.state !== "idle"}
        label={draft.id ? "Güncelle" : "Kaydet"}
        onCancel={onClose}
      />
    </form>
  );
}
