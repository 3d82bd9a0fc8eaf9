import { useEffect, useId, useState } from "react";
import { MEDIA_SEARCH_PATH } from "../utils/admin-paths.ts";

/** One library image as /api/admin/media answers it. */
export interface LibraryImage {
  id: string;
  url: string;
  fileName: string;
  altText: string;
  width: number | null;
  height: number | null;
}

/**
 * A library image as a choice, inside its button (the dialog) or link (the picker page without JavaScript): the
 * thumbnail, its file name, optionally its size, and 'görselini seç' for a screen reader, so the choice's name is what
 * it shows.
 */
export function LibraryImageChoice(props: {
  image: Pick<LibraryImage, "url" | "fileName" | "width" | "height">;
  imageClassName: string;
  showSize?: boolean;
}) {
  const { image } = props;
  const sized = image.width && image.height ? { width: image.width, height: image.height } : null;
  return (
    <>
      <img
        src={image.url}
        alt=""
        loading="lazy"
        {...sized}
        className={`${props.imageClassName} w-full object-contain`}
      />
      <span className="w-full truncate text-center">
        {image.fileName}
        <span className="sr-only"> görselini seç</span>
      </span>
      {props.showSize && sized ? (
        <span className="text-slate-500">
          {sized.width} × {sized.height}
        </span>
      ) : null}
    </>
  );
}

type PickerState = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; images: LibraryImage[] };

/**
 * The media library to pick from (issue #35): a search over file names and alternative texts and the newest
 * matching images as buttons; choosing one hands it to `onPick`. Used by the image fields and the editor's image
 * dialog, so an image uploaded once is used again instead of uploaded anew.
 */
export function MediaPicker(props: { label: string; onPick: (image: LibraryImage) => void }) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [state, setState] = useState<PickerState>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    // A short pause while typing, so each key does not cost a request.
    const timer = setTimeout(() => {
      setState({ kind: "loading" });
      fetch(`${MEDIA_SEARCH_PATH}?q=${encodeURIComponent(search)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ images: LibraryImage[] }>) : null))
        .then((body) => setState(body ? { kind: "ready", images: body.images } : { kind: "failed" }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ kind: "failed" });
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  return (
    <div className="space-y-2">
      <label htmlFor={searchId} className="block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Dosya adı veya alternatif metin"
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      <div aria-live="polite">
        {state.kind === "loading" ? <p className="text-sm text-slate-600">Görseller yükleniyor...</p> : null}
        {state.kind === "failed" ? <p className="text-sm text-red-700">Medya kütüphanesi yüklenemedi.</p> : null}
        {state.kind === "ready" && state.images.length === 0 ? (
          <p className="text-sm text-slate-600">Aramaya uyan görsel yok.</p>
        ) : null}
      </div>
      {state.kind === "ready" && state.images.length > 0 ? (
        <ul className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
          {state.images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => props.onPick(image)}
                className="flex w-full flex-col items-center gap-1 rounded-lg border border-slate-200 p-1 text-xs hover:border-brand focus-visible:border-brand"
              >
                <LibraryImageChoice image={image} imageClassName="h-20" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
