import { DialogFormActions, FetcherForm, fieldsOf } from "../../../admin-kit/form-parts.tsx";
import { useFetcherForm } from "../../../admin-kit/use-fetcher-form.ts";
import { FieldError } from "../../../components/ui/field-error.tsx";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from "../../../features/comments/comment.schema.ts";
import {
  type CommentEditInput,
  CommentEditSchema,
  type CommentEditValues,
} from "../../../features/comments/comment-edit.schema.ts";
import type { SaveAnswer } from "../../../utils/form.ts";

const { TextAreaField, TextField } = fieldsOf(CommentEditSchema);

export type CommentSaveResult = SaveAnswer<keyof CommentEditValues>;

export interface EditableComment {
  id: string;
  userName: string;
  comment: string;
  rating: number;
}

/** Spec 2 §2: the comment edit dialog (user name, star rating 1-5, comment text). Posts intent=update to `action`. */
export function CommentEditDialog(props: { comment: EditableComment | null; action: string; onClose: () => void }) {
  return (
    <ModalDialog open={props.comment !== null} title="Yorumu Düzenle" onClose={props.onClose}>
      {props.comment ? (
        <CommentEditForm key={props.comment.id} comment={props.comment} action={props.action} onClose={props.onClose} />
      ) : null}
    </ModalDialog>
  );
}

function CommentEditForm(props: { comment: EditableComment; action: string; onClose: () => void }) {
  const { comment, onClose } = props;
  const { form, fields, saving, onSubmit } = useFetcherForm(
    CommentEditSchema,
    { userName: comment.userName, comment: comment.comment, rating: String(comment.rating) },
    { action: props.action, onRedirected: onClose },
  );
  const toBody = (values: CommentEditInput) => ({
    intent: "update",
    id: comment.id,
    userName: values.userName,
    comment: values.comment,
    rating: String(values.rating),
  });

  return (
    <FetcherForm fields={fields} onSubmit={onSubmit(toBody)} className="space-y-4">
      <TextField name="userName" label="Kullanıcı Adı" autoComplete="off" maxLength={COMMENT_NAME_MAX} />
      <fieldset>
        <legend className="text-sm font-medium">Puan</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-checked:border-amber-500 has-checked:bg-amber-50 has-focus-visible:ring-2 has-focus-visible:ring-brand/40"
            >
              <input type="radio" value={String(value)} className="sr-only" {...form.register("rating")} />
              <span aria-hidden="true" className="text-amber-500">
                {"★".repeat(value)}
              </span>
              <span className="sr-only">{value} yıldız</span>
            </label>
          ))}
        </div>
        <FieldError id={`${fields.idOf("rating")}-error`} message={fields.errorOf("rating")} />
      </fieldset>
      <TextAreaField name="comment" label="Yorum" rows={5} maxLength={COMMENT_TEXT_MAX} />
      <DialogFormActions saving={saving} label="Güncelle" onCancel={onClose} />
    </FetcherForm>
  );
}
