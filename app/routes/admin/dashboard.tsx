import { Suspense } from "react";
import { Await, Link } from "react-router";
import { AdminListHeading } from "../../admin-kit/admin-list.tsx";
import { getServices } from "../../context.ts";
import { announcementProblems } from "../../features/announcements/promotion-announcements.server.ts";
import { getAdminUser } from "../../features/auth/require-admin.server.ts";
import { getBackupWarning } from "../../features/backup/backup-runs.server.ts";
import { countCommentsByStatus } from "../../features/comments/comment-moderation.server.ts";
import { countUnreadContactMessages } from "../../features/contact/contact-admin.server.ts";
import { ActivityChart } from "../../features/dashboard/components/activity-chart.tsx";
import {
  type DashboardStats,
  getDashboardStats,
  listDailyActivity,
  listExpiringPromotions,
  listRecentCasinos,
  listRecentPosts,
  listRecentPromotions,
  type StatFigure,
} from "../../features/dashboard/dashboard.server.ts";
import { canOpen } from "../../utils/admin-access.ts";
import {
  BACKUPS_PATH,
  BLOG_LIST_PATH,
  CASINO_LIST_PATH,
  COMMENT_LIST_PATH,
  CONTACT_MESSAGE_LIST_PATH,
  editItemPath,
  newItemPath,
  PROMOTION_LIST_PATH,
} from "../../utils/admin-paths.ts";
import { formatDate } from "../../utils/format.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";
import { relativeAge } from "../../utils/relative-time.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Dashboard | Yönetim Paneli" }, { name: "robots", content: "noindex, nofollow" }];
}

const EMPTY_STATS: DashboardStats = {
  posts: { total: 0, thisMonth: 0, lastMonth: 0, changePercent: null },
  promotions: { total: 0, thisMonth: 0, lastMonth: 0, changePercent: null },
  casinos: { total: 0, thisMonth: 0, lastMonth: 0, changePercent: null },
  views: { total: 0, thisMonth: 0, lastMonth: 0, changePercent: null },
};

/** Figures come at once; the lists stream in behind skeletons. A failed load is logged and shows zeros (spec 2 §8). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  // The backup warning leads to the backups screen: only for a role that may open it.
  const seesBackups = canOpen(getAdminUser(context).role, BACKUPS_PATH);
  // Visitors' messages hold their names and addresses: counted only for a role that may read them.
  const seesMessages = canOpen(getAdminUser(context).role, CONTACT_MESSAGE_LIST_PATH);
  const [stats, backupWarning, commentCounts, telegramProblems, unreadMessages] = await Promise.all([
    orDefault(getDashboardStats(db), EMPTY_STATS, { logger, what: "dashboard sayıları" }),
    seesBackups ? orDefault(getBackupWarning(db), null, { logger, what: "dashboard yedekleme uyarısı" }) : null,
    orDefault(countCommentsByStatus(db), null, { logger, what: "dashboard bekleyen yorumlar" }),
    orDefault(announcementProblems(db), null, { logger, what: "dashboard Telegram duyuruları" }),
    seesMessages
      ? orDefault(countUnreadContactMessages(db), null, { logger, what: "dashboard okunmamış mesajlar" })
      : null,
  ]);
  return {
    stats,
    backupWarning,
    telegramProblems,
    pendingComments: commentCounts?.pending ?? null,
    unreadMessages,
    now: new Date().toISOString(),
    recentPosts: orDefault(listRecentPosts(db), [], { logger, what: "dashboard son yazılar" }),
    recentPromotions: orDefault(listRecentPromotions(db), [], { logger, what: "dashboard son promosyonlar" }),
    recentCasinos: orDefault(listRecentCasinos(db), [], { logger, what: "dashboard son casinolar" }),
    activity: orDefault(listDailyActivity(db), [], { logger, what: "dashboard etkinlik grafiği" }),
    expiring: orDefault(listExpiringPromotions(db), [], { logger, what: "dashboard süresi dolacaklar" }),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, now } = loaderData;
  const nowDate = new Date(now);
  return (
    <div className="space-y-8">
      <AdminListHeading title="Dashboard" description="Sitenin genel durumunu buradan takip edebilirsiniz.">
        <nav aria-label="Hızlı işlemler" className="flex flex-wrap gap-2">
          <QuickAction to={newItemPath(BLOG_LIST_PATH)}>Blog Yazısı Ekle</QuickAction>
          <QuickAction to={newItemPath(PROMOTION_LIST_PATH)}>Promosyon Ekle</QuickAction>
          <QuickAction to={newItemPath(CASINO_LIST_PATH)}>Casino Sitesi Ekle</QuickAction>
        </nav>
      </AdminListHeading>

      {loaderData.backupWarning ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="break-words font-semibold">{loaderData.backupWarning}</p>
          <Link to={BACKUPS_PATH} className="mt-1 inline-block font-semibold underline">
            Yedekler
          </Link>
        </div>
      ) : null}

      {loaderData.telegramProblems ? <TelegramProblems problems={loaderData.telegramProblems} /> : null}

      {loaderData.pendingComments !== null ? (
        <p className="rounded-xl bg-white p-4 text-sm shadow-sm">
          <Link to={`${COMMENT_LIST_PATH}?durum=bekleyen`} className="font-semibold text-brand hover:underline">
            Onay bekleyen yorum: {loaderData.pendingComments}
          </Link>
        </p>
      ) : null}

      {loaderData.unreadMessages !== null ? (
        <p className="rounded-xl bg-white p-4 text-sm shadow-sm">
          <Link
            to={`${CONTACT_MESSAGE_LIST_PATH}?durum=okunmamis`}
            className="font-semibold text-brand hover:underline"
          >
            Okunmamış mesaj: {loaderData.unreadMessages}
          </Link>
        </p>
      ) : null}

      <section aria-label="İstatistikler" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Toplam Blog Yazısı" figure={stats.posts} />
        <StatCard label="Toplam Promosyon" figure={stats.promotions} />
        <StatCard label="Aktif Casino Siteleri" figure={stats.casinos} />
        <StatCard label="Toplam Görüntülenme" figure={stats.views} />
      </section>

      <div className="grid gap-4 lg:grid-cols-3">
        <RecentList title="Son Blog Yazıları" items={loaderData.recentPosts} empty="Henüz blog yazısı yok">
          {(post) => (
            <Link to={editItemPath(BLOG_LIST_PATH, post.id)} className="block rounded-md p-2 hover:bg-slate-50">
              <span className="block font-semibold">{post.title}</span>
              <span className="text-xs text-slate-500">{relativeAge(post.createdAt, nowDate)}</span>
            </Link>
          )}
        </RecentList>
        <RecentList title="Son Promosyonlar" items={loaderData.recentPromotions} empty="Henüz promosyon yok">
          {(promotion) => (
            <Link
              to={editItemPath(PROMOTION_LIST_PATH, promotion.id)}
              className="block rounded-md p-2 hover:bg-slate-50"
            >
              <span className="block font-semibold">{promotion.title}</span>
              <span className="text-xs text-slate-500">{promotion.casinoName ?? "Casino bulunamadı"}</span>
            </Link>
          )}
        </RecentList>
        <RecentList title="Son Eklenen Siteler" items={loaderData.recentCasinos} empty="Henüz casino sitesi yok">
          {(casino) => (
            <Link to={editItemPath(CASINO_LIST_PATH, casino.id)} className="block rounded-md p-2 hover:bg-slate-50">
              <span className="block font-semibold">{casino.name}</span>
              <span className="text-xs text-slate-500">{casino.activePromotions} promosyon aktif</span>
            </Link>
          )}
        </RecentList>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <section className="rounded-xl bg-white p-5 shadow-sm lg:col-span-2" aria-labelledby="activity-heading">
          <h2 id="activity-heading" className="font-bold">
            Son 30 Gün: Tıklamalar ve Yorumlar
          </h2>
          <Suspense fallback={<div className="mt-4 h-48 animate-pulse rounded bg-slate-100" />}>
            <Await resolve={loaderData.activity}>{(days) => <ActivityChart days={days} />}</Await>
          </Suspense>
        </section>
        <RecentList
          title="7 Gün İçinde Sona Erecekler"
          items={loaderData.expiring}
          empty="Önümüzdeki 7 günde süresi dolacak promosyon yok"
        >
          {(promotion) => (
            <Link
              to={editItemPath(PROMOTION_LIST_PATH, promotion.id)}
              className="block rounded-md p-2 hover:bg-slate-50"
            >
              <span className="block font-semibold">{promotion.title}</span>
              <span className="text-xs text-slate-500">
                {promotion.casinoName ?? "Diğer"} · {formatDate(promotion.expiryDate)}
              </span>
            </Link>
          )}
        </RecentList>
      </div>
    </div>
  );
}

function QuickAction({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
      {children}
    </Link>
  );
}

function StatCard({ label, figure }: { label: string; figure: StatFigure }) {
  const change = figure.changePercent;
  const changeText =
    change === null
      ? figure.thisMonth > 0
        ? `bu ay +${figure.thisMonth}`
        : "değişim yok"
      : `${change > 0 ? "+" : ""}${change.toLocaleString("tr-TR")}%`;
  const tone = change === null ? "text-slate-500" : change >= 0 ? "text-emerald-700" : "text-red-700";
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-extrabold" data-testid={`stat-${label}`}>
        {figure.total.toLocaleString("tr-TR")}
      </p>
      <p className="mt-1 text-xs">
        <span className={`font-semibold ${tone}`}>{changeText}</span>{" "}
        <span className="text-slate-500">geçen aya göre</span>
      </p>
    </div>
  );
}

function RecentList<T extends { id: string }>(props: {
  title: string;
  items: Promise<T[]>;
  empty: string;
  children: (item: T) => React.ReactNode;
}) {
  const headingId = `heading-${props.title.replace(/\s+/g, "-")}`;
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 font-bold">
        {props.title}
      </h2>
      <Suspense fallback={<ListSkeleton />}>
        <Await resolve={props.items}>
          {(items) =>
            items.length === 0 ? (
              <p className="p-2 text-sm text-slate-500">{props.empty}</p>
            ) : (
              <ul>
                {items.map((item) => (
                  <li key={item.id}>{props.children(item)}</li>
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3 p-2">
      {[0, 1, 2].map((i) => (
        <li key={i} className="space-y-1">
          <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}

/** Sends to the Telegram channel that did not go through: how many will be retried, how many were given up. */
function TelegramProblems({ problems }: { problems: { failed: number; retrying: number; lastError: string | null } }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">
        Telegram duyuruları gönderilemedi:{" "}
        {[
          problems.retrying > 0 ? `${problems.retrying} bonus yeniden denenecek` : null,
          problems.failed > 0 ? `${problems.failed} bonus için denemeler bitti` : null,
        ]
          .filter(Boolean)
          .join(", ")}
        .
      </p>
      {problems.lastError ? <p className="mt-1 break-words">Son hata: {problems.lastError}</p> : null}
    </div>
  );
}
