import { afterEach, describe, expect, it } from "vitest";
import type { AppServices } from "../app/context.ts";
import { ContentEvents } from "../app/utils/content-events.server.ts";
import { loadConfig } from "../app/utils/env.server.ts";
import { createLogger } from "../app/utils/logger.server.ts";
import { promotionRow } from "../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../tests/support/databases.ts";
import { type BackgroundJobs, startBackgroundJobs } from "./jobs.ts";

/**
 * The running server's timers, sped up: a schedule that comes due after start-up is published by a later tick of the
 * sweep, without a restart. (The sweep's own rules are proved in app/features/publishing; the first run at start-up
 * by tests/integration/admin-publishing.test.ts.)
 */
const TICK_MS = 100;

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the background jobs on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    let jobs: BackgroundJobs | undefined;

    afterEach(async () => {
      await jobs?.stop();
      jobs = undefined;
    });

    function start(events = new ContentEvents()) {
      const config = loadConfig({
        DATA_DIR: "unused",
        SESSION_SECRET: "x".repeat(32),
        SITE_URL: "https://bonus.example",
        LOG_LEVEL: "silent",
      });
      // The publishing sweep reaches the database, the change events, the settings and the logger; backups are off.
      const services = {
        db: database.db,
        engine: database.handle.engine,
        events,
        config: { ...config, backups: { ...config.backups, intervalHours: 0 } },
        logger: createLogger("silent"),
      } as unknown as AppServices;
      jobs = startBackgroundJobs(services, TICK_MS);
    }

    const pastMinute = () => new Date(Date.now() - 60_000).toISOString();

    it("publishes a post and starts a promotion whose times come after start-up, on a later tick, and tells the change", async () => {
      const events = new ContentEvents();
      const told: string[] = [];
      events.subscribe((change) => told.push(change.kind));
      start(events);
      // Both scheduled after the first sweep has had its chance to run: only a later tick can publish them.
      await new Promise((resolve) => setTimeout(resolve, 3 * TICK_MS));
      const postId = crypto.randomUUID();
      await database.db
        .insertInto("blog_posts")
        .values({ id: postId, title: "Sonra gelen yazı", slug: `sonra-gelen-${postId}`, publish_at: pastMinute() })
        .execute();
      const promotion = promotionRow({ is_active: false, publish_at: pastMinute() });
      await database.db.insertInto("promotions").values(promotion).execute();

      await expect
        .poll(
          async () => {
            const post = await database.db
              .selectFrom("blog_posts")
              .select("is_published")
              .where("id", "=", postId)
              .executeTakeFirstOrThrow();
            const offer = await database.db
              .selectFrom("promotions")
              .select(["is_active", "publish_at"])
              .where("id", "=", promotion.id)
              .executeTakeFirstOrThrow();
            return { post: post.is_published, offer };
          },
          { timeout: 10_000, interval: TICK_MS },
        )
        .toEqual({ post: true, offer: { is_active: true, publish_at: null } });
      // Told, so the page cache drops the pages that now show them.
      await expect.poll(() => told).toEqual(expect.arrayContaining(["blog", "promotion"]));
    });
  });
}
