import { AsyncLocalStorage } from "node:async_hooks";
import { data } from "react-router";
import { isDatabaseUnavailable } from "./database-unavailable.server.ts";
import type { Logger } from "./logger.server.ts";

/**
 * A loader's reads: a failure is logged and thrown as a 500 with the screen's Turkish text (spec 1 §8, spec 2 §8).
 * A database outage goes up as it is: the server logs it once per few seconds and answers 503.
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
    logger.error({ err: error }, failure.log);
    throw data({ message: failure.message }, { status: 500 });
  }
}

/** The one log message of a section that fell back to its default; `section` says which (see orDefault). */
export const SECTION_FALLBACK_LOG = "bölüm okunamadı, varsayılanı gösteriliyor";

/**
 * A section's read that fails on its own (spec 1 §8, spec 2 §8: hero, blog lists, comments, related promotions, SEO
 * rows, splash ads, the dashboard): a failure gives `fallback` and one warn line; the rest of the page still renders.
 * A database outage goes up as it is, as in loadOrFail: the page answers 503 rather than a page of empty sections.
 */
export async function orDefault<T>(
  read: Promise<T>,
  fallback: T,
  report: { logger: Logger; what: string },
): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    report.logger.warn({ err: error, section: report.what }, SECTION_FALLBACK_LOG);
    const seen = fallbacksOfRequest.getStore();
    if (seen) seen.count += 1;
    return fallback;
  }
}

const fallbacksOfRequest = new AsyncLocalStorage<{ count: number }>();

/**
 * Runs one request's render and counts the sections that fell back to their default on the way (orDefault). The HTTP
 * layer keeps such a page out of every cache: the default is right for now, not for the next five minutes.
 */
export async function countSectionFallbacks<T>(render: () => Promise<T>): Promise<{ result: T; fallbacks: number }> {
  const seen = { count: 0 };
  const result = await fallbacksOfRequest.run(seen, render);
  return { result, fallbacks: seen.count };
}
