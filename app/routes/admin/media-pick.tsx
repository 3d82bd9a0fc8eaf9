import { useId } from "react";
import { Form, Link } from "react-router";
import { AdminListHeading } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { adminLoadErrorBoundary } from "../../admin-kit/load-error.tsx";
import { isAdminAddress, isFieldName, PICK_PARAMS, pickedImageHref } from "../../admin-kit/media-pick-link.ts";
import { LibraryImageChoice } from "../../admin-kit/media-picker.tsx";
import { getServices } from "../../context.ts";
import { MEDIA_ADMIN_MESSAGES as TEXT } from "../../features/media/admin-messages.ts";
import { searchMedia } from "../../features/media/public.server.ts";
import { MEDIA_PICK_PATH } from "../../utils/admin-paths.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/media-pick";

/** As many as a screen of thumbnails holds; a search narrows the rest. */
const PICK_LIMIT = 48;

export const meta = () => adminTitle(TEXT.pickTitle);

/**
 * GET ?alan=imageUrl&geri=/admin/promotions/edit/…&q=…: the newest library images matching the search, each a link
 * back to the form with the image in the field. What an image field offers a browser without JavaScript. A link with
 * no field or a return address outside the back office lists nothing and says so in Turkish (as a list screen
 * answers a parameter it cannot use: with the screen, never an error page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const params = new URL(request.url).searchParams;
  const field = params.get(PICK_PARAMS.field) ?? "";
  const back = params.get(PICK_PARAMS.back) ?? "";
  if (!isFieldName(field) || !isAdminAddress(back)) return { refused: true as const };
  const search = (params.get(PICK_PARAMS.search) ?? "").trim().slice(0, 100);
  const images = await loadOrFail(logger, { log: "medya seçici yüklenemedi", message: TEXT.listFailed }, () =>
    searchMedia(db, search, PICK_LIMIT),
  );
  return {
    refused: false as const,
    field,
    back,
    search,
    images: images.map((image) => ({ ...image, href: pickedImageHref(back, field, image.url) })),
  };
}

export default function MediaPick({ loaderData }: Route.ComponentProps) {
  const searchId = useId();
  if (loaderData.refused) {
    return (
      <div className="space-y-5">
        {/* Only what applies to a link it cannot use: no description of picking, no way back to a form it refused. */}
        <AdminListHeading title={TEXT.pickTitle} />
        <p role="alert" className="rounded-xl bg-white p-4 text-sm font-semibold text-red-700 shadow-sm">
          {TEXT.pickRefused}
        </p>
      </div>
    );
  }
  const { field, back, search, images } = loaderData;
  return (
    <div className="space-y-5">
      <AdminListHeading title={TEXT.pickTitle} description={TEXT.pickDescription}>
        <Link
          to={back}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {TEXT.pickBack}
        </Link>
      </AdminListHeading>
      <Form
        method="get"
        action={MEDIA_PICK_PATH}
        role="search"
        aria-label={TEXT.pickSearchForm}
        className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm"
      >
        <input type="hidden" name={PICK_PARAMS.field} value={field} />
        <input type="hidden" name={PICK_PARAMS.back} value={back} />
        <div className="min-w-48 flex-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-700">
            {TEXT.pickSearchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            name={PICK_PARAMS.search}
            defaultValue={search}
            maxLength={100}
            placeholder="Dosya adı veya alternatif metin"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          Ara
        </button>
      </Form>
      {images.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-600 shadow-sm">
          {search ? TEXT.pickNone : TEXT.pickEmpty}
        </p>
      ) : (
        <ul aria-label={TEXT.pickListLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {images.map((image) => (
            <li key={image.id}>
              <Link
                to={image.href}
                className="flex h-full flex-col items-center gap-1 rounded-lg border border-slate-200 bg-white p-2 text-xs hover:border-brand focus-visible:border-brand"
              >
                <LibraryImageChoice image={image} imageClassName="h-24" showSize />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(TEXT.listFailed);
