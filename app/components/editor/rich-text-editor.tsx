import { lazy, Suspense, useEffect, useRef, useState } from "react";

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
 * The shared rich-text editor of spec 2 §2. The server's HTML has the content's HTML in a plain text area under the
 * field's name, so a browser without JavaScript can still edit and post it (the server sanitises it like any rich
 * text). Once the page has hydrated the Tiptap editor takes its place, starting from what the text area holds then
 * (a change typed before hydration is kept), and a hidden input carries its HTML. Only admin routes import it, so it
 * never reaches a public page.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { name, onChange, defaultValue: _stored, ...editorProps } = props;
  const [html, setHtml] = useState(props.defaultValue ?? "");
  const [editing, setEditing] = useState(false);
  const source = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const typed = source.current;
    if (typed && typed.value !== typed.defaultValue) {
      setHtml(typed.value);
      onChange?.(typed.value);
    }
    setEditing(true);
    // After the first run the text area is gone: a new onChange finds nothing to carry over.
  }, [onChange]);
  const minHeight = props.minHeight ?? 300;
  return (
    <div className={`rounded-lg border bg-white ${props.invalid ? "border-red-500" : "border-slate-300"}`}>
      {editing ? (
        <>
          <Suspense
            fallback={
              <div className="px-4 py-3 text-slate-500" style={{ minHeight }}>
                Düzenleyici yükleniyor…
              </div>
            }
          >
            <TiptapEditor
              {...editorProps}
              defaultValue={html}
              onHtml={(next) => {
                setHtml(next);
                onChange?.(next);
              }}
            />
          </Suspense>
          <input type="hidden" name={name} value={html} />
        </>
      ) : (
        <textarea
          ref={source}
          name={name}
          defaultValue={html}
          aria-label={props.label}
          {...(props.describedBy ? { "aria-describedby": props.describedBy } : {})}
          {...(props.invalid ? { "aria-invalid": true } : {})}
          className="block w-full rounded-lg px-4 py-3 font-mono text-sm"
          style={{ minHeight }}
        />
      )}
    </div>
  );
}
