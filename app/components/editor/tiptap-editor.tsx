import Image from "@tiptap/extension-image";
import TextAlign from "@tiptap/extension-text-align";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { Icon } from "../ui/icon.tsx";
import { ImageDialog, LinkDialog } from "./editor-dialogs.tsx";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";

/** The editor's own toolbar icons (paths on the 24×24 grid of `Icon`), kept out of every public page's icon map. */
const EDITOR_ICON_PATHS = {
  link: "M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.5 1.5M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.5-1.5",
  orderedList: "M10 6h11M10 12h11M10 18h11M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1",
} as const;

/**
 * The Tiptap half of the shared editor of spec 2 §2: toolbar, editing area and dialogs. `RichTextEditor` loads it in
 * the browser only, once the page has hydrated, so the server never loads Tiptap and ProseMirror.
 * `onHtml` gets the document's HTML after every change ('' when it is empty).
 */
export function TiptapEditor(
  props: Omit<RichTextEditorProps, "name" | "onChange"> & { onHtml: (html: string) => void },
) {
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  // Only ever rendered in the browser: the editor exists from the first render.
  const editor = useEditor({
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2] },
        link: { openOnClick: false, HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow" } },
      }),
      // Width is capped at 100% by the .prose-content stylesheet, here and on the public pages.
      Image,
      TextAlign.configure({ types: ["heading", "paragraph"] }),
    ],
    content: props.defaultValue ?? "",
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": props.label,
        ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
        ...(props.invalid ? { "aria-invalid": "true" } : {}),
        class: "prose-content max-w-none px-4 py-3 focus:outline-none",
        style: `min-height: ${props.minHeight ?? 300}px`,
      },
    },
    onUpdate: ({ editor: current }) => props.onHtml(current.isEmpty ? "" : current.getHTML()),
  });

  return (
    <>
      <Toolbar editor={editor} onLink={() => setDialog("link")} onImage={() => setDialog("image")} />
      <EditorContent editor={editor} />
      <LinkDialog
        key={dialog === "link" ? "link-open" : "link-closed"}
        open={dialog === "link"}
        initialText={editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to)}
        onClose={() => setDialog(null)}
        onInsert={(href, text) => insertLink(editor, href, text)}
      />
      <ImageDialog
        open={dialog === "image"}
        onClose={() => setDialog(null)}
        onInsert={(src, alt) => editor.chain().focus().setImage({ src, alt }).run()}
      />
    </>
  );
}

function insertLink(editor: Editor, href: string, text: string) {
  const { from, to } = editor.state.selection;
  if (from === to) {
    const label = text || href;
    editor
      .chain()
      .focus()
      .insertContent({ type: "text", text: label, marks: [{ type: "link", attrs: { href } }] })
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
}

interface ToolButton {
  /** The accessible name: it must contain a glyph that is text (WCAG 2.5.3), so "H1 başlığı" for "H1". */
  label: string;
  glyph: React.ReactNode;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

type Chain = ReturnType<Editor["chain"]>;

/**
 * A toolbar button: `command` runs on the focused editor; pressed while the mark or node `name` (with `attributes`),
 * or the `attributes` alone, are active. Without `name` it is never pressed (undo, redo).
 */
function tool(
  label: string,
  glyph: React.ReactNode,
  command: (chain: Chain) => Chain,
  name?: string | Record<string, unknown>,
  attributes?: Record<string, unknown>,
): ToolButton {
  const run = (e: Editor) => command(e.chain().focus()).run();
  if (name === undefined) return { label, glyph, run };
  return {
    label,
    glyph,
    run,
    active: (e) => (typeof name === "string" ? e.isActive(name, attributes) : e.isActive(name)),
  };
}

const TOOLS: ToolButton[][] = [
  [
    tool("Kalın", "B", (c) => c.toggleBold(), "bold"),
    tool("İtalik", "I", (c) => c.toggleItalic(), "italic"),
    tool("Altı çizili", "U", (c) => c.toggleUnderline(), "underline"),
  ],
  [
    tool("Madde işaretli liste", "•", (c) => c.toggleBulletList(), "bulletList"),
    // "1." as text would have to be part of the button's name (WCAG 2.5.3); the usual numbered-list icon need not.
    tool(
      "Numaralı liste",
      <Icon path={EDITOR_ICON_PATHS.orderedList} size={16} />,
      (c) => c.toggleOrderedList(),
      "orderedList",
    ),
  ],
  [
    tool("Sola hizala", "⇤", (c) => c.setTextAlign("left"), { textAlign: "left" }),
    tool("Ortala", "↔", (c) => c.setTextAlign("center"), { textAlign: "center" }),
    tool("Sağa hizala", "⇥", (c) => c.setTextAlign("right"), { textAlign: "right" }),
  ],
  [
    tool("H1 başlığı", "H1", (c) => c.toggleHeading({ level: 1 }), "heading", { level: 1 }),
    tool("H2 başlığı", "H2", (c) => c.toggleHeading({ level: 2 }), "heading", { level: 2 }),
  ],
  [
    tool("Kod bloğu", "</>", (c) => c.toggleCodeBlock(), "codeBlock"),
    tool("Alıntı", "❝", (c) => c.toggleBlockquote(), "blockquote"),
  ],
  [
    tool("Geri al", "↶", (c) => c.undo()),
    tool("Yinele", "↷", (c) => c.redo()),
    tool("Biçimlendirmeyi temizle", "⌫", (c) => c.unsetAllMarks().clearNodes()),
  ],
];

function Toolbar({ editor, onLink, onImage }: { editor: Editor; onLink: () => void; onImage: () => void }) {
  // Re-render the toolbar when the selection's marks change, so the pressed states stay true.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLS.flat().map((tool) => tool.active?.(e) ?? false),
  });
  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label="Biçimlendirme araçları"
      className="flex flex-wrap gap-1 border-b border-slate-200 p-2"
    >
      {TOOLS.map((group) => (
        <div key={group[0]?.label} className="flex gap-0.5 border-r border-slate-200 pr-1 last:border-r-0">
          {group.map((tool) => {
            const pressed = active[index++] ?? false;
            return (
              <ToolbarButton
                key={tool.label}
                label={tool.label}
                pressed={tool.active ? pressed : undefined}
                onClick={() => tool.run(editor)}
              >
                {tool.glyph}
              </ToolbarButton>
            );
          })}
        </div>
      ))}
      <div className="flex gap-0.5">
        <ToolbarButton label="Bağlantı ekle" onClick={onLink}>
          <Icon path={EDITOR_ICON_PATHS.link} size={16} />
        </ToolbarButton>
        <ToolbarButton label="Görsel ekle" onClick={onImage}>
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="M21 17l-5-5-9 8" strokeLinejoin="round" />
          </svg>
        </ToolbarButton>
      </div>
    </div>
  );
}

function ToolbarButton(props: {
  label: string;
  pressed?: boolean | undefined;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      // Keep the caret in the editor: a mouse press on the toolbar must not move focus away from the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
      className={`min-w-8 rounded px-2 py-1 text-sm font-semibold hover:bg-slate-100 ${props.pressed ? "bg-slate-200 text-brand" : "text-slate-700"}`}
    >
      {props.children}
    </button>
  );
}
