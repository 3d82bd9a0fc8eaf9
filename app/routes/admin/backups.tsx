import { data, useFetcher } from "react-router";
import { AdminListEmpty, AdminListHeading, AdminListSection } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { type ListActionResult, useResultToast } from "../../admin-kit/list-actions.ts";
import { Spinner } from "../../components/ui/spinner.tsx";
import { getServices } from "../../context.ts";
import {
  BACKUP_MESSAGES,
  type BackupRun,
  listBackupRuns,
  nextBackupSlot,
  takeBackupNow,
} from "../../features/backup/backup-runs.server.ts";
import { formatBytes, formatDateTime } from "../../utils/admin-format.ts";
import { BACKUPS_PATH } from "../../utils/admin-paths.ts";
import { redirectWithToast } from "../../utils/flash-toast.server.ts";
import type { Route } from "./+types/backups";

export const meta = () => adminTitle("Yedekler");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getServices(context);
  const { intervalHours, hour, keep } = config.backups;
  return {
    runs: await listBackupRuns(db),
    schedule: {
      intervalHours,
      keep,
      next: nextBackupSlot(new Date(), intervalHours, hour)?.toISOString() ?? null,
      s3: Boolean(config.s3),
    },
  };
}

/**
 * One intent: `backup-now`, the same backup the schedule takes. Taken → back to this screen with the toast; a backup
 * that failed is a 500 with its reason, the run listed as failed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") !== "backup-now") {
    return data<ListActionResult>({ ok: false, message: "Geçersiz işlem" }, { status: 400 });
  }
  const run = await takeBackupNow(services).catch((error: unknown) => {
    services.logger.error({ err: error }, "elle yedekleme başarısız");
    return null;
  });
  if (!run) return data<ListActionResult>({ ok: false, message: BACKUP_MESSAGES.failed }, { status: 500 });
  if (run.status === "success") {
    throw await redirectWithToast(BACKUPS_PATH, { kind: "success", message: BACKUP_MESSAGES.done }, services.config);
  }
  return data<ListActionResult>(
    { ok: false, message: `${BACKUP_MESSAGES.failed}: ${run.error ?? ""}`.trim() },
    { status: 500 },
  );
}

export default function Backups({ loaderData }: Route.ComponentProps) {
  const { runs, schedule } = loaderData;
  const backup = useFetcher<typeof action>();
  useResultToast(backup.data);
  const busy = backup.state !== "idle";
  return (
    <div className="space-y-6">
      <AdminListHeading
        title="Yedekler"
        className="max-w-2xl"
        description={
          schedule.intervalHours > 0 ? (
            <>
              Veritabanı ve yüklenen dosyalar her {schedule.intervalHours.toLocaleString("tr-TR")} saatte bir
              kendiliğinden yedeklenir; sonraki yedek {formatDateTime(schedule.next)} (İstanbul saati). En yeni{" "}
              {schedule.keep} yedek saklanır{schedule.s3 ? " ve her biri S3 kovasına da kopyalanır" : ""}.
            </>
          ) : (
            <>Otomatik yedekleme kapalı (BACKUP_INTERVAL_HOURS=0). En yeni {schedule.keep} yedek saklanır.</>
          )
        }
      >
        <backup.Form method="post">
          <button
            type="submit"
            name="intent"
            value="backup-now"
            disabled={busy}
            className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
          >
            {busy ? <Spinner /> : null} Şimdi yedekle
          </button>
        </backup.Form>
      </AdminListHeading>

      {runs.length === 0 ? (
        <AdminListEmpty message="Henüz yedek alınmadı." />
      ) : (
        <AdminListSection label="Yedek listesi" loading={busy}>
          <ul className="divide-y divide-slate-100">
            {runs.map((run) => (
              <BackupRow key={run.id} run={run} />
            ))}
          </ul>
        </AdminListSection>
      )}

      <section className="rounded-xl bg-white p-5 shadow-sm" aria-labelledby="restore-heading">
        <h2 id="restore-heading" className="font-bold">
          Yedekten geri yükleme
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>Siteyi durdurun (birden çok sunucu varsa hepsini).</li>
          <li>
            Yedeği indirip açın ya da sunucudaki klasörü kullanın:{" "}
            <code className="break-all rounded bg-slate-100 px-1">tar -xzf backup-….tar.gz</code>
          </li>
          <li>
            Geri yükleyin:{" "}
            <code className="break-all rounded bg-slate-100 px-1">npm run db:restore -- data/backups/backup-…</code> —
            önce tüm sağlama toplamları kontrol edilir, bozuk bir yedek hiçbir şeye dokunmaz.
          </li>
          <li>Siteyi yeniden başlatın.</li>
        </ol>
      </section>
    </div>
  );
}

function BackupRow({ run }: { run: BackupRun }) {
  const title = formatDateTime(run.startedAt);
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="break-all text-xs text-slate-500">
          {run.folder ?? "Klasör yok"} · {run.trigger === "manual" ? "Elle" : "Otomatik"}
          {run.attempt > 1 ? ` (${run.attempt}. deneme)` : ""}
        </p>
        {run.status === "error" && run.error ? <p className="mt-1 text-sm text-red-700">{run.error}</p> : null}
      </div>
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-500">Boyut:</dt>
          <dd>{run.sizeBytes === null ? "—" : formatBytes(run.sizeBytes)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">Sağlama:</dt>
          <dd>
            {run.status === "running" ? (
              <StateBadge state={null}>Sürüyor</StateBadge>
            ) : run.checksumVerified === null ? (
              "—"
            ) : (
              <StateBadge state={run.checksumVerified}>{run.checksumVerified ? "Doğrulandı" : "Hatalı"}</StateBadge>
            )}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">S3:</dt>
          <dd>{run.s3Copied === null ? "Yok" : run.s3Copied ? "Kopyalandı" : "Kopyalanamadı"}</dd>
        </div>
      </dl>
      {run.status === "success" && run.folder ? (
        <a
          href={`/api/admin/backups/${run.folder}`}
          download
          aria-label={`${title} yedeğini indir`}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-slate-100"
        >
          İndir
        </a>
      ) : null}
    </li>
  );
}

function StateBadge({ state, children }: { state: boolean | null; children: React.ReactNode }) {
  const tone =
    state === null
      ? "bg-slate-100 text-slate-700"
      : state
        ? "bg-emerald-100 text-emerald-800"
        : "bg-red-100 text-red-800";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{children}</span>;
}
