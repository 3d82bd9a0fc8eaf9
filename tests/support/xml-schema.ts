import { spawnSync } from "node:child_process";
import path from "node:path";

const SCHEMAS = path.resolve(import.meta.dirname, "../schemas");

/** The sitemaps.org schemas vendored in tests/schemas (written from the protocol). */
export type SitemapSchema = "sitemap" | "siteindex";

/**
 * xmllint's verdict on a document against one of the vendored schemas: its error lines, none when it is valid.
 * xmllint is Debian's libxml2-utils (scripts/test-prerequisites.ts installs it).
 */
export function schemaErrors(xml: string, schema: SitemapSchema): string[] {
  const run = spawnSync("xmllint", ["--noout", "--schema", path.join(SCHEMAS, `${schema}.xsd`), "-"], {
    input: xml,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`xmllint could not run (apt-get install libxml2-utils): ${run.error.message}`);
  if (run.status === 0) return [];
  return run.stderr.split("\n").filter((line) => line.trim() !== "" && !line.endsWith(" validates"));
}
