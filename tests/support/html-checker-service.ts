import type { TestProject } from "vitest/node";
import { launchHtmlChecker } from "./html-checker.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's Nu Html Checker service, which the accessibility specs share (`connectHtmlChecker`). */
    htmlCheckerUrl: string;
  }
}

/**
 * The browser project's global setup: one Nu Html Checker (a Java service of ~250 MB) for the run instead of one per
 * accessibility spec file. It is started, not awaited: Java boots while the first specs start their servers, and a
 * spec that needs it waits until it answers.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const service = await launchHtmlChecker();
  project.provide("htmlCheckerUrl", service.url);
  return () => service.close();
}
