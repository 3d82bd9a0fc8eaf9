/** Waiting in tests: a pause, and polling a condition (sync or async) until it holds or time runs out. */

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `condition` until it holds or `timeoutMs` passes; resolves with whether it held. A condition that throws
 * rejects the wait (an assertion inside it fails the test at once).
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  intervalMs = 25,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await sleep(intervalMs);
  }
  return true;
}

/**
 * Waits until `items` (a list a fake server appends to) holds `count` entries; resolves with the list, or fails
 * naming what was expected and what came.
 */
export async function waitForItems<T>(items: T[], count: number, timeoutMs: number, what: string): Promise<T[]> {
  if (!(await waitUntil(() => items.length >= count, timeoutMs))) {
    throw new Error(`expected ${count} ${what}, got ${items.length}`);
  }
  return items;
}

/** The status of a GET of `url`, its body discarded; 0 when no answer came (connection refused or dropped). */
function statusOf(url: string): Promise<number> {
  return fetch(url).then(
    async (response) => {
      await response.body?.cancel();
      return response.status;
    },
    () => 0,
  );
}

/** GETs `url` until it answers `wanted` (connection errors count as not yet); resolves with the last status. */
export async function pollStatus(url: string, wanted: number, timeoutMs: number, intervalMs = 250): Promise<number> {
  let status = 0;
  await waitUntil(
    async () => {
      status = await statusOf(url);
      return status === wanted;
    },
    timeoutMs,
    intervalMs,
  );
  return status;
}
