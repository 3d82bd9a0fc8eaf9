import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's Chromium, which every browser spec file connects to (`connectBrowser`). */
    browserWsEndpoint: string;
  }
}

/**
 * The browser project's global setup: one Chromium for the run instead of one launched and closed per spec file.
 * A spec file connects to it and gets its own contexts, which its `close()` removes again; the two files running at
 * a time share the browser process, not pages, cookies or storage.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide("browserWsEndpoint", server.wsEndpoint());
  return () => server.close();
}
