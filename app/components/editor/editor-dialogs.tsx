import { useState } from "react";
import { CancelButton } from "../ui/cancel-button.tsx";
import { ModalDialog } from "../ui/modal-dialog.tsx";

const inputClass = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand focus:outline-none";

/** Spec 2 §2: URL and optional link text; 'Ekle' stays disabled until a URL is entered. */
export function LinkDialog(props: {
  open: boolean;
  initialText: string;
  onClose: () => void;
  onInsert: (url: string, text: string) => void;
}) {
  const [url, setUrl] = useState("");
  const [text, setText] = useState(props.initialText);
  const close = () => {
    setUrl("");
    props.onClose();
  };
  return (
    <ModalDialog open={props.open} title="Bağlantı Ekle" onClose={close}>
      <label className="block text-sm font-medium">
        URL
        <input
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://"
          className={inputClass}
        />
      </label>
      <label className="mt-3 block text-sm font-medium">
        Bağlantı metni (isteğe bağlı)
        <input type="text" value={text} onChange={(e) => setText(e.target.value)} className={inputClass} />
      </label>
      <DialogButtons
        disabled={url.trim() === ""}
        onCancel={close}
        onConfirm={() => {
          props.onInsert(url.trim(), text.trim());
          close();
        }}
      />
    </ModalDialog>
  );
}

/** Spec 2 §2: image URL and alternative text; 'Ekle' stays disabled until a URL is entered. */
export function ImageDialog(props: {
  open: boolean;
  onClose: () => void;
  onInsert: (url: string, alt: string) => void;
}) {
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const close = () => {
    setUrl("");
    setAlt("");
    props.onClose();
  };
  return (
    <ModalDialog open={props.open} title="Görsel Ekle" onClose={close}>
      <label className="block text-sm font-medium">
        Görsel URL
        <input
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://"
          className={inputClass}
        />
      </label>
      <label className="mt-3 block text-sm font-medium">
        Alternatif metin
        <input type="text" value={alt} onChange={(e) => setAlt(e.target.value)} className={inputClass} />
      </label>
      <DialogButtons
        disabled={url.trim() === ""}
        onCancel={close}
        onConfirm={() => {
          props.onInsert(url.trim(), alt.trim());
          close();
        }}
      />
    </ModalDialog>
  );
}

function DialogButtons(props: { disabled: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <div className="mt-6 flex justify-end gap-2">
      <CancelButton onClick={props.onCancel} />
      <button
        type="button"
        disabled={props.disabled}
        onClick={props.onConfirm}
        className="rounded-lg bg-brand px-4 py-2 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
      >
        Ekle
      </button>
    </div>
  );
}
