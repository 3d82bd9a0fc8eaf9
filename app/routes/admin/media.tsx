import { useId } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import {
  answerListWrite,
  answerRowForm,
  loadAdminList,
  readListPost,
  refuseListPost,
} from "../../admin-kit/admin-list.server.ts";
import { AdminListHeading } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import {
  confirmingDeleteId,
  DeleteConfirmation,
  DeleteLink,
  listAddressWith,
} from "../../admin-kit/delete-confirmation.tsx";
import { adminLoadErrorBoundary } from "../../admin-kit/load-error.tsx";
import {
  ListNoMatch,
  ListPager,
  ListSearchForm,
  ListStateTabs,
  type WorkedListContext,
} from "../../admin-kit/worked-list.tsx";
import { FieldError } from "../../components/ui/field-error.tsx";
import { FileInput } from "../../components/ui/file-input.tsx";
import { getServices } from "../../context.ts";
import { auditName, getAdminUser } from "../../features/auth/require-admin.server.ts";
import { MEDIA_ADMIN_MESSAGES as TEXT } from "../../features/media/admin-messages.ts";
import {
  countUnusedMedia,
  deleteMedia,
  deleteUnusedMedia,
  listMediaForAdmin,
  type MediaRow,
  setMediaAltText,
  uploadMediaFiles,
} from "../../features/media/media.server.ts";
import { MEDIA_LIMITS, MEDIA_LIST } from "../../features/media/media-list.ts";
import { imageVariantsDir } from "../../features/uploads/public.server.ts";
import { formatBytes, formatDateTime } from "../../utils/admin-format.ts";
import { MEDIA_PATH } from "../../utils/admin-paths.ts";
import { formText } from "../../utils/form.ts";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_RULES } from "../../utils/upload-rules.ts";
import type { Route } from "./+types/media";

const BULK_PARAM = "toplu";

export const meta = () => adminTitle(TEXT.title);

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    MEDIA_LIST,
    { log: "medya listesi yüklenemedi", message: TEXT.listFailed },
    async ({ db }, query) => {
      const params = new URL(args.request.url).searchParams;
      const list = await listMediaForAdmin(db, { query });
      return {
        ...list,
        confirming: confirmingDeleteId(args.request),
        bulkConfirming: params.get(BULK_PARAM) === "1" ? await countUnusedMedia(db) : null,
      };
    },
  );

/**
 * intent=upload (several `files`), alt (id, altText), delete (id), delete-unused. Each answers a redirect to the
 * grid with its toast; a refusal (a file that is no image, an image in use) is a 400/409 with its Turkish text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, MEDIA_PATH, { drop: [BULK_PARAM] });
  const log = "medya işlemi başarısız";
  const refused = TEXT.requestRefused;
  const deps = {
    db: services.db,
    storage: services.storage,
    logger: services.logger,
    variantsDir: imageVariantsDir(services.config.dataDir),
  };
  switch (post.intent) {
    case "upload": {
      const files = (post.form?.getAll("files") ?? []).filter(
        (file): file is File => file instanceof File && file.size > 0,
      );
      const uploader = auditName(getAdminUser(context));
      return answerListWrite(
        post,
        services,
        { log, messages: { failed: TEXT.uploadFailed, refused: (error) => error.message }, done: TEXT.uploaded },
        () => uploadMediaFiles(deps, files, uploader),
      );
    }
    case "delete-unused":
      return answerListWrite(
        post,
        services,
        { log, messages: { failed: TEXT.bulkFailed }, done: TEXT.bulkDeleted },
        () => deleteUnusedMedia(deps),
      );
    case "alt":
      return answerRowForm(
        post,
        services,
        {
          log,
          refused,
          messages: { failed: TEXT.altFailed, refused: (error) => error.message },
          done: () => TEXT.altSaved,
        },
        (id) => setMediaAltText(services, id, formText(post.form, "altText")),
      );
    case "delete":
      return answerRowForm(
        post,
        services,
        {
          log,
          refused,
          messages: { failed: TEXT.deleteFailed, refused: (error) => error.message },
          done: () => TEXT.deleted,
        },
        (id) => deleteMedia(deps, id),
      );
    default:
      return refuseListPost(refused);
  }
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const list: WorkedListContext = { path: MEDIA_PATH, query: loaderData.query, definition: MEDIA_LIST };
  const empty = (loaderData.counts.tumu ?? 0) === 0 && loaderData.query.search === "";
  const refusal = actionData && !actionData.ok ? actionData : null;
  const fileError = refusal && "errors" in refusal ? refusal.errors?.files : undefined;
  return (
    <div className="space-y-5">
      <AdminListHeading title={TEXT.title} description={TEXT.description} />
      {refusal && !fileError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-800">
          {refusal.message}
        </p>
      ) : null}
      <UploadForm error={fileError} />
      {empty ? (
        <div className="rounded-xl bg-white p-8 text-center shadow-sm">
          <p className="text-slate-600">{TEXT.empty}</p>
        </div>
      ) : (
        <>
          <ListSearchForm list={list} label={TEXT.searchLabel} />
          <ListStateTabs list={list} tabs={MEDIA_LIST.tabLabels} counts={loaderData.counts} />
          {loaderData.query.tab === "kullanilmayanlar" && (loaderData.counts.kullanilmayanlar ?? 0) > 0 ? (
            <BulkDelete confirming={loaderData.bulkConfirming} />
          ) : null}
          {loaderData.rows.length === 0 ? (
            <ListNoMatch list={list} />
          ) : (
            <section aria-label={TEXT.listLabel}>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {loaderData.rows.map((image) => (
                  <li key={image.id}>
                    <MediaCard image={image} confirming={loaderData.confirming === image.id} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ListPager list={list} page={loaderData.page} pageCount={loaderData.pageCount} />
        </>
      )}
    </div>
  );
}

const BUTTON =
  "rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-50";

/** Several images in one post: a multiple file input in Turkish, a plain form that works without JavaScript. */
function UploadForm(props: { error: string | undefined }) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const maxMb = UPLOAD_RULES.blog.maxBytes / 1024 / 1024;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      replace
      aria-label={TEXT.uploadLegend}
      className="rounded-xl bg-white p-4 shadow-sm"
    >
      <input type="hidden" name="intent" value="upload" />
      <label htmlFor={id} className="block text-sm font-medium">
        {TEXT.uploadLabel}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {TEXT.uploadHint(MEDIA_LIMITS.maxFiles, maxMb)}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <FileInput
          id={id}
          name="files"
          label={TEXT.uploadLabel}
          multiple
          required
          accept={ACCEPTED_IMAGE_TYPES}
          aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ""}`}
          {...(props.error ? { "aria-invalid": true } : {})}
        />
        <button type="submit" disabled={busy} className={BUTTON}>
          {TEXT.uploadButton}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={props.error} />
    </Form>
  );
}

/** 'Kullanılmayanlar' with rows: the bulk delete behind a confirmation form (`?toplu=1`). */
function BulkDelete(props: { confirming: number | null }) {
  const location = useLocation();
  const navigation = useNavigation();
  if (props.confirming === null) {
    return (
      <p>
        <Link
          to={listAddressWith(MEDIA_PATH, location.search, BULK_PARAM, "1")}
          preventScrollReset
          className="inline-block rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          {TEXT.bulkButton}
        </Link>
      </p>
    );
  }
  return (
    <Form method="post" replace aria-label={TEXT.bulkTitle} className="rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="text-sm text-red-900">{TEXT.bulkQuestion(props.confirming)}</p>
      <input type="hidden" name="intent" value="delete-unused" />
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50"
        >
          Evet, hepsini sil
        </button>
        <Link
          to={listAddressWith(MEDIA_PATH, location.search, BULK_PARAM, null)}
          preventScrollReset
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Vazgeç
        </Link>
      </div>
    </Form>
  );
}

/** One image: its picture, facts, uses, alternative text form and delete, each a form that works without JS. */
function MediaCard(props: { image: MediaRow; confirming: boolean }) {
  const { image } = props;
  const headingId = useId();
  const altId = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const dimensions = image.width && image.height ? `${image.width} × ${image.height} px` : "—";
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-xl bg-white p-3 shadow-sm">
      <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-slate-100">
        <img
          src={image.url}
          alt={image.altText}
          loading="lazy"
          decoding="async"
          {...(image.width && image.height ? { width: image.width, height: image.height } : {})}
          className="max-h-full max-w-full object-contain"
        />
      </div>
      <h2 id={headingId} className="mt-2 break-all text-sm font-bold">
        {image.fileName}
      </h2>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700">
        <dt className="font-semibold">Boyut:</dt>
        <dd>{image.bytes === null ? "—" : formatBytes(image.bytes)}</dd>
        <dt className="font-semibold">Ölçüler:</dt>
        <dd>{dimensions}</dd>
        <dt className="font-semibold">Yüklenme:</dt>
        <dd>
          <time dateTime={image.createdAt}>{formatDateTime(image.createdAt)}</time>
        </dd>
        {image.uploadedBy ? (
          <>
            <dt className="font-semibold">Yükleyen:</dt>
            <dd className="break-all">{image.uploadedBy}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{TEXT.address}:</dt>
        <dd className="break-all">
          <code>{image.url}</code>
        </dd>
      </dl>
      <div className="mt-2 text-xs">
        <p className="font-semibold text-slate-800">{TEXT.usedIn}:</p>
        {image.uses.length === 0 ? (
          <p className="text-slate-600">{TEXT.unused}</p>
        ) : (
          <ul className="list-inside list-disc">
            {image.uses.map((use) => (
              <li key={`${use.href} ${use.kind}`}>
                <Link to={use.href} className="text-brand hover:underline">
                  {use.kind}: {use.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Form method="post" replace className="mt-3">
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="id" value={image.id} />
        <label htmlFor={altId} className="block text-xs font-semibold">
          {TEXT.altLabel}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={altId}
            name="altText"
            defaultValue={image.altText}
            maxLength={MEDIA_LIMITS.altMax}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1 text-sm"
          />
          <button
            type="submit"
            disabled={busy}
            aria-label={`${image.fileName} alternatif metnini kaydet`}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm font-semibold hover:bg-slate-100"
          >
            Kaydet
          </button>
        </div>
      </Form>
      <div className="mt-auto pt-2">
        <DeleteLink
          path={MEDIA_PATH}
          id={image.id}
          label={`${image.fileName} görselini sil`}
          className="inline-block"
        />
      </div>
      {props.confirming ? (
        <DeleteConfirmation
          path={MEDIA_PATH}
          id={image.id}
          title={TEXT.deleteTitle}
          subject={image.fileName}
          question={TEXT.deleteQuestion}
        />
      ) : null}
    </article>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(TEXT.listFailed);
