import { useState } from "react";
import { MediaPicker } from "../../admin-kit/media-picker.tsx";
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
  return <UrlDialog {...props} title="Bağlantı Ekle" urlLabel="URL" textLabel="Bağlantı metni (isteğe bağlı)" />;
}

/**
 * Spec 2 §2: image URL and alternative text; 'Ekle' stays disabled until a URL is entered. Above them, the media
 * library (issue #35): choosing an image fills its address and, when none is typed yet, its alternative text.
 */
export function ImageDialog(props: {
  open: boolean;
  onClose: () => void;
  onInsert: (url: string, alt: string) => void;
}) {
  return (
    <UrlDialog
      {...props}
      initialText=""
      title="Görsel Ekle"
      urlLabel="Görsel URL"
      textLabel="Alternatif metin"
      library
    />
  );
}

/** An address and a text to go with it; closing empties both (the text back to `initialText`). */
function UrlDialog(props: {
  open: boolean;
  title: string;
  urlLabel: string;
  textLabel: string;
  initialText: string;
  /** Offer the media library's images above the address. */
  library?: boolean;
  onClose: () => void;
  onInsert: (url: string, text: string) => void;
}) {
  const [url, setUrl] = useState("");
  const [text, setText] = useState(props.initialText);
  const close = () => {
    setUrl("");
    setText(props.initialText);
    props.onClose();
  };
  return (
    <ModalDialog open={props.open} title={props.title} onClose={close}>
      {props.library ? (
        <div className="mb-4 border-b border-slate-200 pb-4">
          <MediaPicker
            label="Medya kütüphanesinde ara"
            onPick={(image) => {
              setUrl(image.url);
              setText((typed) => (typed.trim() === "" ? image.altText : typed));
            }}
          />
        </div>
      ) : null}
      <label className="block text-sm font-medium">
        {props.urlLabel}
        <input
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://"
          className={inputClass}
        />
      </label>
      <label className="mt-3 block text-sm font-medium">
        {props.textLabel}
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
