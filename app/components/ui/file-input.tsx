import { type InputHTMLAttributes, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "./use-hydrated.ts";

/** The native control's look before hydration, and without JavaScript: the browser's own button, in its language. */
const NATIVE_CLASS =
  "block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand file:px-3 file:py-2 file:font-semibold file:text-white disabled:opacity-60";

export const NO_FILE_CHOSEN = "Dosya seçilmedi";

/** What the status shows for the chosen files: the one file's name, 'N dosya seçildi' for several, or 'Dosya seçilmedi'. */
export function chosenFilesText(files: ArrayLike<{ name: string }> | null | undefined): string {
  const count = files?.length ?? 0;
  if (count === 0 || !files) return NO_FILE_CHOSEN;
  return count === 1 ? (files[0]?.name ?? NO_FILE_CHOSEN) : `${count} dosya seçildi`;
}

export interface FileInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onChange" | "className" | "aria-label"> {
  /** The control's accessible name (the page shows it as the field's label). */
  label: string;
  /** Called with the chosen file (the first one of several with `multiple`). */
  onFile?: (file: File) => void | Promise<void>;
  /** Empty the control once `onFile` settles, so that the same file can be chosen again (uploads). */
  clearAfter?: boolean;
}

/**
 * A file field that speaks Turkish whatever the browser's language: 'Dosya Seç' and the chosen file's name ('3 dosya
 * seçildi' with `multiple`, or 'Dosya seçilmedi'), where a native file input writes 'Choose File' / 'No file chosen' in an English browser. The native
 * input stays underneath, visually hidden but focusable and named, so keyboard, screen readers, `required` and a post
 * without JavaScript behave as they do natively; before hydration it shows itself.
 */
export function FileInput({
  label,
  onFile,
  clearAfter = false,
  "aria-describedby": describedBy,
  ...input
}: FileInputProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [chosen, setChosen] = useState(NO_FILE_CHOSEN);

  // A file chosen before hydration is already in the control.
  useEffect(() => {
    if (hydrated) setChosen(chosenFilesText(ref.current?.files));
  }, [hydrated]);

  const clear = () => {
    if (ref.current) ref.current.value = "";
    setChosen(NO_FILE_CHOSEN);
  };

  return (
    <label className="flex min-w-0 items-center gap-3">
      <input
        {...input}
        ref={ref}
        type="file"
        aria-label={label}
        aria-describedby={[describedBy, hydrated ? statusId : undefined].filter(Boolean).join(" ") || undefined}
        className={hydrated ? "peer sr-only" : NATIVE_CLASS}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setChosen(chosenFilesText(event.target.files));
          if (!file || !onFile) return;
          const settled = Promise.resolve(onFile(file));
          if (clearAfter) void settled.finally(clear);
        }}
      />
      {hydrated ? (
        <>
          <span
            aria-hidden="true"
            className="shrink-0 cursor-pointer rounded-md bg-brand px-3 py-2 text-sm font-semibold text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            Dosya Seç
          </span>
          <span id={statusId} className="min-w-0 truncate text-sm text-slate-700">
            {chosen}
          </span>
        </>
      ) : null}
    </label>
  );
}
