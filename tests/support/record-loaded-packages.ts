import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

/**
 * Loaded into a server under test with `--import` (NODE_OPTIONS): appends the name of every npm package the process
 * resolves a module of, one per line, to RECORD_LOADED_PACKAGES_FILE, so a test can tell which packages a server
 * loaded and when (decision 056: some load only on first use).
 */
const file = process.env.RECORD_LOADED_PACKAGES_FILE;
if (!file) throw new Error("tests/support/record-loaded-packages.ts needs RECORD_LOADED_PACKAGES_FILE");

const seen = new Set<string>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url)?.[1];
    if (name && !seen.has(name)) {
      seen.add(name);
      appendFileSync(file, `${name}\n`);
    }
    return resolved;
  },
});
