import { useId } from "react";
import { type DefaultValues, type FieldError, type FieldValues, get } from "react-hook-form";
import { useFetcher } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { useSchemaForm } from "../components/ui/use-schema-form.ts";
import { type SaveAnswer, withPostedText } from "../utils/form.ts";
import { formFields } from "./form-parts.tsx";
import { useSaveAnswer } from "./use-save-answer.ts";

/**
 * A form that posts with a fetcher and stays on its page (a dialog, a settings card), on its schema: the form,
 * its fields for the kit (ids unique to this form), and `onSubmit`,
 * which checks the fields and posts the body `toBody` makes of them to `action` (this page by default) with one fetcher. The answer is
 * settled by `useSaveAnswer`: field errors onto the fields and a toast; on success `onSaved` with an answer that stays
 * on the page, or `onRedirected` once an action that redirects (back to the list, with its toast) has been followed.
 * Without JavaScript the browser posts the form itself and the page is drawn with the action's answer: `answered`
 * (the route's `actionData`, when it answers this form) puts its errors under the fields until hydration, and the
 * text that was posted into them, so what was typed is not lost to the refusal.
 */
export function useFetcherForm<
  Input extends FieldValues,
  Output extends FieldValues,
  Answer extends SaveAnswer<string> = SaveAnswer<string>,
>(
  schema: $ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: {
    action?: string | undefined;
    onSaved?: (answer: Answer) => void;
    onRedirected?: () => void;
    answered?: SaveAnswer<string> | undefined;
  },
) {
  const fetcher = useFetcher<Answer>();
  const { answered } = options;
  const form = useSchemaForm(schema, withPostedText(defaultValues, answered));
  const hydrated = useHydrated();
  const fields = formFields(
    form,
    (name) =>
      (get(form.formState.errors, name) as FieldError | undefined)?.message ??
      (hydrated || !answered || answered.ok ? undefined : answered.errors?.[name]),
    useId(),
  );
  useSaveAnswer(fetcher, form.setError, {
    onSaved: () => {
      if (fetcher.data) options.onSaved?.(fetcher.data as Answer);
    },
    onRedirected: options.onRedirected,
  });
  // A field the body leaves undefined posts as empty, as a browser posts an empty input.
  const onSubmit = (toBody: (values: Output) => Record<string, string | undefined>) =>
    form.handleSubmit((values) => {
      const body = Object.fromEntries(Object.entries(toBody(values)).map(([name, value]) => [name, value ?? ""]));
      return fetcher.submit(body, { method: "post", action: options.action });
    });
  return { form, fields, saving: fetcher.state !== "idle", onSubmit };
}
