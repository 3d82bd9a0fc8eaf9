import type { RouterContextProvider } from "react-router";
import type { ListDefinition, ListQuery } from "../../components/admin/list-query.ts";
import { type AppServices, getServices } from "../../context.ts";
import { handleListAction, type ListActionOptions, loadWorkedList } from "../../utils/admin-list.server.ts";
import { readForm } from "../../utils/form-action.server.ts";

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
