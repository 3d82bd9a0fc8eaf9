import { Link } from "react-router";
import { ActiveBadge, ActiveToggle, useActiveToggle } from "../../../components/admin/active-toggle.tsx";
import {
  AdminListEmpty,
  AdminListHeading,
  AdminListSection,
  EMPTY_ACTION_CLASS,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  RowEditLink,
} from "../../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../../components/admin/list-actions.ts";
import { AdminLoadError, loadErrorMessage } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import { readPageParam } from "../../../components/layout/page-param.ts";
import { Pagination } from "../../../components/layout/pagination.tsx";
import { getServices } from "../../../context.ts";
import { SPLASH_AD_ADMIN_MESSAGES, SplashFrequencySchema } from "../../../features/splash-ads/splash-ad.schema.ts";
import {
  type AdminSplashAd,
  deleteSplashAd,
  listSplashAdsForAdmin,
  saveSplashFrequency,
  setSplashAdActive,
} from "../../../features/splash-ads/splash-ad-admin.server.ts";
import { readSplashFrequency } from "../../../features/splash-ads/splash-ads.server.ts";
import { handleListAction } from "../../../utils/admin-list.server.ts";
import { editItemPath, newItemPath, SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formText } from "../../../utils/form.ts";
import { answerForm, type FormMessages, parseForm } from "../../../utils/form-action.server.ts";
import { formatDate } from "../../../utils/format.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/list";
import { FREQUENCY_INTENT, SplashFrequencyForm } from "./splash-frequency-form.tsx";

export function meta() {
  return [{ title: "Splash Reklamlar | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  return loadOrFail(
    logger,
    { log: "splash reklamlar yüklenemedi", message: SPLASH_AD_ADMIN_MESSAGES.listFailed },
    async () => {
      const [list, frequency] = await Promise.all([
        listSplashAdsForAdmin(db, { page: readPageParam(new URL(request.url)) }),
        readSplashFrequency(db),
      ]);
      return { ...list, frequency };
    },
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

/**
 * Three intents: `toggle` (id, active) and `delete` (id), with the spec's error texts for unknown ids and odd input,
 * and `frequency` (decision 012).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (formText(form, "intent") === FREQUENCY_INTENT) return saveFrequency(services, form);
  return handleListAction(request, {
    logger: services.logger,
    log: "splash reklam",
    remove: {
      run: (id) => deleteSplashAd(services, id),
      done: SPLASH_AD_ADMIN_MESSAGES.deleted,
      failed: SPLASH_AD_ADMIN_MESSAGES.deleteFailed,
    },
    toggle: {
      run: (id, active) => setSplashAdActive(services, id, active),
      activated: SPLASH_AD_ADMIN_MESSAGES.activated,
      deactivated: SPLASH_AD_ADMIN_MESSAGES.deactivated,
      failed: SPLASH_AD_ADMIN_MESSAGES.toggleFailed,
    },
  });
}

async function saveFrequency(services: ReturnType<typeof getServices>, form: FormData | null) {
  const messages: FormMessages = { failed: () => SPLASH_AD_ADMIN_MESSAGES.frequencySaveFailed };
  const parsed = parseForm(form, SplashFrequencySchema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(form, () => saveSplashFrequency(services, parsed.value), {
    logger: services.logger,
    log: "reklam sıklığı kaydedilemedi",
    messages,
    success: () => ({ message: SPLASH_AD_ADMIN_MESSAGES.frequencySaved }),
  });
}

export default function SplashAdList({ loaderData }: Route.ComponentProps) {
  const { ads, total, page, pageCount, frequency } = loaderData;
  const deletion = useListDeletion<AdminSplashAd>(SPLASH_LIST_PATH);
  return (
    <div className="space-y-6">
      <AdminListHeading
        title="Splash Reklamlar"
        className="max-w-2xl"
        description={
          <>
            Aktif reklamlardan biri, ziyaretçi siteye girdikten kısa süre sonra tam ekran açılır ve 5-10 saniye boyunca
            gösterilir; ardından kapatılabilir. Toplam {total} reklam.
          </>
        }
      >
        <Link to={newItemPath(SPLASH_LIST_PATH)} className={PRIMARY_ACTION_CLASS}>
          Splash Reklam Ekle
        </Link>
      </AdminListHeading>

      <SplashFrequencyForm initial={frequency} />

      {ads.length === 0 ? (
        <AdminListEmpty message="Henüz splash reklam eklenmemiş.">
          <Link to={newItemPath(SPLASH_LIST_PATH)} className={EMPTY_ACTION_CLASS}>
            İlk reklamı ekleyin
          </Link>
        </AdminListEmpty>
      ) : (
        <AdminListSection label="Splash reklam listesi">
          <ul className="divide-y divide-slate-100">
            {ads.map((ad) => (
              <SplashAdRow key={ad.id} ad={ad} deleting={deletion.busy} onDelete={() => deletion.ask(ad)} />
            ))}
          </ul>
        </AdminListSection>
      )}
      <Pagination path={SPLASH_LIST_PATH} page={page} pageCount={pageCount} />
      <RowDeleteDialog deletion={deletion} title="Splash reklamı sil">
        {(ad) => (
          <>
            <strong>{ad.title}</strong> reklamı silinsin mi? Bu işlem geri alınamaz.
          </>
        )}
      </RowDeleteDialog>
    </div>
  );
}

function SplashAdRow(props: { ad: AdminSplashAd; deleting: boolean; onDelete: () => void }) {
  const { ad } = props;
  const toggle = useActiveToggle(ad.isActive);
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <img
          src={ad.imageUrl}
          alt=""
          width={56}
          height={56}
          className="h-14 w-14 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover"
        />
        <div className="min-w-0">
          <p className="break-words font-semibold">{ad.title}</p>
          <a
            href={ad.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="block truncate text-sm text-brand hover:underline"
          >
            {ad.href}
          </a>
          <p className="text-xs text-slate-500">Eklenme: {formatDate(ad.createdAt)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ActiveBadge active={toggle.active} />
        <ActiveToggle toggle={toggle} id={ad.id} name={ad.title} action={SPLASH_LIST_PATH} />
        <RowEditLink to={editItemPath(SPLASH_LIST_PATH, ad.id)} name={ad.title} />
        <RowDeleteButton label={`${ad.title} sil`} disabled={props.deleting} onClick={props.onDelete} />
      </div>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, SPLASH_AD_ADMIN_MESSAGES.listFailed)} />;
}
