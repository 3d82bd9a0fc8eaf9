import { useEffect, useId } from "react";
import toast from "react-hot-toast";
import { data, useFetcher } from "react-router";
import { AdminListHeading } from "../../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { FORM_INPUT_CLASS, FormField, invalidProps, SaveButton } from "../../../admin-kit/form-parts.tsx";
import { useResultToast } from "../../../admin-kit/list-actions.ts";
import { reloadListAfterEveryPost } from "../../../admin-kit/revalidation.ts";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { getServices } from "../../../context.ts";
import { publishDuePosts } from "../../../features/publishing/publish-runner.server.ts";
import {
  countDrafts,
  ensurePublishingSettings,
  listPublishingLogs,
  PUBLISHING_MESSAGES,
  updatePublishingSettings,
} from "../../../features/publishing/publishing.server.ts";
import { PublishingSettingsSchema } from "../../../features/publishing/publishing-settings.schema.ts";
import { formatDateTime } from "../../../utils/admin-format.ts";
import { isDatabaseUnavailable } from "../../../utils/database-unavailable.server.ts";
import { formText, type SaveAnswer } from "../../../utils/form.ts";
import { answerForm, parseForm, readForm } from "../../../utils/form-action.server.ts";
import { isoToIstanbulLocal } from "../../../utils/istanbul-time.ts";
import type { Route } from "./+types/scheduled-publishing";

export const meta = () => adminTitle("Zamanlanmış Yayınlama");

/**
 * Spec 2 §8: a part that fails to load is toasted ('…ayarları yüklenirken…', 'Taslak blog sayısı alınamadı') and the
 * rest of the screen still shows; a database outage goes up as in `loadOrFail` (503).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const loadErrors: string[] = [];
  const attempt = async <T,>(load: () => Promise<T>, message: string, log: string): Promise<T | null> => {
    try {
      return await load();
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      logger.error({ err: error }, log);
      if (!loadErrors.includes(message)) loadErrors.push(message);
      return null;
    }
  };
  const [settings, drafts, logs] = await Promise.all([
    attempt(() => ensurePublishingSettings(db), PUBLISHING_MESSAGES.settingsLoadFailed, "yayın ayarları yüklenemedi"),
    attempt(() => countDrafts(db), PUBLISHING_MESSAGES.draftCountFailed, "taslak sayısı alınamadı"),
    attempt(() => listPublishingLogs(db, 20), PUBLISHING_MESSAGES.settingsLoadFailed, "yayın kayıtları yüklenemedi"),
  ]);
  return { settings, drafts, logs: logs ?? [], loadErrors };
}

type ActionResult = SaveAnswer<string>;

/** A failed "publish now" is a run in the log too: reload after it as after a success. */
export const shouldRevalidate = reloadListAfterEveryPost;

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  if (formText(form, "intent") === "publish-now") {
    try {
      const result = await publishDuePosts(services, { force: true });
      return data<ActionResult>(
        { ok: result.success, message: result.message },
        { status: result.success ? 200 : 409 },
      );
    } catch (error) {
      // Spec 2 §8, as the test page says it: the publisher itself failed (its run is in the log as an error).
      services.logger.error({ err: error }, "elle yayınlama başarısız");
      return data<ActionResult>(
        { ok: false, message: PUBLISHING_MESSAGES.callFailed(PUBLISHING_MESSAGES.failed) },
        { status: 500 },
      );
    }
  }
  const parsed = parseForm(form, PublishingSettingsSchema, { failed: (reason) => reason });
  if (!parsed.ok) return parsed.reply;
  // Spec 2 §8: a failed save is a Turkish toast on this screen, never the admin's error page.
  return answerForm(() => updatePublishingSettings(services.db, parsed.value), {
    logger: services.logger,
    log: "zamanlanmış yayın ayarları kaydedilemedi",
    messages: {
      failed: (reason) => `${PUBLISHING_MESSAGES.settingsSaveFailed}: ${reason}`,
      unexpected: PUBLISHING_MESSAGES.settingsSaveFailed,
    },
    success: () => ({ message: PUBLISHING_MESSAGES.settingsSaved }),
  });
}

const UNKNOWN = "Bilinmiyor";

export default function ScheduledPublishing({ loaderData }: Route.ComponentProps) {
  const { settings, drafts, logs, loadErrors } = loaderData;
  const save = useFetcher<typeof action>();
  const publish = useFetcher<typeof action>();
  useResultToast(save.data);
  useResultToast(publish.data);
  useEffect(() => {
    for (const message of loadErrors) toast.error(message, { id: message });
  }, [loadErrors]);
  const errors = save.data && !save.data.ok ? save.data.errors : undefined;
  const ids = useId();

  return (
    <div className="space-y-6">
      <AdminListHeading
        title="Zamanlanmış Yayınlama"
        description="Taslak blog yazıları her gün belirlediğiniz sayıda, en eskiden başlayarak yayınlanır."
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <Figure label="Bekleyen taslak" value={drafts === null ? UNKNOWN : String(drafts)} />
        <Figure label="Sonraki yayın (İstanbul)" value={timeOf(settings, "nextPublishAt", "Planlanmadı")} />
        <Figure label="Son yayın" value={timeOf(settings, "lastPublishedAt", "Henüz yok")} />
      </div>

      {settings === null ? (
        <p className="rounded-xl bg-white p-5 text-sm text-slate-600 shadow-sm">
          Ayarlar şu anda gösterilemiyor; sayfayı yenileyip tekrar deneyin.
        </p>
      ) : (
        <save.Form method="post" className="space-y-4 rounded-xl bg-white p-5 shadow-sm" noValidate>
          <h2 className="font-bold">Ayarlar</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${ids}-count`} label="Günlük yayın sayısı" error={errors?.dailyPublishCount}>
              <input
                id={`${ids}-count`}
                name="dailyPublishCount"
                type="number"
                min={1}
                max={50}
                defaultValue={settings.dailyPublishCount}
                className={FORM_INPUT_CLASS}
                {...invalidProps(`${ids}-count`, errors?.dailyPublishCount)}
              />
            </FormField>
            <FormField id={`${ids}-next`} label="Sonraki yayın zamanı (İstanbul saati)" error={errors?.nextPublishAt}>
              <input
                id={`${ids}-next`}
                name="nextPublishAt"
                type="datetime-local"
                defaultValue={settings.nextPublishAt ? isoToIstanbulLocal(settings.nextPublishAt) : ""}
                className={FORM_INPUT_CLASS}
                {...invalidProps(`${ids}-next`, errors?.nextPublishAt)}
              />
            </FormField>
          </div>
          <label
            className={`inline-flex items-center gap-2 text-sm font-medium ${drafts === 0 ? "text-slate-400" : ""}`}
          >
            <input
              name="isActive"
              type="checkbox"
              defaultChecked={settings.isActive}
              disabled={drafts === 0}
              className="h-4 w-4"
            />
            Otomatik yayınlama aktif
          </label>
          {drafts === 0 ? (
            <p className="text-sm text-slate-500">Taslak blog yazısı olmadığı için otomatik yayınlama açılamaz.</p>
          ) : null}
          <div>
            <SaveButton saving={save.state !== "idle"} label="Kaydet" size="dialog" />
          </div>
        </save.Form>
      )}

      <publish.Form method="post" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 className="font-bold">Elle yayınla</h2>
        <p className="mt-1 text-sm text-slate-600">Günlük sayı kadar en eski taslağı şimdi yayınlar.</p>
        <button
          type="submit"
          name="intent"
          value="publish-now"
          disabled={publish.state !== "idle"}
          className="mt-3 inline-flex items-center gap-2 rounded-lg border border-brand px-4 py-2 font-semibold text-brand disabled:opacity-70"
        >
          {publish.state !== "idle" ? <Spinner /> : null} Şimdi Yayınla
        </button>
      </publish.Form>

      <section className="rounded-xl bg-white p-5 shadow-sm" aria-labelledby="logs-heading">
        <h2 id="logs-heading" className="font-bold">
          Son 20 yayın
        </h2>
        {logs.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">Henüz yayın kaydı yok.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {logs.map((log) => (
              <li key={log.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                {/* One row per run: what it published or why it failed, and the post when it was one. */}
                <span className="font-medium">
                  {log.message ?? (log.blogId ? "Blog yazısı yayınlandı" : "Yayın")}
                  {log.title ? <span className="font-normal text-slate-600">: {log.title}</span> : null}
                </span>
                <span className="text-slate-500">{formatDateTime(log.publishedAt)}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${log.status === "success" ? "bg-emerald-100 text-emerald-800" : "bg-red-100 text-red-800"}`}
                >
                  {log.status === "success" ? "Başarılı" : "Hata"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 font-bold">{value}</p>
    </div>
  );
}

/** A stored time of the settings in Istanbul time, `none` when there is none, UNKNOWN when the settings did not load. */
function timeOf(
  settings: { nextPublishAt: string | null; lastPublishedAt: string | null } | null,
  key: "nextPublishAt" | "lastPublishedAt",
  none: string,
): string {
  if (settings === null) return UNKNOWN;
  const at = settings[key];
  return at ? formatDateTime(at) : none;
}
