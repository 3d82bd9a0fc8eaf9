import type { RouterContextProvider } from "react-router";
import { getServices } from "../../../context.ts";
import { CASINO_ADMIN_MESSAGES } from "../../../features/casinos/admin-messages.ts";
import { CasinoFormSchema } from "../../../features/casinos/casino.schema.ts";
import { saveCasinoWithFacts } from "../../../features/casinos/casino-admin.server.ts";
import { CASINO_LIST_PATH } from "../../../utils/admin-paths.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../../utils/form-action.server.ts";
import { editContextOf, withStaleSaveText } from "../revisions/revision-kinds.server.ts";

const MESSAGES: FormMessages = withStaleSaveText({ failed: () => CASINO_ADMIN_MESSAGES.saveFailed });

/** The action of both casino screens: create (no id) or update with the form's schema, back to the list. */
export async function saveCasino(request: Request, context: Readonly<RouterContextProvider>, id: string | null) {
  const services = getServices(context);
  const form = await readForm(request);
  const parsed = parseForm(form, CasinoFormSchema, MESSAGES);
  if (!parsed.ok) return parsed.reply;
  return answerForm(() => saveCasinoWithFacts(services, id, parsed.value, editContextOf(form, context)), {
    logger: services.logger,
    log: "casino kaydedilemedi",
    messages: MESSAGES,
    success: () => ({ message: id === null ? CASINO_ADMIN_MESSAGES.created : CASINO_ADMIN_MESSAGES.updated }),
    redirectTo: CASINO_LIST_PATH,
    config: services.config,
  });
}
