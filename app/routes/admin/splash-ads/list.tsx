import { Link } from "react-router";
import { ActiveBadge, ActiveToggle, useActiveToggle } from "../../../components/admin/active-toggle.tsx";
import {
  AdminListEmpty,
  AdminListHeading,
  EMPTY_ACTION_CLASS,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  RowEditLink,
} from "../../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../../components/admin/list-actions.ts";
import { isNarrowed } from "../../../components/admin/list-query.ts";
import { AdminLoadError, loadErrorMessage } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import {
  ListActionsCell,
  ListCell,
  ListDateRange,
  ListNameCell,
  WorkedList,
  type WorkedListContext,
} from "../../../components/admin/worked-list.tsx";
import { getServices } from "../../../context.ts";
import { SPLASH_AD_ADMIN_MESSAGES, SplashFrequencySchema } from "../../../features/splash-ads/splash-ad.schema.ts";
import {
  type AdminSplashAd,
  deleteSplashAd,
  deleteSplashAds,
  listSplashAdsForAdmin,
  saveSplashFrequency,
  setSplashAdActive,
  setSplashAdsActive,
} from "../../../features/splash-ads/splash-ad-admin.server.ts";
import { SPLASH_LIST } from "../../../features/splash-ads/splash-ad-list.ts";
import { getSplashFrequency } from "../../../features/splash-ads/splash-ads.server.ts";
import { handleListAction, loadWorkedList } from "../../../utils/admin-list.server.ts";
import { editItemPath, newItemPath, SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formText } from "../../../utils/form.ts";
import { answerForm, type FormMessages, parseForm } from "../../../utils/form-action.server.ts";
import { formatDate } from "../../../utils/format.ts";
import type { Route } from "./+types/list";
import { FREQUENCY_INTENT, SplashFrequencyForm } from "./splash-frequency-form.tsx";

const TABS = [
  { value: "tumu", label: "Tümü" },
  { value: "aktif", label: "Aktif" },
  { value: "pasif", label: "Pasif" },
] as const;

const COLUMNS = [
  { label: "Reklam", sort: "baslik" },
  { label: "Durum" },
  { label: "Eklenme", sort: "eklenme", firstDirection: "azalan" },
] as const;

export function meta() {
  return [{ title: "Splash Reklamlar | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const failure = { log: "splash reklamlar yüklenemedi", message: SPLASH_AD_ADMIN_MESSAGES.listFailed };
  return loadWorkedList(request, logger, { definition: SPLASH_LIST, failure }, async (query) => {
    const [list, frequency] = await Promise.all([listSplashAdsForAdmin(db, { query }), getSplashFrequency(db)]);
    return { ...list, frequency };
  });
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
    bulk: {
      actions: ["activate", "deactivate", "delete"],
      noun: "splash reklam",
      run: ({ action, ids }) =>
        action === "delete" ? deleteSplashAds(services, ids) : setSplashAdsActive(services, ids, action === "activate"),
    },
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
  const { counts, query, frequency } = loaderData;
  const list: WorkedListContext = { path: SPLASH_LIST_PATH, query, definition: SPLASH_LIST };
  const deletion = useListDeletion<AdminSplashAd>(SPLASH_LIST_PATH);
  const empty = counts.tumu === 0 && !isNarrowed(query);
  return (
    <div className="space-y-5">
      <AdminListHeading
        title="Splash Reklamlar"
        className="max-w-2xl"
        description={
          <>
            Aktif reklamlardan biri, ziyaretçi siteye girdikten kısa süre sonra tam ekran açılır ve 5-10 saniye boyunca
            gösterilir; ardından kapatılabilir. Toplam {counts.tumu} reklam.
          </>
        }
      >
        <Link to={newItemPath(SPLASH_LIST_PATH)} className={PRIMARY_ACTION_CLASS}>
          Splash Reklam Ekle
        </Link>
      </AdminListHeading>

      <SplashFrequencyForm initial={frequency} />

      {empty ? (
        <AdminListEmpty message="Henüz splash reklam eklenmemiş.">
          <Link to={newItemPath(SPLASH_LIST_PATH)} className={EMPTY_ACTION_CLASS}>
            İlk reklamı ekleyin
          </Link>
        </AdminListEmpty>
      ) : (
        <WorkedList
          list={list}
          searchLabel="Splash reklam ara ve filtrele"
          filters={<ListDateRange from={query.from} to={query.to} />}
          tabs={TABS}
          data={loaderData}
          bulk={{ actions: ["activate", "deactivate", "delete"], noun: "splash reklam" }}
          label="Splash reklam listesi"
          columns={COLUMNS}
          rowName={(ad) => ad.title}
        >
          {(ad) => <SplashAdCells ad={ad} deleting={deletion.busy} onDelete={() => deletion.ask(ad)} />}
        </WorkedList>
      )}
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

function SplashAdCells(props: { ad: AdminSplashAd; deleting: boolean; onDelete: () => void }) {
  const { ad } = props;
  const toggle = useActiveToggle(ad.isActive);
  return (
    <>
      <ListNameCell>
        <span className="flex min-w-0 items-center gap-3">
          <img
            src={ad.imageUrl}
            alt=""
            width={56}
            height={56}
            className="h-14 w-14 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover"
          />
          <span className="min-w-0">
            <span className="block break-words font-semibold">{ad.title}</span>
            <a
              href={ad.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="block truncate text-sm text-brand hover:underline"
            >
              {ad.href}
            </a>
          </span>
        </span>
      </ListNameCell>
      <ListCell label="Durum">
        <ActiveBadge active={toggle.active} />
      </ListCell>
      <ListCell label="Eklenme" className="xl:whitespace-nowrap">
        {formatDate(ad.createdAt)}
      </ListCell>
      <ListActionsCell>
        <ActiveToggle toggle={toggle} id={ad.id} name={ad.title} action={SPLASH_LIST_PATH} />
        <RowEditLink to={editItemPath(SPLASH_LIST_PATH, ad.id)} name={ad.title} />
        <RowDeleteButton label={`${ad.title} sil`} disabled={props.deleting} onClick={props.onDelete} />
      </ListActionsCell>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, SPLASH_AD_ADMIN_MESSAGES.listFailed)} />;
}
