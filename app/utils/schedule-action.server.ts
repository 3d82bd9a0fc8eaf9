import { formatDateTime } from "./admin-format.ts";
import { answerForm, type FormMessages, parseForm } from "./form-action.server.ts";
import type { Logger } from "./logger.server.ts";
import { ScheduleSchema } from "./schedule.schema.ts";

/** The texts of one kind's 'Zamanla' answers (its messages module has them under these names). */
export interface ScheduleTexts {
  scheduleFailed: string;
  scheduled: (when: string) => string;
  unscheduled: string;
}

type ScheduleIntent = "schedule" | "unschedule";

/** Whether a posted intent is one of the 'Yayın zamanı' panel's. */
export function isScheduleIntent(intent: string): intent is ScheduleIntent {
  return intent === "schedule" || intent === "unschedule";
}

/**
 * The action of an edit screen's 'Yayın zamanı' panel (decision 045) for a kind that can be scheduled: 'Zamanla'
 * parses the date with the shared schema, 'Zamanlamayı kaldır' has none; one service call, and the page stays.
 */
export function scheduleAction<Services extends object>(options: {
  log: string;
  texts: ScheduleTexts;
  schedule: (services: Services, id: string, publishAt: string | null) => Promise<{ publishAt: string | null }>;
}) {
  const { texts } = options;
  const messages: FormMessages = { failed: (reason) => `${texts.scheduleFailed}: ${reason}` };
  return (services: Services & { logger: Logger }, form: FormData | null, id: string, intent: ScheduleIntent) => {
    const parsed =
      intent === "schedule" ? parseForm(form, ScheduleSchema, messages) : { ok: true as const, value: null };
    if (!parsed.ok) return parsed.reply;
    return answerForm(() => options.schedule(services, id, parsed.value?.publishAt ?? null), {
      logger: services.logger,
      log: options.log,
      messages,
      success: (saved) => ({
        message: saved.publishAt ? texts.scheduled(formatDateTime(saved.publishAt)) : texts.unscheduled,
      }),
    });
  };
}
