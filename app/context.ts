import { createContext, type RouterContextProvider } from "react-router";
import type { Db, Engine } from "./utils/db.server.ts";
import type { Config } from "./utils/env.server.ts";
import type { Logger } from "./utils/logger.server.ts";

/** What the server hands every loader and action (conventions: the database comes through router context). */
export interface AppServices {
  db: Db;
  engine: Engine;
  config: Config;
  logger: Logger;
}

export const servicesContext = createContext<AppServices>();

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}
