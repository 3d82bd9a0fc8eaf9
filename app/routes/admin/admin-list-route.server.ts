import type { RouterContextProvider } from "react-router";
import { BULK_INTENT, type ListDefinition, type ListQuery } from "../../components/admin/list-query.ts";
import { type AppServices, getServices } from "../../context.ts";
import {
  type BulkOptions,
  handleBulkAction,
  handleListAction,
  type ListActionOptions,
  loadWorkedList,
} from "../../features/admin-lists/admin-list.server.ts";
import { formText } from "../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import type { z } from "../../utils/zod.ts";

/** What a list route's loader and action are called with (React Router's `Route.LoaderArgs`/`ActionArgs` fit it). */
interface ListRouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * An admin list route's loader (decision 048): the list's state read from the address, then `read` for its page and
 * whatever else the screen shows, a failure logged and answered with `failure.message` (decision 033's
 * `loadWorkedList`). Use as `export const loader = (args: Route.LoaderArgs) => loadAdminList(args, …)`.
 */
export function loadAdminList<Tab extends string, Sort extends string, Page extends object>(
  { request, context }: ListRouteArgs,
  definition: ListDefinition<Tab, Sort>,
  failure: { log: string; message: string },
  read: (services: AppServices, query: ListQuery<Tab, Sort>) => Promise<Page>,
) {
  const services = getServices(context);
  return loadWorkedList(request, services.logger, { definition, failure }, (query) => read(services, query));
}

/** A list's own intents (a dialog's save, a frequency form…), each answered from the posted form. */
type OwnIntents<Answer> = Record<string, (services: AppServices, form: FormData | null) => Promise<Answer>>;

/**
 * An admin list route's action (decision 048): a post whose intent is one of `intents` goes to it; everything else
 * (delete, toggle, bulk) to the list kit's `handleListAction` with the options `options` gives for these services.
 * Use as `export const action = (args: Route.ActionArgs) => answerListAction(args, (services) => ({ … }))`.
 */
export async function answerListAction<Answer = never>(
  { request, context }: ListRouteArgs,
  options: (services: AppServices) => Omit<ListActionOptions, "logger">,
  intents: OwnIntents<Answer> = {},
) {
  const services = getServices(context);
  if (Object.keys(intents).length > 0) {
    const form = await readForm(request.clone());
    const intent = form?.get("intent")?.toString() ?? "";
    const own = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
    if (own) return own(services, form);
  }
  return handleListAction(request, { logger: services.logger, ...options(services) });
}

/** A row intent of a dialog-edited list (toggle, move): its failure text, its one call and its toast. */
interface RowIntent {
  failed: (reason: string) => string;
  run: (id: string, form: FormData | null) => Promise<unknown>;
  done: (form: FormData | null) => string;
}

/** The feature's texts a dialog-edited list answers its save and delete with (its `*_MESSAGES` table). */
interface DialogListMessages {
  created: string;
  updated: string;
  deleted: string;
  saveFailed: (reason: string) => string;
  deleteFailed: (reason: string) => string;
}

/**
 * The action of a list whose rows are added and edited in a dialog (categories, payment methods; decision 048):
 * intent=bulk through the kit, intent=save (id empty for a new row) through `schema` and `save`, intent=delete (id)
 * through `remove`, and the list's other `rows` intents (id, plus what each reads from the form), each answered with
 * the feature's `messages`. Every answer goes through the form kit, so a refused form shows its first error as it
 * is, and so do conflicts (in use, duplicate slug); any other ServiceError is prefixed with the intent's failure text.
 */
export async function answerDialogListAction<Schema extends z.ZodObject>(
  { request, context }: ListRouteArgs,
  schema: Schema,
  messages: DialogListMessages,
  options: (services: AppServices) => {
    log: string;
    bulk: BulkOptions;
    save: {
      create: (value: z.output<Schema>) => Promise<unknown>;
      update: (id: string, value: z.output<Schema>) => Promise<unknown>;
    };
    remove: (id: string) => Promise<unknown>;
    rows?: Record<string, RowIntent>;
  },
) {
  const services = getServices(context);
  const { log, bulk, save, remove, rows: own } = options(services);
  const rows: Record<string, RowIntent> = {
    delete: { failed: messages.deleteFailed, run: (id) => remove(id), done: () => messages.deleted },
    ...own,
  };
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === BULK_INTENT) return handleBulkAction(form, services.logger, bulk);
  const id = form?.get("id");
  const row = Object.hasOwn(rows, intent) ? rows[intent] : undefined;
  const failed = row?.failed ?? messages.saveFailed;
  if ((intent !== "save" && !row) || typeof id !== "string") return refuseRequest(failed("Geçersiz istek"));
  const formMessages: FormMessages = {
    failed,
    invalid: (reason) => reason,
    refused: (error) => (error.code === "conflict" ? error.message : failed(error.message)),
  };
  const answer = { logger: services.logger, log, messages: formMessages };
  if (row) return answerForm(() => row.run(id, form), { ...answer, success: () => ({ message: row.done(form) }) });
  const parsed = parseForm(form, schema, formMessages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(() => (id === "" ? save.create(parsed.value) : save.update(id, parsed.value)), {
    ...answer,
    success: () => ({ message: id === "" ? messages.created : messages.updated }),
  });
}

/**
 * The action of a list with an active switch (promotions, splash ads, ranked lists): one row's 'Sil' and its
 * 'Aktif yap'/'Pasif yap', and the bulk delete or (de)activate of the chosen rows, each with its toasts. `write`
 * holds the feature's services, called with these services.
 */
export function activeListActions<Deps>(
  services: Deps,
  options: {
    log: string;
    bulk: Omit<BulkOptions, "run">;
    messages: { deleted: string; deleteFailed: string; activated: string; deactivated: string; toggleFailed: string };
  },
  write: {
    deleteOne: (deps: Deps, id: string) => Promise<unknown>;
    deleteMany: (deps: Deps, ids: string[]) => Promise<unknown>;
    setOne: (deps: Deps, id: string, active: boolean) => Promise<unknown>;
    setMany: (deps: Deps, ids: string[], active: boolean) => Promise<unknown>;
  },
): Omit<ListActionOptions, "logger"> {
  const { log, bulk, messages } = options;
  return {
    log,
    remove: { run: (id) => write.deleteOne(services, id), done: messages.deleted, failed: messages.deleteFailed },
    bulk: {
      ...bulk,
      run: ({ action, ids }) =>
        action === "delete" ? write.deleteMany(services, ids) : write.setMany(services, ids, action === "activate"),
    },
    toggle: {
      run: (id, active) => write.setOne(services, id, active),
      activated: messages.activated,
      deactivated: messages.deactivated,
      failed: messages.toggleFailed,
    },
  };
}
