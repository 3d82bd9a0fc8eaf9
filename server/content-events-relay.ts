import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import type { ContentChange, ContentEvents } from "../app/utils/content-events.server.ts";
import type { Db } from "../app/utils/db.server.ts";
import type { Logger } from "../app/utils/logger.server.ts";

/** The PostgreSQL channel every instance listens on. */
export const CONTENT_CHANNEL = "bonus_rehberi_content_changed";
const RECONNECT_DELAY_MS = 1_000;

interface Notice {
  origin: string;
  change: ContentChange;
}

export interface ContentEventsRelay {
  close(): Promise<void>;
}

/**
 * Carries content changes between instances that share one PostgreSQL database (design §5, §11): each local
 * change is sent with NOTIFY through the pool, and each change another instance announces reaches
 * `onRemoteChange`. LISTEN needs a connection of its own, hence a plain `pg.Client` beside the pool. While that
 * connection is down, changes may be missed, so `onRemoteChange(null)` runs after every reconnect.
 */
export async function relayContentEvents(options: {
  connectionString: string;
  db: Db;
  events: ContentEvents;
  onRemoteChange: (change: ContentChange | null) => void;
  logger: Logger;
}): Promise<ContentEventsRelay> {
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on("notification", (message) => {
      const notice = parseNotice(message.payload);
      if (notice && notice.origin !== origin) options.onRemoteChange(notice.change);
    });
    next.on("error", (error) => {
      options.logger.warn({ err: error }, "içerik değişikliği dinleyicisi koptu");
      scheduleReconnect(next);
    });
    next.on("end", () => scheduleReconnect(next));
    await next.connect();
    await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    client = next;
    if (isReconnect) options.onRemoteChange(null);
  };

  const scheduleReconnect = (broken: pg.Client) => {
    if (closed || client !== broken || reconnectTimer) return;
    client = null;
    broken.end().catch(() => {});
    reconnectTimer = setTimeout(function retry() {
      reconnectTimer = null;
      if (closed) return;
      connect(true).catch(() => {
        if (!closed) reconnectTimer = setTimeout(retry, RECONNECT_DELAY_MS);
      });
    }, RECONNECT_DELAY_MS);
    reconnectTimer.unref();
  };

  await connect(false);
  const unsubscribe = options.events.subscribe((change) => {
    const notice: Notice = { origin, change };
    sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify(notice)})`.execute(options.db).catch((error: unknown) => {
      options.logger.warn({ err: error }, "içerik değişikliği diğer sunuculara iletilemedi");
    });
  });

  return {
    async close() {
      closed = true;
      unsubscribe();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

function parseNotice(payload: string | undefined): Notice | null {
  try {
    const notice = JSON.parse(payload ?? "") as Partial<Notice>;
    return typeof notice.origin === "string" && notice.change && typeof notice.change.kind === "string"
      ? (notice as Notice)
      : null;
  } catch {
    return null;
  }
}
