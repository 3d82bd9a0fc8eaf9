import type { AppServices } from "../../context.ts";
import { indexPublishedPosts } from "../blog/public.server.ts";
import { runPublishingSweep, type SweepResult } from "./publishing.server.ts";

/** The sweep plus its consequences: the public cache forgets old pages, new URLs go to indexing. Shared by the timer and the admin buttons. */
export async function publishDuePosts(
  services: AppServices,
  options: { force?: boolean; now?: Date } = {},
): Promise<SweepResult> {
  const result = await runPublishingSweep(services.db, services.engine, options);
  if (result.publishedIds.length > 0) {
    services.events.contentChanged({ kind: "blog" });
    services.logger.info({ count: result.publishedCount, ids: result.publishedIds }, "zamanlanmış yayın");
    await indexPublishedPosts(services, result.publishedIds).catch((error: unknown) =>
      services.logger.warn({ err: error }, "yayınlanan yazılar indekslenemedi"),
    );
  }
  for (const id of result.startedPromotionIds) services.events.contentChanged({ kind: "promotion", id });
  for (const id of result.publishedPageIds) services.events.contentChanged({ kind: "page", id });
  return result;
}
