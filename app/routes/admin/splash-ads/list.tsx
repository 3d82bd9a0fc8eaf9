import { useActiveToggle } from "../../../admin-kit/active-toggle.tsx";
import {
  answerBulkAction,
  answerDelete,
  answerListForm,
  answerToggle,
  type ListPost,
  loadAdminList,
  readListPost,
  refuseListPost,
} from "../../../admin-kit/admin-list.server.ts";
import { AdminListPage, ListRow, type RowDeletion } from "../../../admin-kit/admin-list-page.tsx";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { BULK_INTENT } from "../../../admin-kit/list-query.ts";
import { adminLoadErrorBoundary } from "../../../admin-kit/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../admin-kit/revalidation.ts";
import { ListDateRange } from "../../../admin-kit/worked-list.tsx";
import { type AppServices, getServices } from "../../../context.ts";
import { SPLASH_AD_ADMIN_MESSAGES } from "../../../features/splash-ads/admin-messages.ts";
import { SplashFrequencySchema } from "../../../features/splash-ads/splash-ad.schema.ts";
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
import { newItemPath, SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/list";
import { FREQUENCY_INTENT, SplashFrequencyForm } from "./splash-frequency-form.tsx";

export const meta = () => adminTitle("Splash Reklamlar");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    SPLASH_LIST,
    { log: "splash reklamlar yüklenemedi", message: SPLASH_AD_ADMIN_MESSAGES.listFailed },
    async ({ db }, query) => {
      const [list, frequency] = await Promise.all([listSplashAdsForAdmin(db, { query }), getSplashFrequency(db)]);
      return { ...list, frequency };
    },
  );

export const shouldRevalidate = reloadListAfterEveryPost;

/** The list's writes, each answered with its toast: a row's switch or delete, the chosen rows' bulk action, the frequency. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, SPLASH_LIST_PATH);
  const texts = { log: "splash reklam", ...SPLASH_AD_ADMIN_MESSAGES };
  switch (post.intent) {
    case "toggle":
      return answerToggle(post, services, texts, (id, active) => setSplashAdActive(services, id, active));
    case "delete":
      return answerDelete(post, services, texts, (id) => deleteSplashAd(services, id));
    case BULK_INTENT:
      return answerBulkAction(post, services, {
        ...SPLASH_LIST.bulk,
        run: ({ action, ids }) =>
          action === "delete"
            ? deleteSplashAds(services, ids)
            : setSplashAdsActive(services, ids, action === "activate"),
      });
    case FREQUENCY_INTENT:
      return saveFrequency(services, post);
    default:
      return refuseListPost(texts.deleteFailed);
  }
}

function saveFrequency(services: AppServices, post: ListPost) {
  return answerListForm(
    post,
    services,
    SplashFrequencySchema,
    {
      log: "reklam sıklığı kaydedilemedi",
      messages: { failed: () => SPLASH_AD_ADMIN_MESSAGES.frequencySaveFailed },
      done: () => SPLASH_AD_ADMIN_MESSAGES.frequencySaved,
    },
    (value) => saveSplashFrequency(services, value),
  );
}

export default function SplashAdList({ loaderData }: Route.ComponentProps) {
  const { counts, query, frequency } = loaderData;
  return (
    <AdminListPage
      path={SPLASH_LIST_PATH}
      definition={SPLASH_LIST}
      data={loaderData}
      title="Splash Reklamlar"
      wide
      description={
        <>
          Aktif reklamlardan biri, ziyaretçi siteye girdikten kısa süre sonra tam ekran açılır ve 5-10 saniye boyunca
          gösterilir; ardından kapatılabilir. Toplam {counts.tumu} reklam.
        </>
      }
      add={{ to: newItemPath(SPLASH_LIST_PATH), label: "Splash Reklam Ekle", first: "İlk reklamı ekleyin" }}
      before={<SplashFrequencyForm initial={frequency} />}
      empty="Henüz splash reklam eklenmemiş."
      searchLabel="Splash reklam ara ve filtrele"
      filters={<ListDateRange from={query.from} to={query.to} />}
      label="Splash reklam listesi"
      rowName={(ad) => ad.title}
      deleteTitle="Splash reklamı sil"
      deleteQuestion={(ad) => (
        <>
          <strong>{ad.title}</strong> reklamı silinsin mi? Bu işlem geri alınamaz.
        </>
      )}
    >
      {(ad, deletion) => <SplashAdCells ad={ad} deletion={deletion} />}
    </AdminListPage>
  );
}

function SplashAdCells({ ad, deletion }: { ad: AdminSplashAd; deletion: RowDeletion }) {
  const toggle = useActiveToggle(ad.isActive);
  return (
    <>
      <ListRow.Name>
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
            <ListRow.Address href={ad.href} outside />
          </span>
        </span>
      </ListRow.Name>
      <ListRow.Active toggle={toggle} />
      <ListRow.Date label="Eklenme" at={ad.createdAt} />
      <ListRow.PageActions
        path={SPLASH_LIST_PATH}
        row={{ id: ad.id, name: ad.title }}
        deletion={deletion}
        toggle={toggle}
      />
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(SPLASH_AD_ADMIN_MESSAGES.listFailed);
