import type { RouterContextProvider } from "react-router";
import { getServices } from "../../context.ts";
import { formatDateTime } from "../../utils/admin-format.ts";
import { formText } from "../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../utils/form-action.server.ts";
import { ScheduleSchema } from "../../utils/schedule.schema.ts";
import { getAdminUser } from "../auth/public.server.ts";
import type { AutosaveFound } from "./components/autosave.tsx";
import type { RevisionHistory } from "./components/history-panel.tsx";
import { REVISION_VERSION_FIELD } from "./public.ts";
import { type EditContext, getAutosave, listRevisions, NEW_ITEM } from "./revisions.server.ts";
import type { RegisteredKind, SingleRowKind, VersionedKind, VersionedServices } from "./versioned-kind.server.ts";

type AdminContext = Readonly<RouterContextProvider>;

/** Who saves and from which version (the form's hidden `version`): every admin save passes this to its service. */
export function editContextOf(form: FormData | null, context: AdminContext): EditContext {
  const admin = getAdminUser(context);
  return {
    author: { id: admin.id, name: admin.name || admin.email },
    expectedVersion: formText(form, REVISION_VERSION_FIELD) || null,
  };
}

/** A screen's texts, with a stale save refused in its own words and its diff instead of a generic text. */
export function withStaleSaveText(messages: FormMessages): FormMessages {
  return {
    ...messages,
    refused: (error) =>
      error.code === "conflict" ? error.message : (messages.refused?.(error) ?? messages.failed(error.message)),
  };
}

/** What an edit screen's loader reads of its item's versions, for `useVersionedEdit`. */
export interface VersionedEditLoad {
  /** The signed-in admin's autosaved form of the item, offered back on opening; null when none. */
  autosave: AutosaveFound | null;
  /** The stored item's kept revisions for its 'Geçmiş' panel; a new item has none. */
  history?: RevisionHistory;
}

type LoadedKind = Pick<RegisteredKind, "kind" | "fields" | "labelItems">;

/**
 * Everything a versioned edit screen loads of its item's versions, in one call (`id` null: the new screen): the
 * autosave offer and, for a stored item, its history, read with the page so the list is in its HTML and reads
 * without JavaScript. Either read failing fails on its own (no offer; the panel's error), never the screen.
 */
export async function loadVersionedEdit(
  context: AdminContext,
  kind: LoadedKind,
  id: string,
): Promise<Required<VersionedEditLoad>>;
export async function loadVersionedEdit(context: AdminContext, kind: LoadedKind, id: null): Promise<VersionedEditLoad>;
export async function loadVersionedEdit(
  context: AdminContext,
  kind: LoadedKind,
  id: string | null,
): Promise<VersionedEditLoad> {
  if (id === null) return { autosave: await loadAutosaveOffer(context, kind, null) };
  const [autosave, history] = await Promise.all([loadAutosaveOffer(context, kind, id), loadHistory(context, kind, id)]);
  return { autosave, history };
}

/** The signed-in admin's autosaved form (`id` null: of a new item). A failed read hides the offer only. */
async function loadAutosaveOffer(
  context: AdminContext,
  kind: Pick<RegisteredKind, "kind">,
  id: string | null,
): Promise<AutosaveFound | null> {
  const admin = getAdminUser(context);
  return getAutosave(getServices(context).db, admin.id, kind.kind, id === null ? NEW_ITEM : id.toLowerCase())
    .then((draft) => (draft ? { content: draft.content, savedAt: draft.updatedAt } : null))
    .catch(() => null);
}

/** The item's kept revisions. A failed read is the panel's own error (logged); the screen still opens. */
async function loadHistory(context: AdminContext, kind: LoadedKind, id: string): Promise<RevisionHistory> {
  const { db, logger } = getServices(context);
  try {
    return { ok: true, revisions: await listRevisions(db, kind.kind, id.toLowerCase(), kind.fields, kind.labelItems) };
  } catch (error) {
    logger.error({ err: error }, "sürüm geçmişi yüklenemedi");
    return { ok: false };
  }
}

/**
 * The action of a versioned kind's new and edit screens (new: `id` null), read once: on the edit screen the
 * 'Yayın zamanı' panel's intents schedule or unschedule the item (the page stays); otherwise the body is parsed
 * with the kind's schema (400 with field errors, nothing written) and saved through its create or update service
 * with who saves and from which version, so a stale save is refused with its changes; saved, back to the list
 * with a toast.
 */
export function versionedSaveAction<Schema extends VersionedKind["schema"]>(kind: VersionedKind<Schema>) {
  const schedule = kind.schedule ? scheduleAction(kind.schedule) : null;
  const messagesFor = (creating: boolean): FormMessages =>
    withStaleSaveText({
      failed: (reason) => kind.texts.saveFailed(reason, creating),
      ...(kind.texts.unexpected === undefined ? {} : { unexpected: kind.texts.unexpected }),
    });
  return async (request: Request, context: AdminContext, id: string | null) => {
    const services = getServices(context);
    const form = await readForm(request);
    const intent = formText(form, "intent");
    if (id !== null && schedule && isScheduleIntent(intent)) return schedule(services, form, id, intent);
    const messages = messagesFor(id === null);
    const parsed = parseForm(form, kind.schema, messages);
    if (!parsed.ok) return parsed.reply;
    return answerForm(
      () => {
        const edit = editContextOf(form, context);
        return id === null ? kind.create(services, parsed.value, edit) : kind.update(services, id, parsed.value, edit);
      },
      {
        logger: services.logger,
        log: kind.log,
        messages,
        success: () => ({ message: id === null ? kind.texts.created : kind.texts.updated }),
        redirectTo: kind.listPath,
        config: services.config,
      },
    );
  };
}

/**
 * The save of a single-row kind's card, given the body its screen's action read (the screen has several cards, told
 * apart by their intent): parsed with the kind's schema (400 with field errors, nothing written), saved with who
 * saves and from which version (a stale save refused with its changes), then back to the screen with a toast.
 */
export function singleRowSaveAction<Schema extends SingleRowKind["schema"]>(kind: SingleRowKind<Schema>) {
  const messages = withStaleSaveText({ failed: () => kind.texts.saveFailed });
  return async (form: FormData | null, context: AdminContext) => {
    const services = getServices(context);
    const parsed = parseForm(form, kind.schema, messages);
    if (!parsed.ok) return parsed.reply;
    return answerForm(() => kind.save(services, parsed.value, editContextOf(form, context)), {
      logger: services.logger,
      log: kind.log,
      messages,
      success: () => ({ message: kind.texts.saved }),
      redirectTo: kind.path,
      config: services.config,
    });
  };
}

type ScheduleIntent = "schedule" | "unschedule";

/** Whether a posted intent is one of the 'Yayın zamanı' panel's. */
function isScheduleIntent(intent: string): intent is ScheduleIntent {
  return intent === "schedule" || intent === "unschedule";
}

/**
 * The edit screen's 'Yayın zamanı' panel of a kind that can be scheduled: 'Zamanla' parses the date with the
 * shared schema, 'Zamanlamayı kaldır' has none; one service call, and the page stays.
 */
function scheduleAction({ log, texts, run }: NonNullable<VersionedKind["schedule"]>) {
  const messages: FormMessages = { failed: (reason) => `${texts.scheduleFailed}: ${reason}` };
  return (services: VersionedServices, form: FormData | null, id: string, intent: ScheduleIntent) => {
    const parsed =
      intent === "schedule" ? parseForm(form, ScheduleSchema, messages) : { ok: true as const, value: null };
    if (!parsed.ok) return parsed.reply;
    return answerForm(() => run(services, id, parsed.value?.publishAt ?? null), {
      logger: services.logger,
      log,
      messages,
      success: (saved) => ({
        message: saved.publishAt ? texts.scheduled(formatDateTime(saved.publishAt)) : texts.unscheduled,
      }),
    });
  };
}
