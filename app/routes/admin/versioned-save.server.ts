import type { RouterContextProvider } from "react-router";
import { type AppServices, getServices } from "../../context.ts";
import type { EditContext } from "../../features/revisions/public.server.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../utils/form-action.server.ts";
import type { z } from "../../utils/zod.ts";
import { editContextOf, withStaleSaveText } from "./revisions/revision-kinds.server.ts";

/** One versioned item's create-or-update action: its form's schema, its two service calls and its Turkish texts. */
export interface VersionedSave<Schema extends z.ZodObject> {
  schema: Schema;
  texts: { saveFailed: string; created: string; updated: string };
  /** The log line of a failed save. */
  log: string;
  listPath: string;
  create: (services: AppServices, input: z.output<Schema>, edit: EditContext) => Promise<unknown>;
  update: (services: AppServices, id: string, input: z.output<Schema>, edit: EditContext) => Promise<unknown>;
}

/**
 * The action of both edit screens of a versioned item (new: no id): authorised by the admin layout, it parses the
 * form into the schema (400 with field errors), saves through the service with who and from which version
 * (decision 031; a stale save is refused with its changes), and goes back to the list with a toast.
 */
export function versionedSaveAction<Schema extends z.ZodObject>(save: VersionedSave<Schema>) {
  const messages: FormMessages = withStaleSaveText({ failed: () => save.texts.saveFailed });
  return async (request: Request, context: Readonly<RouterContextProvider>, id: string | null) => {
    const services = getServices(context);
    const form = await readForm(request);
    const parsed = parseForm(form, save.schema, messages);
    if (!parsed.ok) return parsed.reply;
    return answerForm(
      () => {
        const edit = editContextOf(form, context);
        return id === null ? save.create(services, parsed.value, edit) : save.update(services, id, parsed.value, edit);
      },
      {
        logger: services.logger,
        log: save.log,
        messages,
        success: () => ({ message: id === null ? save.texts.created : save.texts.updated }),
        redirectTo: save.listPath,
        config: services.config,
      },
    );
  };
}
