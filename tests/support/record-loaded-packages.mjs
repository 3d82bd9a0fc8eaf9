// @ts-check
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

/**
 * Loaded into a server under test with `--import` (NODE_OPTIONS): appends the name of every npm package the process
 * resolves a module of, one per line, to RECORD_LOADED_PACKAGES_FILE, so a test can tell which packages a server
 * loaded and when (some, such as sharp, load only on first use). A TypeScript module of our own is recorded as
 * `typescript <url>`: production runs compiled JavaScript only. Plain JavaScript itself, so that it
 * loads no TypeScript into the server it watches.
 */
const file = process.env.RECORD_LOADED_PACKAGES_FILE;
if (!file) throw new Error("tests/support/record-loaded-packages.mjs needs RECORD_LOADED_PACKAGES_FILE");

const seen = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url)?.[1];
    const record = name ?? (/\.[mc]?tsx?$/.test(resolved.url) ? `typescript ${resolved.url}` : null);
    if (record && !seen.has(record)) {
      seen.add(record);
      appendFileSync(file, `${record}\n`);
    }
    return resolved;
  },
});
