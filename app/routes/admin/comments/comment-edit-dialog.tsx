import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from "../../../features/comments/comment.schema.ts";
import {
  type CommentEditInput,
  CommentEditSchema,
  type CommentEditValues,
} from "../../../features/comments/comment-edit.schema.ts";

export type CommentSaveResult =
  | { ok: true; message: string }
  | { ok: false; message: string; errors?: Partial<Record<keyof CommentEditValues, string>> };

export interface EditableComment {
  id: string;
  userName: string;
  comment: string;
  rating: number;
}

const inputClass =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500";

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
  const fetcher = useFetcher<CommentSaveResult>();
  const ids = useId();
  const form = useForm<CommentEditValues, unknown, CommentEditInput>({
    resolver: zodResolver(CommentEditSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { userName: comment.userName, comment: comment.comment, rating: String(comment.rating) },
  });
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.ok) {
      toast.success(answer.message);
      onClose();
      return;
    }
    for (const [field, message] of Object.entries(answer.errors ?? {})) {
      form.setError(field as keyof CommentEditValues, { type: "server", message });
    }
    toast.error(answer.message);
  }, [fetcher.state, fetcher.data, form, onClose]);

  const onValid = (values: CommentEditInput) => {
    fetcher.submit(
      {
        intent: "update",
        id: comment.id,
        userName: values.userName,
        comment: values.comment,
        rating: String(values.rating),
      },
      { method: "post", action: props.action },
    );
  };
  const errorOf = (field: keyof CommentEditValues) => form.formState.errors[field]?.message;
  const fieldId = (name: string) => `${ids}-${name}`;
  const invalidProps = (field: keyof CommentEditValues, id: string) =>
    errorOf(field) ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      <div>
        <label htmlFor={fieldId("name")} className="block text-sm font-medium">
          Kullanıcı Adı
        </label>
        <input
          id={fieldId("name")}
          type="text"
          autoComplete="off"
          maxLength={COMMENT_NAME_MAX}
          className={inputClass}
          {...invalidProps("userName", fieldId("name"))}
          {...form.register("userName")}
        />
        <FieldError id={`${fieldId("name")}-error`} message={errorOf("userName")} />
      </div>
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
        <FieldError id={`${fieldId("rating")}-error`} message={errorOf("rating")} />
      </fieldset>
      <div>
        <label htmlFor={fieldId("comment")} className="block text-sm font-medium">
          Yorum
        </label>
        <textarea
          id={fieldId("comment")}
          rows={5}
          maxLength={COMMENT_TEXT_MAX}
          className={inputClass}
          {...invalidProps("comment", fieldId("comment"))}
          {...form.register("comment")}
        />
        <FieldError id={`${fieldId("comment")}-error`} message={errorOf("comment")} />
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" onClick={onClose} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold">
          İptal
        </button>
        <button
          type="submit"
          disabled={saving}
          className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          {saving ? <Spinner /> : null}
          {saving ? "Kaydediliyor..." : "Güncelle"}
        </button>
      </div>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
