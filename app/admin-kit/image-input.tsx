import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useLocation } from "react-router";
import { FileInput } from "../components/ui/file-input.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { type TabItem, TabList, TabPanel, useTabs } from "../components/ui/tabs.tsx";
import { errorText } from "../utils/errors.ts";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_RULES, type UploadKind } from "../utils/upload-rules.ts";
import { mediaPickHref, pickedImageOf } from "./media-pick-link.ts";
import { MediaPicker } from "./media-picker.tsx";

type Tab = "upload" | "library" | "url";
const SOURCE_TABS: readonly TabItem<Tab>[] = [
  { value: "upload", label: "Dosya Yükle" },
  { value: "library", label: "Medyadan Seç" },
  { value: "url", label: "URL Gir" },
];

export interface ImageInputProps {
  /** Name of the form field that carries the image URL. */
  name: string;
  label: string;
  kind: UploadKind;
  defaultValue?: string | null;
  onChange?: (url: string) => void;
  error?: string | undefined;
  /**
   * The failure toast for the server's reason (spec 2 §8 differs per screen: the promotion image's names the reason,
   * the splash image's does not); the promotion image's by default.
   */
  failureMessage?: (reason: string) => string;
}

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

const PREVIEW_FAILED = {
  upload: "Görsel yüklenemedi veya görüntülenemiyor.",
  url: "Görsel yüklenemedi. URL doğru olmayabilir.",
} as const;

/**
 * Spec 2 §2/§4 image area: 'Dosya Yükle' and 'URL Gir' tabs, and between them 'Medyadan Seç' (issue #35: an image of
 * the media library, searched by name or alternative text), each with a preview; states none → uploading →
 * set, back to none on remove or a failed preview. Files go to /api/admin/uploads, which checks them again.
 * Without JavaScript the tabs cannot switch, so the field also links to the library as a page: the image picked
 * there comes back in the form's address and starts the field (a save then stores it).
 */
export function ImageInput(props: ImageInputProps) {
  const location = useLocation();
  const picked = pickedImageOf(new URLSearchParams(location.search), props.name);
  const initial = picked ?? props.defaultValue ?? "";
  const [tab, setTab] = useState<Tab>(isWebAddress(initial) ? "url" : "upload");
  const tabs = useTabs(tab, setTab);
  const [url, setUrl] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const rules = UPLOAD_RULES[props.kind];
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  // The form's own state learns of an image picked on the library page, as of one picked here.
  useEffect(() => {
    if (picked) onChange.current?.(picked);
  }, [picked]);

  // Spec 2 §4: an http URL in the field shows the 'URL Gir' tab whenever it arrives (an upload to a bucket answers one).
  const update = (next: string) => {
    setUrl(next);
    setPreviewError(null);
    if (isWebAddress(next)) setTab("url");
    props.onChange?.(next);
  };

  const upload = async (file: File) => {
    if (file.size > rules.maxBytes) {
      toast.error(rules.tooLarge);
      return;
    }
    setUploading(true);
    try {
      const form = new FormData();
      form.set("file", file);
      const response = await fetch(`/api/admin/uploads?kind=${props.kind}`, { method: "POST", body: form });
      const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      if (!response.ok || !body.url) throw new Error(body.error || "Bilinmeyen hata");
      update(body.url);
      toast.success("Görsel başarıyla yüklendi");
    } catch (error) {
      const reason = errorText(error, "Bilinmeyen hata");
      toast.error(props.failureMessage ? props.failureMessage(reason) : `Resim yüklenirken bir hata oluştu: ${reason}`);
    } finally {
      setUploading(false);
    }
  };

  // Spec 2 §8: a broken upload preview clears the image; a broken URL preview only hides the preview.
  const onPreviewError = () => {
    if (tab !== "url") {
      setUrl("");
      props.onChange?.("");
    }
    setPreviewError(PREVIEW_FAILED[tab === "url" ? "url" : "upload"]);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{props.label}</legend>
      <TabList {...tabs.list} label={`${props.label} kaynağı`} items={SOURCE_TABS} look="segmented" />
      <noscript>
        <p className="text-sm">
          <a
            href={mediaPickHref(props.name, location.pathname + location.search)}
            className="font-semibold text-brand underline"
          >
            {`${props.label}: medya kütüphanesinden seç`}
          </a>{" "}
          <span className="text-slate-600">(kaydedilmemiş değişiklikler kaybolur)</span>
        </p>
      </noscript>

      {tab === "upload" ? (
        <TabPanel {...tabs.panel("upload")} className="space-y-2">
          <FileInput
            label={`${props.label} dosyası`}
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={uploading}
            onFile={upload}
            clearAfter
          />
          <p className="text-xs text-slate-500">PNG, JPG, GIF veya WebP; en fazla {rules.maxBytes / 1024 / 1024} MB.</p>
          {uploading ? (
            <p role="status" className="inline-flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Yükleniyor...
            </p>
          ) : null}
        </TabPanel>
      ) : tab === "library" ? (
        <TabPanel {...tabs.panel("library")}>
          <MediaPicker label={`${props.label}: medya kütüphanesinde ara`} onPick={(image) => update(image.url)} />
        </TabPanel>
      ) : (
        <TabPanel {...tabs.panel("url")}>
          <label className="block text-sm font-medium">
            Görsel URL
            <input
              type="url"
              value={url}
              placeholder="https://"
              onChange={(e) => update(e.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
        </TabPanel>
      )}

      <input type="hidden" name={props.name} value={url} />
      {url && !previewError ? (
        <div className="flex flex-wrap items-start gap-3">
          <img
            src={url}
            alt="Önizleme"
            onError={onPreviewError}
            className="max-h-40 max-w-full rounded-lg border border-slate-200 object-contain"
          />
          {tab !== "url" ? (
            <button
              type="button"
              onClick={() => update("")}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold"
            >
              Görseli Kaldır
            </button>
          ) : null}
        </div>
      ) : null}
      {previewError ? (
        <p role="alert" className="text-sm text-red-700">
          {previewError}
        </p>
      ) : null}
      {props.error ? <p className="text-sm text-red-700">{props.error}</p> : null}
    </fieldset>
  );
}
