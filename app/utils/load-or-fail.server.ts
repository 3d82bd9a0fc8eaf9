import { data } from "react-router";
import { isDatabaseUnavailable } from "./database-unavailable.server.ts";
import type { Logger } from "./logger.server.ts";

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A loader's reads: a failure is logged and thrown as a 500 with the screen's Turkish text (spec 1 §8, spec 2 §8).
 * A database outage goes up as it is: the server logs it once per few seconds and answers 503 (decision 007).
 */
export async function loadOrFail<T>(
  logger: Logger,
  failure: { log: string; message: string },
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: errorText(error) }, failure.log);
    throw data({ message: failure.message }, { status: 500 });
  }
}
