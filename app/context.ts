import { createContext, type RouterContextProvider } from "react-router";
import type { Auth } from "./features/auth/auth.server.ts";
import type { ViewCounter } from "./features/blog/view-counter.server.ts";
import type { RedirectTable } from "./features/redirects/redirect-table.server.ts";
import type { ContentEvents } from "./utils/content-events.server.ts";
import type { DatabaseOutages } from "./utils/database-unavailable.server.ts";
import type { Db, Engine } from "./utils/db.server.ts";
import type { Config } from "./utils/env.server.ts";
import type { Logger } from "./utils/logger.server.ts";
import type { SharedData } from "./utils/shared-data.server.ts";
import type { Storage } from "./utils/storage.server.ts";

/** What the server hands every loader and action (conventions: the database comes through router context). */
export interface AppServices {
  db: Db;
  /** The same connection without value normalisation, for better-auth's own tables. */
  authDb: Db;
  engine: Engine;
  config: Config;
  logger: Logger;
  /** Requests that met the database away: throttled logging, and whether it happened lately. */
  outages: DatabaseOutages;
  events: ContentEvents;
  auth: Auth;
  storage: Storage;
  /** Blog views gathered in memory and flushed every few seconds (app/features/blog/view-counter.server.ts). */
  views: ViewCounter;
  /** Reads many pages share, kept until the next content change (app/utils/shared-data.server.ts). */
  shared: SharedData;
  /** Redirects in memory, and the hit and 404 counts waiting to be written (features/redirects). */
  redirects: RedirectTable;
}

/** Facts about the current request that only the HTTP layer knows. */
export interface RequestInfo {
  /** The client's address (from X-Forwarded-For only with TRUST_PROXY=N; server/client-address.ts). */
  ip: string;
  /** Set by the page renderer for the Content-Security-Policy of this response. */
  nonce: string;
  /**
   * Set when the visitor opened the site at SITE_URL's host name but another port (server/public-origin.ts): the
   * origin the browser used and the one the request is served as. A form posted from there is refused.
   */
  otherAddress?: { visited: string; served: string } | undefined;
}

export const servicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>({ ip: "unknown", nonce: "" });

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
