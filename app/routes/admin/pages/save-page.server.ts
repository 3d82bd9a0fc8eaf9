import type { RouterContextProvider } from "react-router";
import { getServices } from "../../../context.ts";
import { PAGE_ADMIN_MESSAGES } from "../../../features/pages/admin-messages.ts";
import { PageSchema } from "../../../features/pages/page.schema.ts";
import { createPage, schedulePage, updatePage } from "../../../features/pages/pages-admin.server.ts";
import { PAGE_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formText } from "../../../utils/form.ts";
import { readForm } from "../../../utils/form-action.server.ts";
import { isScheduleIntent, scheduleAction } from "../../../utils/schedule-action.server.ts";
import { versionedSaveAction } from "../versioned-save.server.ts";

const save = versionedSaveAction({
  schema: PageSchema,
  texts: PAGE_ADMIN_MESSAGES,
  log: "sayfa kaydedilemedi",
  listPath: PAGE_LIST_PATH,
  create: (services, input, edit) => createPage(services, input, edit),
  update: (services, id, input, edit) => updatePage(services, id, input, edit),
});

/** 'Zamanla' / 'Zamanlamayı kaldır' of the edit screen's 'Yayın zamanı' panel (decision 045); the page stays. */
const schedule = scheduleAction({ log: "sayfa zamanlanamadı", texts: PAGE_ADMIN_MESSAGES, schedule: schedulePage });

/**
 * The action of both page screens: create (no id) or update with the form's schema, back to the list; or, on the
 * edit screen, schedule or unschedule a draft.
 */
export async function savePage(request: Request, context: Readonly<RouterContextProvider>, id: string | null) {
  if (id !== null) {
    const form = await readForm(request.clone());
    const intent = formText(form, "intent");
    if (isScheduleIntent(intent)) return schedule(getServices(context), form, id, intent);
  }
  return save(request, context, id);
}
