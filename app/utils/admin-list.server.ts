import { data } from "react-router";
import type { ListActionResult } from "../components/admin/list-actions.ts";
import { isDatabaseUnavailable } from "./database-unavailable.server.ts";
import { ServiceError, statusOf } from "./errors.ts";
import type { Logger } from "./logger.server.ts";

/**
 * An edit page's loader: an unknown or malformed id (`load` answers null or throws a not_found ServiceError) is a
 * 404 with the screen's not-found text; any other failure is logged and a 500 with its load-failed text (spec 2 §8).
 * A database outage goes up as it is, as in `loadOrFail`.
 */
export async function loadAdminEdit<T>(
  logger: Logger,
  failure: { log: string; notFound: string; message: string },
  load: () => Promise<T | null>,
): Promise<T> {
  let found: T | null;
  try {
    found = await load();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (!(error instanceof ServiceError && error.code === "not_found")) {
      logger.error({ err: error }, failure.log);
      throw data({ message: failure.message }, { status: 500 });
    }
    found = null;
  }
  if (found === null) throw data({ message: failure.notFound }, { status: 404 });
  return found;
}

export interface ListActionOptions {
  logger: Logger;
  /** The log line of an unexpected failure. */
  log: string;
  remove: { run: (id: string) => Promise<unknown>; done: string; failed: string };
  /** For lists with an active switch. */
  toggle?: {
    run: (id: string, active: boolean) => Promise<unknown>;
    activated: string;
    deactivated: string;
    failed: string;
  };
}

/**
 * A list's writes: intent=delete (id) and, with `toggle`, intent=toggle (id, active). Odd input answers 400, a
 * ServiceError its own status (an unknown id 404) and anything else a logged 500, each with the spec's failure text;
 * a database outage goes up as in `loadOrFail`.
 */
export async function handleListAction(request: Request, options: ListActionOptions) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const id = form?.get("id");
  const { remove, toggle } = options;
  const toggling = intent === "toggle" && toggle !== undefined;
  const failure = toggling ? toggle.failed : remove.failed;
  if ((intent !== "delete" && !toggling) || typeof id !== "string") {
    return data<ListActionResult>({ ok: false, message: failure }, { status: 400 });
  }
  try {
    if (!toggling) {
      await remove.run(id);
      return data<ListActionResult>({ ok: true, message: remove.done });
    }
    const active = form?.get("active") === "true";
    await toggle.run(id, active);
    return data<ListActionResult>({ ok: true, message: active ? toggle.activated : toggle.deactivated });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (error instanceof ServiceError) {
      return data<ListActionResult>({ ok: false, message: failure }, { status: statusOf(error) });
    }
    options.logger.error({ err: error, intent }, options.log);
    return data<ListActionResult>({ ok: false, message: failure }, { status: 500 });
  }
}
