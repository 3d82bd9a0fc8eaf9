import { useEffect, useEffectEvent, useId } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { FieldError } from "../components/ui/field-error.tsx";
import { formatDateTime } from "../utils/admin-format.ts";
import type { SaveAnswer } from "../utils/form.ts";
import { isoToIstanbulLocal } from "../utils/istanbul-time.ts";
import { SCHEDULE_MESSAGES } from "../utils/schedule.schema.ts";

/**
 * 'Yayın zamanı' on an unpublished item's edit screen: a date and time in Istanbul at which the
 * publishing sweep publishes it (a draft post) or activates it (an inactive promotion); a scheduled item can be
 * unscheduled. The screen's action answers the intents `schedule` (field `publishAt`) and `unschedule`.
 * `idleText` says what happens without a schedule.
 */
export function SchedulePanel(props: { publishAt: string | null; onChanged: () => void; idleText: string }) {
  const { publishAt, onChanged } = props;
  const fetcher = useFetcher<SaveAnswer<"publishAt">>();
  const headingId = useId();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const settle = useEffectEvent((answer: SaveAnswer<"publishAt">) => {
    if (answer.ok) {
      toast.success(answer.message);
      onChanged();
    } else toast.error(answer.message);
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) settle(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.errors?.publishAt : undefined;
  const busy = fetcher.state !== "idle";

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-extrabold">
        Yayın zamanı
      </h2>
      {publishAt ? (
        <p className="mt-2 text-sm">
          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
            {SCHEDULE_MESSAGES.badge}
          </span>{" "}
          <time dateTime={publishAt}>{formatDateTime(publishAt)}</time> (İstanbul saati)
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{props.idleText}</p>
      )}
      <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold">
            Tarih ve saat (İstanbul)
          </label>
          <input
            id={inputId}
            name="publishAt"
            type="datetime-local"
            required
            defaultValue={publishAt ? isoToIstanbulLocal(publishAt) : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="schedule"
          disabled={busy}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          Zamanla
        </button>
        {publishAt ? (
          <button
            type="submit"
            name="intent"
            value="unschedule"
            formNoValidate
            disabled={busy}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold disabled:opacity-70"
          >
            Zamanlamayı kaldır
          </button>
        ) : null}
      </fetcher.Form>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </section>
  );
}
