import { useEffect, useEffectEvent } from "react";
import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  type FormState,
  get,
  type Path,
  type UseFormSetError,
} from "react-hook-form";
import toast from "react-hot-toast";
import { useFetcher, useNavigate } from "react-router";
import type { SaveAnswer } from "../../utils/form.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

/**
 * Settles a save once its submission is back (spec 2 §8): a success is toasted and `onSaved` runs (back to the
 * list, or the dialog closes); a refusal puts the server's field errors on the fields with `setError` (null when the
 * form does that itself) and toasts its message.
 */
export function useSaveAnswer<Values extends FieldValues>(
  fetcher: { state: string; data: SaveAnswer<string> | undefined },
  setError: UseFormSetError<Values> | null,
  handlers: { onSaved: () => void; onFieldErrors?: (fields: string[]) => void },
) {
  const settle = useEffectEvent((answer: SaveAnswer<string>) => {
    if (answer.ok) {
      toast.success(answer.message);
      handlers.onSaved();
      return;
    }
    const errors = Object.entries(answer.errors ?? {});
    for (const [field, message] of errors) setError?.(field as Path<Values>, { type: "server", message });
    handlers.onFieldErrors?.(errors.map(([field]) => field));
    toast.error(answer.message);
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    settle(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}

/** What `usePageFormSave` needs of the page's form (its `useForm()`). */
export interface PageForm<Values extends FieldValues> {
  setError: UseFormSetError<Values>;
  formState: FormState<Values>;
}

/**
 * A form page's save: one fetcher, back to `listPath` with a toast once saved, and the last answer (the fetcher's,
 * or the action's to a post made without JavaScript). Until `hydrated`, the form posts itself, with no checks here.
 *
 * `errorOf(name)` is the field's error to show. A fetcher's field errors are on the form (useSaveAnswer put them
 * there), so each goes once its field is corrected; only a post made without JavaScript, whose page came with its
 * errors, is read from `actionData`, and only until the fetcher answers.
 */
export function usePageFormSave<Values extends FieldValues>(
  form: PageForm<Values>,
  options: {
    listPath: string;
    actionData: SaveAnswer<string> | undefined;
    onFieldErrors?: (fields: string[]) => void;
  },
) {
  const fetcher = useFetcher<SaveAnswer<FieldPath<Values>>>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  useSaveAnswer(fetcher, form.setError, {
    onSaved: () => navigate(options.listPath),
    onFieldErrors: options.onFieldErrors,
  });
  const { actionData } = options;
  const result = fetcher.data ?? actionData;
  const pageErrors = fetcher.data === undefined && actionData && !actionData.ok ? actionData.errors : undefined;
  const errorOf = (name: FieldPath<Values>): string | undefined => {
    const error: FieldError | undefined = get(form.formState.errors, name);
    return error?.message ?? pageErrors?.[name];
  };
  return { fetcher, hydrated, saving: fetcher.state !== "idle", result, errorOf };
}
