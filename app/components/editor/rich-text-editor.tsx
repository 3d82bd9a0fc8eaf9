import { lazy, Suspense, useState } from "react";
import { useHydrated } from "../ui/use-hydrated.ts";

export interface RichTextEditorProps {
  /** Name of the hidden input that carries the HTML when the surrounding form is submitted. */
  name: string;
  /** Accessible name of the editing area. */
  label: string;
  defaultValue?: string | null;
  onChange?: (html: string) => void;
  /** Spec 2 §2: 300px by default, 200px on the casino and promotion description fields. */
  minHeight?: number;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Tiptap and ProseMirror, in a chunk of their own that only the browser loads: in the server they were some 13 MB
 * of memory and 4 MB of heap, loaded at start-up for a part it never renders.
 */
const loadTiptapEditor = () => import("./tiptap-editor.tsx");
// In the browser its download starts with the form's own code, not once the page has hydrated, so the editor is
// there sooner; a failure here is met again, and shown, when the editor renders.
if (!import.meta.env.SSR) loadTiptapEditor().catch(() => {});
const TiptapEditor = lazy(() => loadTiptapEditor().then((module) => ({ default: module.TiptapEditor })));

/**
 * The shared rich-text editor of spec 2 §2. The server and the first render in the browser show its frame with
 * 'Düzenleyici yükleniyor…'; once the page has hydrated the Tiptap editor takes its place. The hidden input carries
 * the HTML either way. Only admin routes import it, so it never reaches a public page.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.defaultValue ?? "");
  const hydrated = useHydrated();
  const { name, onChange, ...editorProps } = props;
  const loading = (
    <div className="px-4 py-3 text-slate-400" style={{ minHeight: props.minHeight ?? 300 }}>
      Düzenleyici yükleniyor…
    </div>
  );
  return (
    <div className={`rounded-lg border bg-white ${props.invalid ? "border-red-500" : "border-slate-300"}`}>
      {hydrated ? (
        <Suspense fallback={loading}>
          <TiptapEditor
            {...editorProps}
            onHtml={(next) => {
              setHtml(next);
              onChange?.(next);
            }}
          />
        </Suspense>
      ) : (
        loading
      )}
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
