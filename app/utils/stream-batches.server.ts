import type { Logger } from "./logger.server.ts";

/**
 * A download written as it is read (the CSV exports, the statistics' CSV, a sitemap file): `head`, then the text of
 * each batch the iterator gives, then `tail`, as UTF-8 bytes. The first batch is read before the stream is returned,
 * so a failure there is still the caller's to answer (an error page); one in a later batch, after the status and
 * headers have left, can only end the download: it is logged with `failure` and the stream errors, so the client
 * sees a cut transfer rather than a complete-looking file. One batch waits ahead of the reader at most.
 */
export async function streamBatches(
  batches: AsyncIterable<string>,
  options: { head?: string; tail?: string; logger: Logger; failure: string },
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  let pending: string | null = `${options.head ?? ""}${first.done ? "" : first.value}`;
  let done = first.done === true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (pending !== null) {
          controller.enqueue(encoder.encode(pending));
          pending = null;
        } else if (!done) {
          try {
            const next = await iterator.next();
            done = next.done === true;
            if (!next.done) controller.enqueue(encoder.encode(next.value));
          } catch (error) {
            options.logger.error({ err: error }, options.failure);
            controller.error(error);
            return;
          }
        }
        if (done) {
          if (options.tail) controller.enqueue(encoder.encode(options.tail));
          controller.close();
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
