import { useEffect, useEffectEvent, useRef } from "react";
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
import { useNavigation, useSubmit } from "react-router";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import type { SaveAnswer, SaveRefusal } from "../utils/form.ts";

/**
 * Settles a fetcher's save once its submission is back (spec 2 §8). An action that redirects (the form kit's
 * `redirectTo`) has been followed: the next page toasts, and `onRedirected` runs (the dialog closes). An answer
 * that stays: a success is toasted and `onSaved` runs; a refusal puts the server's field errors on the fields with
 * `setError` (null when the form does that itself) and toasts its message.
 */
export function useSaveAnswer<Values extends FieldValues>(
  fetcher: { state: string; data: SaveAnswer<string> | undefined },
  setError: UseFormSetError<Values> | null,
  handlers: { onSaved?: () => void; onRedirected?: () => void; onFieldErrors?: (fields: string[]) => void },
) {
  const settle = (answer: SaveAnswer<string> | undefined) => {
    if (!answer) {
      handlers.onRedirected?.();
      return;
    }
    if (answer.ok) {
      toast.success(answer.message);
      handlers.onSaved?.();
      return;
    }
    const errors = Object.entries(answer.errors ?? {});
    for (const [field, message] of errors) setError?.(field as Path<Values>, { type: "server", message });
    handlers.onFieldErrors?.(errors.map(([field]) => field));
    toast.error(answer.message);
  };
  useFetcherSettled(fetcher, settle);
}

/**
 * Calls `settle` once each of the fetcher's submissions is back: with the action's answer, or undefined when the
 * action redirected (React Router followed it). A fetcher keeps its last answer through a redirect, so a redirect is
 * told by the answer being the one it had before the submission.
 */
export function useFetcherSettled<Answer>(
  fetcher: { state: string; data: Answer | undefined },
  settle: (answer: Answer | undefined) => void,
) {
  const onSettled = useEffectEvent(settle);
  const before = useRef<{ data: Answer | undefined } | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      before.current ??= { data: fetcher.data };
      return;
    }
    if (before.current === null) return;
    const answered = fetcher.data !== before.current.data;
    before.current = null;
    onSettled(answered ? fetcher.data : undefined);
  }, [fetcher.state, fetcher.data]);
}

/** What `usePageForm` needs of the page's form (its `useForm()`). */
export interface PageForm<Values extends FieldValues> {
  setError: UseFormSetError<Values>;
  formState: FormState<Values>;
}

/**
 * A form page's one way to save, the same with or without JavaScript: the browser posts the form itself until
 * hydrated, and `save(body)` posts it as a navigation after (React Router's `<Form>` does no more). Saved, the
 * action redirects to the list with its toast in a one-time cookie; refused, it answers 400 and the page shows the
 * answer (`actionData`): the errors under their fields in the server's HTML, then, once hydrated, put on the form
 * (so each goes once its field is corrected) with the message toasted. `form` is null when the form puts the
 * errors on its fields itself (the blog editor's).
 */
export function usePageForm<Values extends FieldValues>(
  form: PageForm<Values> | null,
  options: { actionData: SaveAnswer<string> | undefined; onFieldErrors?: (fields: string[]) => void },
) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { actionData } = options;
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const settle = useEffectEvent((answer: SaveRefusal<string>) => {
    const errors = Object.entries(answer.errors ?? {});
    for (const [field, message] of errors) form?.setError(field as Path<Values>, { type: "server", message });
    options.onFieldErrors?.(errors.map(([field]) => field));
    toast.error(answer.message);
  });
  useEffect(() => {
    if (refusal) settle(refusal);
  }, [refusal]);
  const errorOf = (name: FieldPath<Values>): string | undefined => {
    const error: FieldError | undefined = form ? get(form.formState.errors, name) : undefined;
    return error?.message ?? (hydrated ? undefined : refusal?.errors?.[name]);
  };
  const save = (body: Record<string, string>) => submit(body, { method: "post" });
  const saving = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return { hydrated, saving, refusal, errorOf, save };
}
